// Finds the files a repo map may cover: git's view of the work tree (or a .gitignore-aware walk
// outside git), minus .kerfignore and .aiderignore, optionally limited to a subtree. Lists names
// only; reads no sources.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import ignore, { type Ignore } from "ignore";
import { ignoreFileText } from "./ignore-file.js";
import { walkFiles } from "./walk-files.js";

const run = promisify(execFile);

export interface DiscoverOptions {
  /** The repository (or plain folder) root; returned paths are relative to it. */
  root: string;
  /** Only files under this folder (absolute, or relative to root). */
  subtreeOnly?: string;
  /** false: walk the folder and never start git (a session with --no-git). Default: ask git first. */
  git?: boolean;
  /** Told, one line each, of ignore files that were refused (a FIFO, oversized, a symlink out). */
  onWarning?: (message: string) => void;
}

// Calls for the same root and subtree made while one is running share it: at start the banner and
// the session's file list ask at the same moment, and one `git ls-files` answers both.
const running = new Map<string, Promise<Listing>>();

interface Listing {
  files: string[];
  /** Refused ignore files: every caller sharing the run hears of them. */
  warnings: string[];
}

/** Relative POSIX paths, sorted, deduplicated. Each caller gets its own array. */
export async function discoverFiles(options: DiscoverOptions): Promise<string[]> {
  const key = JSON.stringify([
    path.resolve(options.root),
    options.subtreeOnly ?? null,
    options.git !== false,
  ]);
  let pending = running.get(key);
  if (!pending) {
    pending = discoverNow(options).finally(() => running.delete(key));
    running.set(key, pending);
  }
  const { files, warnings } = await pending;
  if (options.onWarning) for (const warning of warnings) options.onWarning(warning);
  return [...files];
}

async function discoverNow(options: DiscoverOptions): Promise<Listing> {
  const root = path.resolve(options.root);
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);
  const listed = (options.git === false ? null : await gitFiles(root)) ?? (await walkFiles(root, warn));
  const kerfIgnore = readKerfIgnore(root, warn);
  const prefix = subtreePrefix(root, options.subtreeOnly);
  const kept = listed.filter(
    (rel) => rel.startsWith(prefix) && !isKerfState(rel) && !kerfIgnore?.ignores(rel),
  );
  return { files: [...new Set(kept)].sort(), warnings };
}

/** `null` when root is not inside a git work tree (or git is missing): the caller walks instead. */
async function gitFiles(root: string): Promise<string[] | null> {
  try {
    const { stdout } = await run("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      cwd: root,
      maxBuffer: 1 << 30,
      encoding: "utf8",
    });
    return stdout.split("\0").filter((line) => line.length > 0);
  } catch {
    return null;
  }
}

/** The project's own ignore files (gitignore syntax): kerf's, and Aider's for users coming from it. */
export const IGNORE_FILES = [".kerfignore", ".aiderignore"] as const;

/** `null` when neither file has a rule: testing every path against no rules still costs ~100 ms on
 * 5,000 files (the ignore package checks each parent folder). */
function readKerfIgnore(root: string, warn: (message: string) => void): Ignore | null {
  const texts = IGNORE_FILES.map((name) => ignoreFileText(path.join(root, name), root, warn));
  if (texts.every((text) => text.trim() === "")) return null;
  return ignore().add(texts.join("\n"));
}

function isKerfState(rel: string): boolean {
  return rel === ".kerf" || rel.startsWith(".kerf/");
}

/** `files` (root-relative) that discoverFiles would keep for `subtree`: a caller holding the whole
 *  project's list narrows it without listing again. */
export function withinSubtree(files: readonly string[], root: string, subtree: string | undefined): string[] {
  const prefix = subtreePrefix(path.resolve(root), subtree);
  return files.filter((rel) => rel.startsWith(prefix));
}

function subtreePrefix(root: string, subtree: string | undefined): string {
  if (!subtree) return "";
  const rel = path.relative(root, path.resolve(root, subtree)).split(path.sep).join("/");
  if (rel === "" || rel.startsWith("..")) return "";
  return rel + "/";
}
