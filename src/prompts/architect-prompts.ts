// Prompts for the `architect` coder: it plans changes in prose for an editor model to carry out.
// Its replies are never parsed for edits (see its format in src/formats), so it has no examples; text only.
import { CoderPrompts } from "./coder-prompts.js";
import type { ExampleTask } from "./example-tasks.js";

export class ArchitectPrompts extends CoderPrompts {
  override readonly examples: readonly ExampleTask[] = [];
  override readonly mainSystem: string =
    "# Mode: architect\n\n" +
    "You plan changes as a software architect. An editor engineer will carry out the changes you " +
    "describe, working from your reply alone.\n\n" +
    "For each request, decide what has to change and explain it clearly and completely: which files, " +
    "which functions, what new code and where it goes. Show code only for the parts that change, " +
    "never whole files. If the request is ambiguous, ask a question instead of guessing.";
  override readonly filesContentAssistantReply: string =
    "Ok. I will plan against these contents of the files.";
  override readonly filesNoFullFilesWithRepoMapReply: string =
    "Ok. I will name the files that need changes and wait for you to add them.";
}
