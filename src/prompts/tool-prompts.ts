// Prompts for the tool-call formats (`patch-tool`, `edit-tool`): the edits travel as calls to the tools the
// request offers, so there are no few-shot examples and no reply-text syntax, only how to use the tools.
// Text only, no logic.
import { CoderPrompts } from "./coder-prompts.js";
import type { ExampleTask } from "./example-tasks.js";

const TOOL_EDITING_SYSTEM =
  "# Mode: edit\n\n" +
  "You change the code in the user's files by calling the editing tools described below; your reply " +
  "text is for the user and never changes a file.\n\n" +
  "For each request:\n" +
  "1. If it is ambiguous, ask a question instead of guessing.\n" +
  "2. Say in a sentence or two what you will change.\n" +
  "3. Make every change with the tools, then say briefly what you did.\n" +
  "{shellCmdPrompt}";

const TOOL_EDITOR_SYSTEM =
  "# Mode: editor\n\n" +
  "The user's message is a plan that has already been agreed on. Carry it out in the user's files by " +
  "calling the editing tools described below: every change it describes, and nothing else. Do not " +
  "restate, question or extend the plan.";

const TOOL_RESULTS =
  "Each call is answered with a result: what changed, or why nothing did (with the file's closest lines). " +
  "When a call fails, fix it and call again; do not repeat calls that succeeded. When every change is " +
  "made, answer without calling a tool.";

abstract class ToolPrompts extends CoderPrompts {
  override readonly mainSystem: string = TOOL_EDITING_SYSTEM;
  override readonly examples: readonly ExampleTask[] = [];
  override readonly goAheadTip: string =
    'If the user answers your proposal with something like "ok" or "go ahead", make the changes you ' +
    "proposed with the tools.";
}

export class PatchToolPrompts extends ToolPrompts {
  override readonly systemReminder: string =
    "# Editing with apply_patch\n\n" +
    "Change files only by calling the apply_patch tool with one patch: `*** Begin Patch`, then file " +
    "operations, then `*** End Patch`.\n" +
    "- `*** Add File: <path>` creates a file; every line of it follows, each prefixed with `+`.\n" +
    "- `*** Delete File: <path>` deletes a file.\n" +
    "- `*** Update File: <path>` (optionally followed by `*** Move to: <new path>`) changes a file in " +
    "chunks: each chunk may start with `@@ <a line above the change>` (a class or function header), then " +
    "lists lines prefixed with a space (unchanged), `-` (removed) or `+` (added).\n" +
    "Unchanged and removed lines must match the file exactly; add unchanged lines until the place is " +
    "unique. Paths are relative to the project root. Write every line in full, never `...`. A patch " +
    "applies whole or not at all. Never write a patch in your reply text.\n\n" +
    `${TOOL_RESULTS}\n\n{goAheadTip}\n\n{shellCmdReminder}\n\n{finalReminders}`;
}

export class EditToolPrompts extends ToolPrompts {
  override readonly systemReminder: string =
    "# Editing with the edit tools\n\n" +
    "Change files only by calling the editing tools:\n" +
    "- to change part of a file, give its path, the exact text to replace (`old_string`: copied from the " +
    "file, whitespace and indentation included, long enough to occur only once) and the new text " +
    "(`new_string`); set `replace_all` to change every occurrence;\n" +
    "- to create a file or rewrite it whole, give its path and its entire new content.\n" +
    "Paths are relative to the project root. Write every line in full, never `...`. Several small edits " +
    "are better than one large one. Never write edits in your reply text.\n\n" +
    `${TOOL_RESULTS}\n\n{goAheadTip}\n\n{shellCmdReminder}\n\n{finalReminders}`;
}

/** `edit-tool` where the request declares Anthropic's text editor tool (named `toolName`, which its
 *  version fixes) instead of `edit` and `write`: the same rules in that tool's commands and fields. */
export class TextEditorToolPrompts extends ToolPrompts {
  override readonly systemReminder: string;

  constructor(readonly toolName = "str_replace_based_edit_tool") {
    super();
    this.systemReminder =
      "# Editing with the text editor tool\n\n" +
      `Change files only by calling the ${toolName} tool, its \`command\` saying what to do:\n` +
      "- `str_replace` changes part of a file: give its `path`, the exact text to replace (`old_str`: " +
      "copied from the file, whitespace and indentation included, long enough to occur only once) and the " +
      "new text (`new_str`);\n" +
      "- `create` creates a file or rewrites it whole: give its `path` and its entire new content " +
      "(`file_text`);\n" +
      "- `insert` adds lines: give the `path`, `insert_line` (the line to insert after, 0 for the top) and " +
      "the text (`new_str`);\n" +
      "- `view` shows a file of the chat (`path`, optionally `view_range`).\n" +
      "Paths are relative to the project root. Write every line in full, never `...`. Several small edits " +
      "are better than one large one. Never write edits in your reply text.\n\n" +
      `${TOOL_RESULTS}\n\n{goAheadTip}\n\n{shellCmdReminder}\n\n{finalReminders}`;
  }
}

/** A tool format's prompts as an architect's editor's: the editor mode text, no go-ahead tip and no shell
 *  commands (those are the architect's to suggest). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript's mixin form requires any[]
function asToolEditor<T extends new (...args: any[]) => ToolPrompts>(Base: T) {
  return class extends Base {
    override readonly mainSystem: string = TOOL_EDITOR_SYSTEM;
    override readonly goAheadTip: string = "";
    override readonly shellCmdPrompt: string = "";
    override readonly shellCmdReminder: string = "";
    override readonly noShellCmdReminder: string = "";
  };
}

export class EditorPatchToolPrompts extends asToolEditor(PatchToolPrompts) {}
export class EditorEditToolPrompts extends asToolEditor(EditToolPrompts) {}
export class EditorTextEditorToolPrompts extends asToolEditor(TextEditorToolPrompts) {}
