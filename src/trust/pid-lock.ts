// A lock file that names its holder (pid, host, start): the project's write lock (`.kerf/lock`) and a
// session's lock (a session log's folder) are both this. A lock whose process is gone is stale and taken
// over, and the caller is told whose it was. A live holder is waited on for `waitMs` (0: refused at once).
//
// The lock is an untrusted state file (a clone may ship one). Decisions, so that a bad lock never lets
// two holders in: the lock is only ever taken by an exclusive create (O_EXCL), so removing a bad entry
// can at worst let the next create race, never skip it; a FIFO, folder, symlink, oversized or, after
// SETTLE_MS, unparsable lock is not a live kerf's (kerf writes one JSON line right after creating it),
// so it is reported and set aside; a younger unparsable one may be a holder mid-write and is waited on
// like a live lock. Removal (bad or stale) renames exactly the entry that was judged and puts back one
// that replaced it meanwhile, so a fresh lock of another process is never removed. Never prints.
import { hostname } from "node:os";
import { open, unlink } from "node:fs/promises";
import { readStateFile, setAsideStateEntry, type StateFileKind } from "./state-file.js";

export interface LockHolder {
  pid: number;
  host: string;
  started: string;
}

export interface PidLock {
  release(): Promise<void>;
  /** The pid of a dead holder whose stale lock was taken over. */
  staleHolder?: number;
}

export interface PidLockSpec {
  file: string;
  /** The folder the lock must stay in (see readStateFile); it exists. */
  dir: string;
  /** How messages name the lock file. */
  label: string;
  kind: StateFileKind;
  what: string;
  /** How long a live holder is waited on before `held` is thrown. */
  waitMs: number;
  /** The error for a live holder (undefined: one still writing its line). */
  held: (holder: LockHolder | undefined) => Error;
  /** The error for a bad lock that could not be set aside. */
  stuck: (reason: string) => Error;
  /** Told one line per bad lock set aside. */
  report?: (message: string) => void;
}

/** A holder writes its line right after the exclusive create; an unparsable lock older than this is
 *  not being written. */
const SETTLE_MS = 1_500;

export async function acquirePidLock(spec: PidLockSpec): Promise<PidLock> {
  const { file, dir } = spec;
  let staleHolder: number | undefined;
  for (const deadline = Date.now() + spec.waitMs; ;) {
    try {
      const handle = await open(file, "wx", 0o644);
      const me: LockHolder = { pid: process.pid, host: hostname(), started: new Date().toISOString() };
      await handle.writeFile(`${JSON.stringify(me)}\n`);
      await handle.close();
      const lock: PidLock = { release: () => unlink(file).catch(() => undefined) };
      if (staleHolder !== undefined) lock.staleHolder = staleHolder;
      return lock;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const read = await readStateFile(file, {
      kind: spec.kind,
      what: spec.what,
      dir,
      label: spec.label,
      shape: holderOf,
      settleMs: SETTLE_MS,
      ...(spec.report ? { report: spec.report } : {}),
    });
    if (read.status === "missing") continue;
    if (read.status === "bad") {
      if (read.setAsideAs !== undefined) continue;
      throw spec.stuck(read.reason);
    }
    if (read.status === "ok" && !isAlive(read.value)) {
      staleHolder = read.value.pid;
      const aside = await setAsideStateEntry(file, dir, read.entry);
      if (aside !== undefined) await unlink(aside).catch(() => undefined);
      continue;
    }
    if (Date.now() > deadline) throw spec.held(read.status === "ok" ? read.value : undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function holderOf(data: unknown): LockHolder | undefined {
  const h = data as Partial<LockHolder> | null;
  if (typeof h !== "object" || h === null) return undefined;
  if (typeof h.pid !== "number" || !Number.isInteger(h.pid) || h.pid <= 0 || typeof h.host !== "string")
    return undefined;
  return { pid: h.pid, host: h.host, started: String(h.started ?? "?") };
}

/** A holder on another host cannot be checked: it counts as alive. */
function isAlive(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
