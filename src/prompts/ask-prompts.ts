// Prompts for the `ask` coder: questions about the code, answered without editing anything.
// Its replies are never parsed for edits (see its format in src/formats), so it has no examples; text only.
import { CoderPrompts } from "./coder-prompts.js";
import type { ExampleTask } from "./example-tasks.js";

export class AskPrompts extends CoderPrompts {
  override readonly examples: readonly ExampleTask[] = [];
  override readonly mainSystem: string =
    "# Mode: ask\n\n" +
    "Answer the user's questions about their code. Explain clearly and precisely, with short code " +
    "snippets where they help. You do not edit files in this mode: when a change would help, describe it " +
    "instead.";
  override readonly filesContentPrefix: string =
    "Here are files from my project. Their contents below are current unless a later diff supersedes " +
    "them; trust them over any older version in the conversation.\n";
  override readonly filesContentAssistantReply: string =
    "Ok. I will answer from these contents of the files.";
  override readonly filesNoFullFilesWithRepoMap: string =
    "I have not shared any full files yet. If answering needs one, name it and I will add it.";
  override readonly filesNoFullFilesWithRepoMapReply: string = "Ok. I will name any file I need to see.";
  override readonly repoContentPrefix: string =
    "Here is a summary of files in the repository: their paths and key definitions.\n";
  override readonly repoContentReply: string = "Ok. I will ask to see any file I need in full.";
}
