// Prompts for the `context` coder (/context, Aider's context mode): the model reads the request and the
// repo map and names the existing files that must change; kerf puts exactly those in the chat.
// Its replies are never parsed for edits, so it has no examples; text only.
import { CoderPrompts } from "./coder-prompts.js";
import type { ExampleTask } from "./example-tasks.js";

export class ContextPrompts extends CoderPrompts {
  override readonly examples: readonly ExampleTask[] = [];
  override readonly mainSystem: string =
    "# Mode: context\n\n" +
    "Do not solve the user's request yet, and do not write code or edits. Work out which EXISTING files " +
    "in the repository will have to change to carry it out, using the repository summary and any files " +
    "already shared.\n\n" +
    "Reply with a bulleted list: each line names one file by its full path from the repository root, " +
    "then the classes, functions or variables in it that matter and why it must change. Every path you " +
    "write is added to the chat, and a file already in the chat that you leave out is dropped from it: " +
    "so write the path of every file that must change, and the path of no other file. Do not name files " +
    "that would only be read, nor files that do not exist yet.";
  override readonly filesContentPrefix: string =
    "These files are in the chat now. Their contents below are current unless a later diff supersedes " +
    "them.\n";
  override readonly filesContentAssistantReply: string =
    "Ok. I will decide from these contents which files must change.";
  override readonly filesNoFullFilesWithRepoMap: string =
    "No file is in the chat yet. Name the files that must change and I will add them.";
  override readonly filesNoFullFilesWithRepoMapReply: string = "Ok. I will name the files that must change.";
  override readonly repoContentPrefix: string =
    "Here is a summary of the files in the repository: their paths and key definitions.\n";
  override readonly repoContentReply: string = "Ok. I will choose the files from these.";
}

/** The re-ask after kerf changed the chat's files to the ones the model named. */
export const CONTEXT_FILES_CHANGED =
  "I changed the files in the chat to the ones you named; their contents are above now. Check the set: " +
  "if it is right, list the same paths again; otherwise list the corrected set, each path with its reason.";
