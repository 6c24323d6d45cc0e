// /save FILE and /load FILE: the chat's file set as the /add and /read-only commands that rebuild it
// (Aider's format). /load runs only those file commands (and /drop), so a file cannot run anything else.
import path from "node:path";
import { READ_LIMITS, readSafeSync } from "../../../trust/index.js";
import { splitArgs } from "../path-match.js";
import { writeTextFile } from "../../write-text-file.js";
import type { Repl } from "../repl.js";
import type { Command } from "./command.js";

const LOADABLE = new Set(["add", "read-only", "drop"]);
const quote = (file: string) => (/\s/.test(file) ? `"${file}"` : file);

function target(repl: Repl, args: string, command: string): string | undefined {
  const [file] = splitArgs(args);
  if (file) return path.resolve(repl.session.io.cwd, file);
  repl.term.err(`/${command} needs a file name.`);
  return undefined;
}

function save(repl: Repl, args: string): void {
  const file = target(repl, args, "save");
  if (!file) return;
  const lines = [
    "/drop",
    ...[...repl.coder.files].sort().map((f) => `/add ${quote(f)}`),
    ...[...repl.coder.readOnlyFiles].sort().map((f) => `/read-only ${quote(f)}`),
  ];
  const refused = writeTextFile(file, lines.join("\n") + "\n");
  if (refused) repl.term.err(`${refused}.`);
  else repl.term.out(`Saved the chat's files as commands to ${file}.`);
}

async function load(repl: Repl, args: string): Promise<void> {
  const file = target(repl, args, "load");
  if (!file) return;
  let text: string;
  try {
    text = readSafeSync(file, { limit: READ_LIMITS.chatHistory }).toString("utf8");
  } catch (error) {
    repl.term.err(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  for (const line of text.split(/\r?\n/).map((l) => l.trim())) {
    if (line === "" || line.startsWith("#")) continue;
    const name = /^\/(\S+)/.exec(line)?.[1];
    if (name && LOADABLE.has(name)) await repl.command(line);
    else repl.term.err(`Skipped "${line}": /load runs only /add, /read-only and /drop.`);
  }
}

export const SAVE_LOAD_COMMANDS: Command[] = [
  { name: "save", usage: "FILE", help: "save the chat's files as /add and /read-only commands", run: save },
  { name: "load", usage: "FILE", help: "run the /add, /read-only and /drop commands in FILE", run: load },
];
