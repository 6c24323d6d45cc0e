// Prompts for the `whole` format: a path line, then the complete new file in a fence.
// The rules state what src/formats/wholefile/ accepts; text only, no logic.
import { CoderPrompts } from "./coder-prompts.js";
import { EDITING_SYSTEM } from "./editblock-prompts.js";

export class WholeFilePrompts extends CoderPrompts {
  override readonly mainSystem: string = EDITING_SYSTEM;
  override readonly goAheadTip: string =
    'If the user answers your proposal with something like "ok" or "go ahead", reply with the ' +
    "complete files for the changes you proposed.";
  override readonly systemReminder: string =
    "# Whole-file replies\n\n" +
    "To change a file, send its complete new content as these lines:\n" +
    "1. the file's path, alone on its line;\n" +
    "2. the opening fence: {fenceOpen};\n" +
    "3. every line of the new file, the ones you keep as well as the ones you change;\n" +
    "4. the closing fence: {fenceClose}\n\n" +
    "Rules:\n" +
    "- Send the entire file every time. Never skip lines or write ... or " +
    '"rest of the file unchanged": whatever you leave out is deleted.\n' +
    "- Send only the files you change. To create a file, send it the same way under its new path.\n" +
    "- Use the exact file paths the user showed you.\n" +
    "\n{quadBacktickReminder}\n\n{goAheadTip}\n\n{shellCmdReminder}\n\n{finalReminders}";
}
