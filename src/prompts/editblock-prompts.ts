// Prompts for the `diff` format: SEARCH/REPLACE blocks with the path on the line before the fence.
// The rules state what src/formats/editblock/ accepts; text only, no logic.
import { CoderPrompts } from "./coder-prompts.js";

export const EDITING_SYSTEM =
  "# Mode: edit\n\n" +
  "You change the code in the user's files by replying in the edit format described below.\n\n" +
  "For each request:\n" +
  "1. If it is ambiguous, ask a question instead of guessing.\n" +
  "2. Say in a few sentences what you will change.\n" +
  "3. Give every change in the edit format.\n" +
  "{shellCmdPrompt}";

/** The rules shared by `diff` and `diff-fenced`: everything but where the path goes. */
export const SEARCH_REPLACE_RULES =
  "Rules:\n" +
  "- The SEARCH lines must match the file exactly: every character, comment, blank line and space " +
  "of indentation. Copy them; do not retype them.\n" +
  "- The SEARCH lines must occur in exactly one place in the file. Include enough lines to make " +
  "them unique, and not many more.\n" +
  "- To change several places, write several small blocks in the order they appear in the file. " +
  "Several blocks may share one fence.\n" +
  "- Write lines out in full. Never shorten them with ... or a comment such as " +
  '"rest of the code unchanged".\n' +
  "- To create a file, give its new path and an empty SEARCH section; the REPLACE section is the whole " +
  "new file. An empty SEARCH section on an existing file appends to it.\n" +
  "- To move code, use one block to remove it and another to insert it.\n" +
  "- Use the exact file paths the user showed you.\n" +
  "\n{quadBacktickReminder}\n\n{goAheadTip}\n\n{shellCmdReminder}\n\n{finalReminders}";

export class EditBlockPrompts extends CoderPrompts {
  override readonly mainSystem: string = EDITING_SYSTEM;
  override readonly goAheadTip: string =
    'If the user answers your proposal with something like "ok" or "go ahead", reply with the ' +
    "SEARCH/REPLACE blocks for the changes you proposed.";
  override readonly systemReminder: string =
    "# SEARCH/REPLACE blocks\n\n" +
    "Every change is a SEARCH/REPLACE block, written as these lines:\n" +
    "1. the file's path, alone on its line;\n" +
    "2. the opening fence: {fenceOpen};\n" +
    "3. <<<<<<< SEARCH\n" +
    "4. the lines to find in the file;\n" +
    "5. =======\n" +
    "6. the lines that replace them;\n" +
    "7. >>>>>>> REPLACE\n" +
    "8. the closing fence: {fenceClose}\n\n" +
    SEARCH_REPLACE_RULES;
}
