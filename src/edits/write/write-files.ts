// The write stage: every changed file of one reply lands all-or-nothing. Under the project lock it
// rolls back any write a killed run left, checks each file still holds the bytes the plan read
// (compare-and-swap), writes temp files, links backups, journals, renames; any failure rolls back.
// A signal that arrives meanwhile waits for the stage to finish (see `writeInProgress`).
import { randomBytes } from "node:crypto";
import { chmod, link, lstat, mkdir, open, readFile, rename, stat, unlink } from "node:fs/promises";
import path from "node:path";
import type { FileWrite } from "../workspace/workspace.js";
import { acquireProjectLock } from "./project-lock.js";
import {
  clearJournal,
  journalDir,
  rollBackJournal,
  saveJournal,
  tempNameFor,
  type Journal,
  type JournalEntry,
} from "./write-journal.js";

export type { FileWrite } from "../workspace/workspace.js";

export class WriteConflictError extends Error {
  override name = "WriteConflictError";
}

export interface WriteNotices {
  /** Told when a write left by a killed run was rolled back, a stale lock taken over, or a bad journal
   *  or lock file set aside. */
  notice?: (message: string) => void;
}

let active = 0;
let pauseMs = 0;

/** Test hook: wait this long between two renames, so a test can deliver a real signal mid-write. */
export function setWritePauseForTests(ms: number): void {
  pauseMs = ms;
}
/** True while a write stage runs: the CLI's signal handlers wait for it before exiting. */
export function writeInProgress(): boolean {
  return active > 0;
}

const abs = (root: string, rel: string) => path.join(root, ...rel.split("/"));

export async function writeFilesAtomically(
  root: string,
  writes: readonly FileWrite[],
  notices: WriteNotices = {},
): Promise<void> {
  if (writes.length === 0) return;
  active++;
  try {
    const lock = await acquireProjectLock(root, notices.notice);
    try {
      if (lock.staleHolder !== undefined)
        notices.notice?.(`took over the lock of kerf pid ${lock.staleHolder}, which is no longer running`);
      await recoverInterruptedWrite(root, notices);
      await checkUnchanged(root, writes);
      await commitWrites(root, writes);
    } finally {
      await lock.release();
    }
  } finally {
    active--;
  }
}

/** Rolls back a write that a killed run left half-done (its journal is still there). */
export async function recoverInterruptedWrite(root: string, notices: WriteNotices = {}): Promise<void> {
  const restored = await rollBackJournal(root, notices.notice);
  if (restored !== undefined)
    notices.notice?.(
      `an earlier kerf run was stopped while writing files; rolled its write back (${restored} ` +
        `file${restored === 1 ? "" : "s"} restored), so no file is left half-changed`,
    );
}

async function checkUnchanged(root: string, writes: readonly FileWrite[]): Promise<void> {
  for (const write of writes) {
    const same = await stillHolds(abs(root, write.rel), write.before);
    if (!same) {
      throw new WriteConflictError(
        `${write.rel} changed on disk after kerf read it (another kerf or editor?); nothing was written`,
      );
    }
  }
}

/** Whether the file still holds `before` (undefined: still missing). Sizes are compared first, so a
 *  file that grew (to a GiB, or into a FIFO) is never read. */
async function stillHolds(file: string, before: Uint8Array | undefined): Promise<boolean> {
  const stats = await stat(file).catch(() => undefined);
  if (stats === undefined) return before === undefined;
  if (before === undefined || !stats.isFile() || stats.size !== before.length) return false;
  const current = await readFile(file).catch(() => undefined);
  return current !== undefined && current.equals(before);
}

async function commitWrites(root: string, writes: readonly FileWrite[]): Promise<void> {
  const entries: JournalEntry[] = writes.map((write, i) => ({
    rel: write.rel,
    ...(write.after !== undefined ? { temp: tempNameFor(write.rel) } : {}),
    ...(write.before !== undefined ? { backup: `${i}-${randomBytes(3).toString("hex")}` } : {}),
  }));
  const journal: Journal = { version: 1, pid: process.pid, phase: "prepare", entries };
  await saveJournal(root, journal);
  try {
    for (const [i, write] of writes.entries()) {
      const entry = entries[i] as JournalEntry;
      if (entry.temp !== undefined && write.after !== undefined) await writeTemp(root, entry.temp, write);
      if (entry.backup !== undefined)
        await link(abs(root, write.rel), path.join(journalDir(root), entry.backup));
    }
    await saveJournal(root, { ...journal, phase: "commit" });
    for (const [i, write] of writes.entries()) {
      const entry = entries[i] as JournalEntry;
      if (entry.temp !== undefined) await rename(abs(root, entry.temp), abs(root, write.rel));
      else await unlink(abs(root, write.rel));
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  } catch (error) {
    await rollBackJournal(root);
    throw error;
  }
  await clearJournal(root);
}

async function writeTemp(root: string, temp: string, write: FileWrite): Promise<void> {
  const file = abs(root, temp);
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await open(file, "wx", write.mode ?? 0o644);
  try {
    await handle.writeFile(write.after as Uint8Array);
    await handle.sync();
  } finally {
    await handle.close();
  }
  if (write.mode !== undefined) await chmod(file, write.mode);
}

/** Whether a file exists and is writable by its owner (mode 444 files are refused, never replaced). */
export async function ownerWritable(file: string): Promise<boolean> {
  const stats = await lstat(file).catch(() => undefined);
  return stats === undefined || (stats.mode & 0o200) !== 0;
}

/** At start-up: if a killed run left a half-done write, take the lock and roll it back (a live run's
 *  write in progress is left alone). */
export async function recoverOnStart(root: string, notices: WriteNotices = {}): Promise<void> {
  if (!(await hasJournal(root))) return;
  let lock;
  try {
    lock = await acquireProjectLock(root, notices.notice);
  } catch {
    return;
  }
  try {
    await recoverInterruptedWrite(root, notices);
  } finally {
    await lock.release();
  }
}

async function hasJournal(root: string): Promise<boolean> {
  return lstat(path.join(root, ".kerf", "journal.json")).then(
    () => true,
    () => false,
  );
}
