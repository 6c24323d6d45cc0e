// Prompts for the `udiff` format: unified diffs whose hunks are found by their text, not line numbers.
// The rules state what src/formats/udiff/ accepts; text only, no logic.
import { CoderPrompts } from "./coder-prompts.js";
import { EDITING_SYSTEM } from "./editblock-prompts.js";

export class UdiffPrompts extends CoderPrompts {
  override readonly mainSystem: string = EDITING_SYSTEM;
  override readonly goAheadTip: string =
    'If the user answers your proposal with something like "ok" or "go ahead", reply with the ' +
    "diffs for the changes you proposed.";
  override readonly systemReminder: string =
    "# Unified diffs\n\n" +
    "Give every change as a unified diff inside a fence ({fenceOpen} ... {fenceClose}):\n" +
    "- Start each file with a line `--- path` and a line `+++ path`. For a new file the first is " +
    "`--- /dev/null`; to delete a file, the second is `+++ /dev/null`.\n" +
    "- Start each hunk with a line `@@ ... @@`. Line numbers are ignored, so you may leave them out.\n" +
    "- Begin every hunk line with one character: a space for an unchanged line, `-` for a removed " +
    "line, `+` for an added line.\n\n" +
    "Rules:\n" +
    "- A hunk's unchanged and removed lines are looked up in the file as one piece: they must match it " +
    "exactly, in exactly one place. Add unchanged lines around a change when they are needed to make " +
    "it unique.\n" +
    "- Change whole blocks: to rewrite part of a function, remove its old lines and add the new ones, " +
    "rather than editing line by line.\n" +
    "- Write lines out in full. Never shorten them with ... or a comment such as " +
    '"rest of the code unchanged".\n' +
    "- Use the exact file paths the user showed you.\n" +
    "\n{quadBacktickReminder}\n\n{goAheadTip}\n\n{shellCmdReminder}\n\n{finalReminders}";
}
