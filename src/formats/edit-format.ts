// One edit format as one typed object: its name, its parser and renderer, the prompts that ask a model
// for it and how the shared few-shot examples look in it. Coders hold it by reference. Types only.
import type { Edit, ParseContext, ParseResult, RenderContext } from "../edits/edit.js";
import type { IssueReason } from "../edits/issue-reason.js";
import type { CoderPrompts } from "../prompts/coder-prompts.js";
import type { ExampleTask } from "../prompts/example-tasks.js";
import type { ReflectionTerms } from "../prompts/reflection.js";
import type { ToolCall, ToolOffer } from "../core/tool-types.js";
import type { WireTools } from "../llm/tool-choice.js";

/** What one tool call asks for: edits (each with the call's index as its block), a read-only view of a
 *  file, or nothing but why it could not be read (malformed arguments, an unknown tool or command), as
 *  data: kerf's `bad-call` reasons, or a plugin's own sentence (the `custom` kind). The call's result and
 *  the person's message are its sentence (edits/issue-text.ts). */
export type CallReading =
  { edits: Edit[] } | { view: { path: string; range?: readonly [number, number] } } | { error: IssueReason };

export interface EditFormat {
  /** The one place the format's name lives: `--edit-format`, the registry key, `coder.editFormat`. */
  readonly name: string;
  /** `partial`: apply what succeeds; `atomic`: validate all, one failure writes nothing; `per-block`:
   *  each block (a tool call) all or nothing, blocks independent. */
  readonly policy: "partial" | "atomic" | "per-block";
  /** A file's edits come in the file's order (unified diff hunks): an edit matching several places is
   *  settled below the file's previous edit and near its `lineHint` (edits/match/settle.ts). */
  readonly inFileOrder?: boolean;
  /** False for a format whose replies only talk (ask, architect, context): never an editor's format,
   *  never an eval format, not where `/code` returns to. Default true. */
  readonly editsFiles?: boolean;
  /** True for a format whose replies are a plan that an editor model (`--editor-model`, in its own
   *  format) turns into edits: architect. Eval and the start-up block give it an editor. Default false. */
  readonly usesEditor?: boolean;
  /** How a reflection names this format's blocks and the text that must match ("SEARCH/REPLACE block",
   *  "SEARCH section"); without it, "edit block" and "text to replace". */
  readonly reflectionTerms?: ReflectionTerms;
  /** Reads a reply into edits and issues. `parse(render(e))` yields `e` again. */
  parse(reply: string, ctx?: ParseContext): ParseResult;
  /** Canonical text for the edits; throws on an edit kind the format cannot express. */
  render(edits: readonly Edit[], ctx?: RenderContext): string;
  /** A fresh prompt class: every text that asks the model for replies in this format. A tool-call
   *  format's words follow `tools`, the tools its requests declare (default: its function tools). */
  prompts(tools?: WireTools): CoderPrompts;
  /** The compact prompts of an architect's editor in this format: the same rules, no examples. Without
   *  it the editor gets `prompts()`, still with no examples (see buildEditorChunks). */
  editorPrompts?(tools?: WireTools): CoderPrompts;
  /** A shared example task's edits in the kinds this format expresses (default: as written, no anchors). */
  exampleEdits?(task: ExampleTask): Edit[];
  /** A tool-call format: the tools its requests offer (data: JSON schemas, and the provider-native forms
   *  that may stand in for them). Its edits arrive as calls, read by `readCall`; its text twin (`parse`,
   *  `render`) still reads edits a model writes into its reply text instead. */
  readonly tools?: ToolOffer;
  /** Reads one call (its position in the reply is `index`, the block index of its edits); a call to an
   *  unknown tool is told the names of the declared `tools`. Total. */
  readCall?(call: ToolCall, index: number, tools?: WireTools): CallReading;
}
