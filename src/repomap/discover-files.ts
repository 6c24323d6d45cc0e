// Finds the files a repo map may cover: git's view of the work tree (or a .gitignore-aware walk
// outside git), minus .kerfignore and .aiderignore, optionally limited to a subtree. Lists names
// only; reads no sources.
import path from "node:path";
import ignore, { type Ignore } from "ignore";
import { GitTimeoutError, runGit } from "../git/run-git.js";
import { ignoreFileText } from "./ignore-file.js";
import { isKerfOwnFile } from "./kerf-own-files.js";
import { walkFiles } from "./walk-files.js";

export interface DiscoverOptions {
  /** The repository (or plain folder) root; returned paths are relative to it. */
  root: string;
  /** Only files under this folder (absolute, or relative to root). */
  subtreeOnly?: string;
  /** false: walk the folder and never start git (a session with --no-git). Default: ask git first. */
  git?: boolean;
  /** Told, one line each, of ignore files that were refused (a FIFO, oversized, a symlink out) and of
   *  a `git ls-files` that ran out of time (the folder is then walked instead). */
  onWarning?: (message: string, code: ListingWarningCode) => void;
  /** Longest `git ls-files` may run, in ms (default DEFAULTS.gitTimeoutSeconds). */
  gitTimeoutMs?: number;
}

// Calls for the same root and subtree made while one is running share it: at start the banner and
// the session's file list ask at the same moment, and one `git ls-files` answers both.
const running = new Map<string, Promise<Listing>>();

/** What a listing warns of: a refused ignore file, or a `git ls-files` that ran out of time. */
export type ListingWarningCode = "ignore-file-refused" | "git-timeout";

interface Listing {
  files: string[];
  /** Refused ignore files and a git timeout: every caller sharing the run hears of them. */
  warnings: { message: string; code: ListingWarningCode }[];
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
  if (options.onWarning) for (const { message, code } of warnings) options.onWarning(message, code);
  return [...files];
}

async function discoverNow(options: DiscoverOptions): Promise<Listing> {
  const root = path.resolve(options.root);
  const warnings: Listing["warnings"] = [];
  const warn = (message: string) => warnings.push({ message, code: "ignore-file-refused" });
  const gitTimedOut = (message: string) => warnings.push({ message, code: "git-timeout" });
  const fromGit = options.git === false ? null : await gitFiles(root, options.gitTimeoutMs, gitTimedOut);
  const listed = fromGit ?? (await walkFiles(root, warn));
  const kerfIgnore = readKerfIgnore(root, warn);
  const prefix = subtreePrefix(root, options.subtreeOnly);
  const kept = listed.filter(
    (rel) => rel.startsWith(prefix) && !isKerfOwnFile(rel) && !kerfIgnore?.ignores(rel),
  );
  return { files: [...new Set(kept)].sort(), warnings };
}

/** `null` when root is not inside a git work tree, git is missing or ran out of time (a FIFO
 *  .gitignore blocks it): the caller walks instead, and a timeout is told to `warn`. */
async function gitFiles(
  root: string,
  timeoutMs: number | undefined,
  warn: (message: string) => void,
): Promise<string[] | null> {
  try {
    const args = ["ls-files", "-z", "--cached", "--others", "--exclude-standard"];
    const { stdout } = await runGit(root, args, { timeoutMs });
    return stdout.split("\0").filter((line) => line.length > 0);
  } catch (error) {
    if (error instanceof GitTimeoutError) warn(`${error.message}; listing the folder without git instead`);
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
