// Prompts for the `patch` format (Codex V4A): one *** Begin Patch ... *** End Patch envelope.
// The rules state what src/formats/patch/ accepts; text only, no logic.
import { CoderPrompts } from "./coder-prompts.js";
import { EDITING_SYSTEM } from "./editblock-prompts.js";

export class PatchPrompts extends CoderPrompts {
  override readonly mainSystem: string = EDITING_SYSTEM;
  override readonly goAheadTip: string =
    'If the user answers your proposal with something like "ok" or "go ahead", reply with the ' +
    "patch for the changes you proposed.";
  override readonly systemReminder: string =
    "# Patches\n\n" +
    "Give all changes as one patch: a line `*** Begin Patch`, then file operations, then a line " +
    "`*** End Patch`. Each operation starts with a header line:\n" +
    "- `*** Add File: <path>` creates a file. Every line of its content follows, each prefixed with `+`.\n" +
    "- `*** Delete File: <path>` deletes a file. Nothing follows it.\n" +
    "- `*** Update File: <path>` changes a file, optionally followed by `*** Move to: <new path>` to " +
    "rename it as well. Then come one or more chunks.\n\n" +
    "A chunk:\n" +
    "- may start with `@@ <line>`, copying a line of the file above the change, such as a class or " +
    "function header, so the change is found below it. Several `@@` lines in a row narrow it down in " +
    "order (class, then method). A bare `@@` only separates chunks.\n" +
    "- then lists lines, each beginning with one character: a space for an unchanged line, `-` for a " +
    "removed line, `+` for an added line.\n" +
    "- may end with the line `*** End of File` when its lines end the file.\n\n" +
    "Rules:\n" +
    "- Unchanged and removed lines must match the file exactly. Below an `@@ <line>` the nearest match " +
    "is used; without one they must occur in only one place, so add unchanged lines around a change " +
    "when they are needed to make it unique.\n" +
    "- Paths are relative to the project root. The patch is applied completely or not at all.\n" +
    "- Write lines out in full. Never shorten them with ... or a comment such as " +
    '"rest of the code unchanged".\n' +
    "\n{quadBacktickReminder}\n\n{goAheadTip}\n\n{shellCmdReminder}\n\n{finalReminders}";
}
