// Lists a folder's files outside git, honouring every nested .gitignore the way git does.
// Reads the file system only; never follows symlinked folders (no cycles). Synchronous inside: on a
// tree in the page cache a blocking readdir costs a fraction of a promise per folder.
import { readdirSync, type Dirent } from "node:fs";
import path from "node:path";
import ignore, { type Ignore } from "ignore";
import { ignoreFileText } from "./ignore-file.js";

interface Level {
  /** Folder of this .gitignore, relative to the walk root, "" or ending in "/". */
  base: string;
  rules: Ignore;
}

/** Skipped whatever the ignore files say: version control and kerf's own state. */
const ALWAYS_SKIPPED = new Set([".git", ".hg", ".svn", ".kerf"]);

/** All files under `root` (relative POSIX paths, sorted) that no .gitignore excludes. A refused
 *  .gitignore is told to `onWarning`. */
export function walkFiles(root: string, onWarning?: (message: string) => void): Promise<string[]> {
  const found: string[] = [];
  walkFolder({ root, rel: "", levels: [], found, onWarning });
  return Promise.resolve(found.sort());
}

interface WalkState {
  root: string;
  rel: string;
  levels: Level[];
  found: string[];
  onWarning: ((message: string) => void) | undefined;
}

function walkFolder(state: WalkState): void {
  const { root, rel, found } = state;
  const dir = path.join(root, rel);
  const entries = listFolder(dir);
  // Only a folder that lists a .gitignore pays for reading one.
  const hasIgnoreFile = entries.some((entry) => entry.name === ".gitignore");
  const levels = hasIgnoreFile ? withGitignore(state, dir) : state.levels;
  for (const entry of entries) {
    if (ALWAYS_SKIPPED.has(entry.name)) continue;
    const child = rel + entry.name;
    if (entry.isDirectory()) {
      if (!isIgnored(levels, child + "/"))
        walkFolder({ root, rel: child + "/", levels, found, onWarning: state.onWarning });
    } else if (entry.isFile() || entry.isSymbolicLink()) {
      if (!isIgnored(levels, child)) found.push(child);
    }
  }
}

function listFolder(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return []; // Unreadable or gone: nothing to list, as git would skip it.
  }
}

function withGitignore(state: WalkState, dir: string): Level[] {
  const text = ignoreFileText(path.join(dir, ".gitignore"), state.root, state.onWarning);
  return text === "" ? state.levels : [...state.levels, { base: state.rel, rules: ignore().add(text) }];
}

/** Git's precedence: the deepest .gitignore with a matching rule decides, its last match wins —
 * so a nested `!keep.py` re-includes what a parent excluded, and a nested rule can exclude again. */
export function isIgnored(levels: readonly Level[], relPath: string): boolean {
  for (let i = levels.length - 1; i >= 0; i--) {
    const level = levels[i] as Level;
    const result = level.rules.test(relPath.slice(level.base.length));
    if (result.ignored) return true;
    if (result.unignored) return false;
  }
  return false;
}
