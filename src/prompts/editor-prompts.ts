// Prompts for an architect's editor: the edit format's own rules under a short editor mode text, no
// few-shot examples, no go-ahead tip and no shell commands. Text only, no logic.
import type { CoderPrompts } from "./coder-prompts.js";
import { EditBlockFencedPrompts } from "./editblock-fenced-prompts.js";
import { EditBlockPrompts } from "./editblock-prompts.js";
import type { ExampleTask } from "./example-tasks.js";
import { PatchPrompts } from "./patch-prompts.js";
import { UdiffPrompts } from "./udiff-prompts.js";
import { WholeFilePrompts } from "./wholefile-prompts.js";

// The plan arrives as the user's message, already agreed to: the editor writes it out, it does not
// re-plan, ask or propose, so the edit mode's "ask when ambiguous, say what you will change" steps go.
export const EDITOR_SYSTEM =
  "# Mode: editor\n\n" +
  "The user's message is a plan that has already been agreed on. Carry it out in the user's files: " +
  "write every change it describes, in the edit format described below, and nothing else. " +
  "Do not restate, question or extend the plan.";

/** A format's prompts as an editor's: its rules kept, the mode text replaced, no examples, no go-ahead
 *  tip, and no shell commands (those are the architect's to suggest, never its editor's). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript's mixin form requires any[]
function asEditor<T extends new (...args: any[]) => CoderPrompts>(Base: T) {
  return class extends Base {
    override readonly mainSystem: string = EDITOR_SYSTEM;
    override readonly examples: readonly ExampleTask[] = [];
    override readonly goAheadTip: string = "";
    override readonly shellCmdPrompt: string = "";
    override readonly shellCmdReminder: string = "";
    override readonly noShellCmdReminder: string = "";
    // An editor's request holds no history, so nothing older to trust these copies over; a reflection
    // round's diffs still follow them, so "current" keeps its condition.
    override readonly filesContentPrefix: string =
      "The files to edit. Their contents below are current unless a later diff supersedes them.\n";
    override readonly filesContentAssistantReply: string = "Ok. I will edit these contents.";
  };
}

export class EditorEditBlockPrompts extends asEditor(EditBlockPrompts) {}
export class EditorEditBlockFencedPrompts extends asEditor(EditBlockFencedPrompts) {}
export class EditorWholeFilePrompts extends asEditor(WholeFilePrompts) {}
export class EditorUdiffPrompts extends asEditor(UdiffPrompts) {}
export class EditorPatchPrompts extends asEditor(PatchPrompts) {}
