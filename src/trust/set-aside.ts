// Moves a bad state-file entry out of kerf's way: renamed to `<name>.bad-<time>-<random>` next to
// itself, as an entry (a symlink is moved, never its target; a FIFO or device is never opened), and only
// when its folder really lies inside the allowed one. Decides nothing about what is bad.
import { randomBytes } from "node:crypto";
import type { Stats } from "node:fs";
import { link, lstat, realpath, rename, unlink } from "node:fs/promises";
import path from "node:path";
import { isInside } from "./inside-roots.js";

export type SetAsideResult =
  /** Moved; `to` is the new path. */
  | { outcome: "moved"; to: string }
  /** Nothing was there any more (someone else moved or removed it). */
  | { outcome: "gone" }
  /** The entry at the name was no longer the one judged (replaced meanwhile): put back, left alone. */
  | { outcome: "replaced" }
  /** Left in place; `why` says why (its folder is outside, the rename failed). */
  | { outcome: "kept"; why: string };

/** `journal.json.bad-20261125T101500Z-3f9a`: sorts by time, never clobbers an earlier one. */
export function asideName(file: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `${file}.bad-${stamp}-${randomBytes(2).toString("hex")}`;
}

/**
 * Renames `file` (the entry `judged` was taken from, by lstat) aside, only when the folder it is in
 * really lies inside `allowed` (a path whose symlinks the caller already resolved). Should another
 * process have put a new entry at the name meanwhile (a fresh lock, an atomically replaced record),
 * the moved entry is not the judged one: it is linked back without clobbering and left alone.
 */
export async function setAside(file: string, judged: Stats, allowed: string): Promise<SetAsideResult> {
  const folder = await realpath(path.dirname(file)).catch(() => undefined);
  if (folder === undefined || !isInside(allowed, folder))
    return { outcome: "kept", why: `its folder leads out of ${allowed}` };
  const to = asideName(file);
  try {
    await rename(file, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return { outcome: "gone" };
    return { outcome: "kept", why: `it could not be renamed (${code ?? String(error)})` };
  }
  const moved = await lstat(to).catch(() => undefined);
  if (moved && moved.ino === judged.ino && moved.dev === judged.dev) return { outcome: "moved", to };
  await putBack(to, file);
  return { outcome: "replaced" };
}

/** Undoes a rename that caught a newer entry: a hard link back (fails rather than clobber a third). */
async function putBack(from: string, file: string): Promise<void> {
  try {
    await link(from, file);
    await unlink(from);
  } catch {
    // A folder cannot be hard-linked: rename it back only while the name is still free.
    const taken = await lstat(file).then(
      () => true,
      () => false,
    );
    if (!taken) await rename(from, file).catch(() => undefined);
  }
}
