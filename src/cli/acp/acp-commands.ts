// The slash commands an editor's prompt box offers (`available_commands_update`): the REPL's own commands
// that make sense there, run through its command table, their output becoming the turn's message text.
// Not offered: commands that run programs (/run, /test, /lint, /git), read the terminal or the
// clipboard, open an editor, save or load files, or end the session; the chat modes are session modes.
import type { AvailableCommand } from "@agentclientprotocol/sdk";
import { COMMANDS, isCommand, runCommand } from "../repl/command-table.js";
import type { Repl } from "../repl/repl.js";

const OFFERED = [
  "add",
  "drop",
  "read-only",
  "ls",
  "undo",
  "diff",
  "commit",
  "tokens",
  "map",
  "map-refresh",
  "settings",
  "model",
  "weak-model",
  "editor-model",
  "reasoning-effort",
  "think-tokens",
  "clear",
  "reset",
  "skills",
  "skill",
];

export function availableCommands(): AvailableCommand[] {
  const offered: AvailableCommand[] = COMMANDS.filter((command) => OFFERED.includes(command.name)).map(
    (command) => ({
      name: command.name,
      description: command.help,
      ...(command.usage ? { input: { hint: command.usage } } : {}),
    }),
  );
  return [...offered, { name: "help", description: "list these commands" }];
}

/** The offered command a prompt's text names (`/add app.py`), or null: a message for the model. */
export function offeredCommand(text: string): { name: string } | null {
  if (!isCommand(text)) return null;
  const name = /^\s*\/(\S+)/.exec(text)?.[1] ?? "";
  return name === "help" || OFFERED.includes(name) ? { name } : null;
}

/** Runs an offered command line; /help lists the offered commands on the REPL's terminal. */
export async function runOffered(repl: Repl, text: string): Promise<void> {
  if (offeredCommand(text)?.name === "help") {
    for (const command of availableCommands())
      repl.term.out(
        `/${command.name}${command.input ? ` ${command.input.hint}` : ""} — ${command.description}`,
      );
    return;
  }
  await runCommand(repl, text);
}
