// /add, /drop, /read-only and /ls: which files are in the chat. Paths are root-relative; patterns go
// through matchPaths. Changes the current coder's file sets; sends nothing to a model.
import { lstatSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileKind } from "../../../trust/index.js";
import { matchPaths, splitArgs } from "../path-match.js";
import type { Repl } from "../repl.js";
import type { Command } from "./command.js";

/** A typed path as a root-relative POSIX path, or null when it lies outside the project. */
function toRoot(repl: Repl, typed: string): string | null {
  const abs = path.resolve(repl.session.io.cwd, typed);
  const rel = path.relative(repl.session.root, abs);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return null;
  return rel.split(path.sep).join("/");
}

/** Project files a pattern names; an existing file git does not list (ignored, new) counts too. */
function resolvePattern(repl: Repl, pattern: string): string[] {
  const rel = toRoot(repl, pattern);
  if (rel === null) return [];
  const listed = matchPaths(rel, repl.projectFiles);
  if (listed.length > 0) return listed;
  const stats = statSync(path.join(repl.session.root, rel), { throwIfNoEntry: false });
  return stats?.isFile() ? [rel] : [];
}

/** Why an existing path that is neither a file nor a folder (a FIFO, a socket, a device, a link to
 *  one) cannot join the chat; a folder names the files under it. */
function notAFile(repl: Repl, rel: string): string | null {
  const stats = lstatOrStat(path.join(repl.session.root, rel));
  if (!stats || stats.isFile() || stats.isDirectory()) return null;
  return `${rel} is ${fileKind(stats)}, not a regular file; not added.`;
}

function lstatOrStat(file: string) {
  const own = lstatSync(file, { throwIfNoEntry: false });
  return own?.isSymbolicLink() ? (statSync(file, { throwIfNoEntry: false }) ?? own) : own;
}

async function add(repl: Repl, args: string, readOnly: boolean): Promise<void> {
  const { term, coder } = repl;
  for (const pattern of splitArgs(args)) {
    let found = resolvePattern(repl, pattern);
    const rel = toRoot(repl, pattern);
    if (rel === null) {
      term.err(`${pattern} is outside the project (${repl.session.root}).`);
      continue;
    }
    const refused = /[*?]/.test(pattern) ? null : notAFile(repl, rel);
    if (refused) {
      term.err(refused);
      continue;
    }
    if (found.length === 0) {
      if (readOnly || /[*?]/.test(pattern) || !(await repl.ask(`No file matches ${pattern}. Create it?`))) {
        term.err(`No file matches ${pattern}.`);
        continue;
      }
      mkdirSync(path.dirname(path.join(repl.session.root, rel)), { recursive: true });
      // "wx": only ever creates; never opens what appeared meanwhile (a FIFO would block the prompt).
      writeFileSync(path.join(repl.session.root, rel), "", { flag: "wx" });
      found = [rel];
    }
    for (const file of found) {
      const [target, other] = readOnly
        ? [coder.readOnlyFiles, coder.files]
        : [coder.files, coder.readOnlyFiles];
      other.delete(file);
      if (target.has(file)) term.out(`${file} is already in the chat${readOnly ? " (read-only)" : ""}.`);
      else {
        target.add(file);
        term.out(`Added ${file} to the chat${readOnly ? " (read-only)" : ""}.`);
      }
    }
  }
}

function drop(repl: Repl, args: string): void {
  const { coder, term } = repl;
  if (args.trim() === "") {
    coder.files.clear();
    coder.readOnlyFiles.clear();
    term.out("Dropped all files from the chat.");
    return;
  }
  for (const pattern of splitArgs(args)) {
    const rel = toRoot(repl, pattern) ?? pattern;
    const matched = matchPaths(rel, repl.chatFiles());
    if (matched.length === 0) term.err(`${pattern} is not in the chat.`);
    for (const file of matched) {
      coder.files.delete(file);
      coder.readOnlyFiles.delete(file);
      term.out(`Dropped ${file} from the chat.`);
    }
  }
}

function list(repl: Repl): void {
  const { coder, term } = repl;
  const inChat = new Set(repl.chatFiles());
  const others = repl.projectFiles.filter((file) => !inChat.has(file));
  const section = (title: string, files: readonly string[]) => {
    if (files.length === 0) return;
    term.out(`${title}:`);
    for (const file of files) term.out(`  ${file}`);
  };
  section("Files in the chat", [...coder.files].sort());
  section("Read-only files", [...coder.readOnlyFiles].sort());
  section("Other project files", others);
  if (inChat.size === 0) term.out("No files in the chat. Add some with /add.");
}

export const FILE_COMMANDS: Command[] = [
  {
    name: "add",
    usage: "FILE|GLOB…",
    help: "add files to the chat so the model can edit them",
    run: (repl, args) => add(repl, args, false),
  },
  {
    name: "drop",
    usage: "[FILE|GLOB…]",
    help: "remove files from the chat (all of them without arguments)",
    run: (repl, args) => drop(repl, args),
  },
  {
    name: "read-only",
    usage: "FILE|GLOB…",
    help: "add files the model may read but not edit",
    run: (repl, args) => add(repl, args, true),
  },
  { name: "ls", help: "list chat files, read-only files and the other project files", run: list },
];
