// The table of slash commands (name → handler, with help) and the dispatch of one typed command line.
// A unique prefix names a command (/tok → /tokens); `!CMD` is /run CMD.
import { CHAT_COMMANDS } from "./commands/chat-commands.js";
import { CLIPBOARD_COMMANDS } from "./commands/clipboard-commands.js";
import type { Command, CommandOutcome } from "./commands/command.js";
import { FILE_COMMANDS } from "./commands/file-commands.js";
import { GIT_COMMANDS } from "./commands/git-commands.js";
import { INFO_COMMANDS } from "./commands/info-commands.js";
import { INPUT_COMMANDS } from "./commands/input-commands.js";
import { MCP_COMMANDS } from "./commands/mcp-command.js";
import { MODE_COMMANDS } from "./commands/mode-commands.js";
import { MODEL_COMMANDS } from "./commands/model-commands.js";
import { REASONING_COMMANDS } from "./commands/reasoning-commands.js";
import { SAVE_LOAD_COMMANDS } from "./commands/save-load-commands.js";
import { SESSION_COMMANDS } from "./commands/session-commands.js";
import { SHELL_COMMANDS } from "./commands/shell-commands.js";
import { WEB_COMMANDS } from "./commands/web-command.js";
import { SKILL_COMMANDS } from "./commands/skill-commands.js";
import { REPLY_COMMANDS } from "./commands/reply-command.js";
import type { Repl } from "./repl.js";

const HELP: Command = {
  name: "help",
  help: "list the commands",
  run: (repl) => {
    for (const command of COMMANDS) {
      const head = `/${command.name}${command.usage ? ` ${command.usage}` : ""}`;
      repl.term.out(`${head.padEnd(28)} ${command.help}`);
    }
    repl.term.out(
      "Multi-line input: end a line with \\ to go on, or put the text between { and } lines; > lines quoting an answer go on to your reply.",
    );
  },
};

export const COMMANDS: readonly Command[] = [
  ...FILE_COMMANDS,
  ...MODE_COMMANDS,
  ...MODEL_COMMANDS,
  ...GIT_COMMANDS,
  ...SHELL_COMMANDS,
  ...INFO_COMMANDS,
  ...SKILL_COMMANDS,
  ...CHAT_COMMANDS,
  ...REPLY_COMMANDS,
  ...REASONING_COMMANDS,
  ...SAVE_LOAD_COMMANDS,
  ...SESSION_COMMANDS,
  ...CLIPBOARD_COMMANDS,
  ...WEB_COMMANDS,
  ...MCP_COMMANDS,
  ...INPUT_COMMANDS,
  HELP,
];

export function isCommand(input: string): boolean {
  return /^\s*[/!]/.test(input);
}

/** The command an exact name or unique prefix names, else the candidates (none, or several). */
export function findCommand(name: string): Command | Command[] {
  const exact = COMMANDS.find((command) => command.name === name);
  if (exact) return exact;
  const prefixed = COMMANDS.filter((command) => command.name.startsWith(name));
  return prefixed.length === 1 ? (prefixed[0] as Command) : prefixed;
}

export async function runCommand(repl: Repl, input: string): Promise<CommandOutcome> {
  const text = input.trim();
  const [, name = "", args = ""] = text.startsWith("!")
    ? ["", "run", text.slice(1)]
    : (/^\/(\S*)\s*([\s\S]*)$/.exec(text) ?? []);
  const found = findCommand(name);
  if (!Array.isArray(found)) return found.run(repl, args);
  if (found.length === 0) repl.term.err(`Unknown command /${name}. /help lists the commands.`);
  else repl.term.err(`/${name} is ambiguous: ${found.map((c) => `/${c.name}`).join(", ")}.`);
}
