// The base prompt class: every text a coder sends besides the user's own words, as typed data.
// Templates only (see render-template.ts); no logic, no I/O.
import { EXAMPLE_TASKS, type ExampleTask } from "./example-tasks.js";

/**
 * Field names follow Aider's prompt classes in camelCase. Every string field is a template rendered
 * with the full variable set. Which parser reads the replies is the EditFormat's business: a format
 * object holds its prompt class, never the other way round.
 */
export abstract class CoderPrompts {
  abstract readonly mainSystem: string;
  readonly systemReminder: string = "{finalReminders}";

  /** The shared few-shot tasks, rendered into this format by examples.ts; empty when not parsed. */
  readonly examples: readonly ExampleTask[] = EXAMPLE_TASKS;
  readonly examplesHeading: string =
    "# Example conversations\n\nThese exchanges show the reply format on a different code base.";
  readonly examplesResetUser: string =
    "I switched to a new code base. The files in the examples above are not part of it: do not edit them.";
  readonly examplesResetReply: string = "Ok.";
  /** The assistant's answers to the user-instructions and environment-context messages. */
  readonly instructionsReply: string = "Understood. I will follow these instructions.";
  readonly environmentReply: string = "Ok.";
  /** The assistant's answer when the system text has to travel as a user message. */
  readonly systemAsUserReply: string = "Ok.";

  readonly filesContentPrefix: string =
    "I added these files to the chat, so you may edit them.\n\n" +
    "Their contents below are current unless a later diff supersedes them. Trust them over any older " +
    "version in the conversation.\n";
  readonly filesContentAssistantReply: string =
    "Ok. I will base every change on these contents and edit only these files.";
  /** Heads a change note: the diffs of chat files changed since the conversation last showed them. */
  readonly filesChangedPrefix: string =
    "Changes to the chat files since the conversation last showed them. Each file named here is now " +
    "what it was at that point (its copy above with every earlier change note applied, in order) with " +
    "the diff below applied. Base every change on the result.\n";
  readonly filesChangedReply: string =
    "Ok. For these files I will work from their copies above with every change note applied in order.";
  readonly filesNoFullFiles: string = "I have not added any files to the chat yet.";
  readonly filesNoFullFilesReply: string = "Ok.";
  readonly filesNoFullFilesWithRepoMap: string =
    "I have not added any files to the chat yet. If my request needs code changes, first name the files " +
    "that most likely need editing, then stop and wait until I add them. Name only files you will edit.";
  readonly filesNoFullFilesWithRepoMapReply: string =
    "Ok. I will name the files I need to edit and wait for you to add them.";
  readonly repoContentPrefix: string =
    "Here is a summary of other files in the repository: their paths and key definitions. " +
    "Do not edit these files. If you need to change one, ask me to add it to the chat first.\n";
  readonly repoContentReply: string = "Ok. I will ask before changing any of those files.";
  readonly readOnlyFilesPrefix: string =
    "Here are files for reference. They are read-only: use them, but do not edit them.\n";
  readonly readOnlyFilesReply: string = "Ok. I will use them as reference only.";

  readonly lazyPrompt: string =
    "Make the whole change you were asked for. Write out every line it needs; " +
    "leave no TODOs, stubs or placeholders for the user to fill in.";
  readonly overeagerPrompt: string =
    "Do what was asked and nothing more. Do not refactor, rename, reformat or improve code " +
    "the request does not mention.";
  readonly goAheadTip: string = "";
  readonly shellCmdPrompt: string =
    "\n# Shell commands\n\n" +
    "When a shell command would help the user (run the tests, install a package, start the program), " +
    "suggest it after your changes in a ```bash block, one command per line. Suggest only commands " +
    "that fit the user's environment (see the environment context). Never change files with a command; file changes go in your edits.\n";
  readonly noShellCmdPrompt: string = "";
  readonly shellCmdReminder: string = "Suggest shell commands only in ```bash blocks, one per line.";
  readonly noShellCmdReminder: string = "Do not suggest shell commands.";
  readonly quadBacktickReminder: string =
    "The files contain lines starting with ```, so fence code with {fenceOpen} and {fenceClose} " +
    "instead of ```.";
}
