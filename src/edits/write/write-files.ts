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

/**
 * The primitive file operations one all-or-nothing write needs. The disk's (`diskStore`) are the
 * project lock, the journal, temp files and renames; MemoryWorkspace's are its map. `writeAllOrNothing`
 * is the one write stage both go through.
 */
export interface WriteStore {
  /** Held for the whole write (disk: the project lock, then the rollback of a write a killed run left). */
  lock(notice?: (message: string) => void): Promise<{ release(): Promise<void> }>;
  /** Whether the file still holds `before` (undefined: still missing). */
  holds(rel: string, before: Uint8Array | undefined): Promise<boolean>;
  /** Makes the write undoable before any target changes (disk: the journal, temp files, backups). */
  prepare(writes: readonly FileWrite[]): Promise<PreparedWrite>;
}

export interface PreparedWrite {
  /** Puts the `index`th write in place (disk: a rename, or an unlink). */
  place(index: number): Promise<void>;
  /** Puts every target back as it was. */
  rollBack(): Promise<void>;
  /** Drops what made the write undoable, once every write is in place. */
  finish(): Promise<void>;
}

/** The write stage: under the store's lock, compare-and-swap on each file's `before`, then every write
 *  or none; the error names why. */
export async function writeAllOrNothing(
  store: WriteStore,
  writes: readonly FileWrite[],
  notices: WriteNotices = {},
): Promise<void> {
  if (writes.length === 0) return;
  active++;
  try {
    const lock = await store.lock(notices.notice);
    try {
      await checkUnchanged(store, writes);
      const prepared = await store.prepare(writes);
      try {
        for (const index of writes.keys()) {
          await prepared.place(index);
          if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
        }
      } catch (error) {
        await prepared.rollBack();
        throw error;
      }
      await prepared.finish();
    } finally {
      await lock.release();
    }
  } finally {
    active--;
  }
}

export async function writeFilesAtomically(
  root: string,
  writes: readonly FileWrite[],
  notices: WriteNotices = {},
): Promise<void> {
  await writeAllOrNothing(diskStore(root), writes, notices);
}

/** The disk's store: the project lock, the journal in `.kerf`, temp files next to each target. */
export function diskStore(root: string): WriteStore {
  return {
    lock: async (notice) => {
      const lock = await acquireProjectLock(root, notice);
      try {
        if (lock.staleHolder !== undefined)
          notice?.(`took over the lock of kerf pid ${lock.staleHolder}, which is no longer running`);
        await recoverInterruptedWrite(root, { notice });
      } catch (error) {
        await lock.release();
        throw error;
      }
      return lock;
    },
    holds: (rel, before) => stillHolds(abs(root, rel), before),
    prepare: (writes) => prepareOnDisk(root, writes),
  };
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

async function checkUnchanged(store: WriteStore, writes: readonly FileWrite[]): Promise<void> {
  for (const write of writes) {
    if (!(await store.holds(write.rel, write.before))) {
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

/** Journals the write, writes the temp files and links the backups; a failure rolls it all back. */
async function prepareOnDisk(root: string, writes: readonly FileWrite[]): Promise<PreparedWrite> {
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
  } catch (error) {
    await rollBackJournal(root);
    throw error;
  }
  return {
    place: async (index) => {
      const entry = entries[index] as JournalEntry;
      if (entry.temp !== undefined) await rename(abs(root, entry.temp), abs(root, entry.rel));
      else await unlink(abs(root, entry.rel));
    },
    rollBack: async () => {
      await rollBackJournal(root);
    },
    finish: () => clearJournal(root),
  };
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
