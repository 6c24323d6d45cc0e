// Stats the map's files and condenses the whole file set into one key; the content hash that
// settles "racy" mtimes. Reads no files. The gate of what the map may read: a file reached through a
// symlink (its own, or a folder's) that resolves outside the project is left out, never tagged.
import { createHash } from "node:crypto";
import { lstatSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { isInside } from "../trust/index.js";

export interface FileStat {
  mtimeMs: number;
  size: number;
}

export interface FileStats {
  /** Regular files only; a missing, unreadable or non-regular path has no entry. */
  byPath: Map<string, FileStat>;
  /** Wall-clock ms just before the first stat: a file modified after it has an mtime at or above it. */
  takenAt: number;
  /** Paths that resolve outside the project (through a symlink): not in `byPath`, never read. */
  outside: string[];
}

/** Synchronous: with the tree in the page cache a blocking stat takes a few microseconds, and the
 * promise per file that the thread pool needs cost five times more in a warm start (bench repomap). */
export function statFiles(root: string, paths: readonly string[]): Promise<FileStats> {
  const takenAt = Date.now();
  const byPath = new Map<string, FileStat>();
  const outside: string[] = [];
  const within = new InsideCheck(root);
  for (const rel of paths) {
    try {
      const full = path.join(root, rel);
      const own = lstatSync(full, { throwIfNoEntry: false });
      if (!own) continue;
      if (own.isSymbolicLink() ? !within.resolves(full) : !within.folderOf(rel)) {
        outside.push(rel);
        continue;
      }
      const found = own.isSymbolicLink() ? statSync(full, { throwIfNoEntry: false }) : own;
      if (found?.isFile()) byPath.set(rel, { mtimeMs: found.mtimeMs, size: found.size });
    } catch {
      // Unreadable (a permission, a name too long, a dangling link): simply not in the map.
    }
  }
  return Promise.resolve({ byPath, takenAt, outside });
}

/** Real-path checks against the project's real root: once per folder (a scan has far fewer folders
 * than files), and for each symlinked file itself. */
class InsideCheck {
  private readonly realRoot: string;
  private readonly folders = new Map<string, boolean>();

  constructor(private readonly root: string) {
    this.realRoot = realOrSelf(root);
  }

  folderOf(rel: string): boolean {
    const folder = path.dirname(rel);
    if (folder === ".") return true;
    let inside = this.folders.get(folder);
    if (inside === undefined) {
      inside = this.resolves(path.join(this.root, folder));
      this.folders.set(folder, inside);
    }
    return inside;
  }

  resolves(full: string): boolean {
    return isInside(this.realRoot, realOrSelf(full));
  }
}

function realOrSelf(file: string): string {
  try {
    return realpathSync.native(file);
  } catch {
    return path.resolve(file);
  }
}

/** Timestamps are coarse (up to 2 s on some file systems): a file whose mtime is this close to the
 * moment it was looked at may change again without its mtime or size changing ("racy", as git says). */
export const RACY_MS = 2000;

export function isRacy(mtimeMs: number, lookedAt: number): boolean {
  return mtimeMs >= lookedAt - RACY_MS;
}

/** One hash of every listed path with its size and mtime (in list order): equal keys, same files. */
export function fileSetKey(paths: readonly string[], stats: FileStats): string {
  const hash = createHash("sha1");
  for (const rel of paths) {
    const found = stats.byPath.get(rel);
    hash.update(found ? `${rel}\0${found.size}\0${found.mtimeMs}\n` : `${rel}\0-\n`);
  }
  return hash.digest("hex");
}

/** Hash of a file's bytes: tells a same-size edit made within the timestamp granularity from none. */
export function contentHash(bytes: Buffer): string {
  return createHash("sha1").update(bytes).digest("base64");
}
