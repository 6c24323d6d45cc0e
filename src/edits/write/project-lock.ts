// The project's write lock, `.kerf/lock`: one kerf process writes files at a time. The lock names its
// holder (pid, host, start); a lock whose process is gone is stale and taken over, and the caller is
// told. Never waits long: the write stage it guards takes milliseconds.
//
// The lock is an untrusted state file (a clone may ship one). Decisions, so that a bad lock never lets
// two writers in: the lock is only ever taken by an exclusive create (O_EXCL), so removing a bad entry
// can at worst let the next create race, never skip it; a FIFO, folder, symlink, oversized or, after
// SETTLE_MS, unparsable lock is not a live kerf's (kerf writes one JSON line right after creating it),
// so it is reported and set aside; a younger unparsable one may be a holder mid-write and is waited on
// like a live lock. Removal (bad or stale) renames exactly the entry that was judged and puts back one
// that replaced it meanwhile, so a fresh lock of another process is never removed. A bad lock that
// cannot be set aside stops the write with an error: kerf never writes without holding the lock.
import { hostname } from "node:os";
import { mkdir, open, unlink } from "node:fs/promises";
import path from "node:path";
import { readStateFile, setAsideStateEntry, stateDirRefusal } from "../../trust/index.js";

export class ProjectLockError extends Error {
  override name = "ProjectLockError";
  constructor(
    message: string,
    /** The holder's pid; 0 when no holder could be named. */
    readonly holderPid: number,
  ) {
    super(message);
  }
}

interface Holder {
  pid: number;
  host: string;
  started: string;
}

export interface ProjectLock {
  release(): Promise<void>;
  /** The pid of a dead holder whose stale lock was taken over. */
  staleHolder?: number;
}

const WAIT_MS = 3_000;
/** A holder writes its line right after the exclusive create; an unparsable lock older than this is
 *  not being written. Under WAIT_MS, so a waiting process gets past it. */
const SETTLE_MS = 1_500;

export async function acquireProjectLock(
  root: string,
  report?: (message: string) => void,
): Promise<ProjectLock> {
  const dir = path.join(root, ".kerf");
  const file = path.join(dir, "lock");
  // The lock and the journal live in .kerf/: through a symlink they would land outside the project.
  const refused =
    stateDirRefusal(dir, ".kerf") ?? stateDirRefusal(path.join(dir, "journal"), ".kerf/journal");
  if (refused) throw new ProjectLockError(`${refused}; nothing was written (remove it to edit)`, 0);
  await mkdir(dir, { recursive: true });
  let staleHolder: number | undefined;
  for (const deadline = Date.now() + WAIT_MS; ;) {
    try {
      const handle = await open(file, "wx", 0o644);
      const me: Holder = { pid: process.pid, host: hostname(), started: new Date().toISOString() };
      await handle.writeFile(`${JSON.stringify(me)}\n`);
      await handle.close();
      const lock: ProjectLock = { release: () => unlink(file).catch(() => undefined) };
      if (staleHolder !== undefined) lock.staleHolder = staleHolder;
      return lock;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const read = await readStateFile(file, {
      kind: "projectLock",
      what: "project lock",
      dir,
      label: ".kerf/lock",
      shape: holderOf,
      settleMs: SETTLE_MS,
      ...(report ? { report } : {}),
    });
    if (read.status === "missing") continue;
    if (read.status === "bad") {
      if (read.setAsideAs !== undefined) continue;
      throw new ProjectLockError(
        `${file} ${read.reason} and could not be set aside; nothing was written. Remove it by hand.`,
        0,
      );
    }
    if (read.status === "ok" && !isAlive(read.value)) {
      staleHolder = read.value.pid;
      const aside = await setAsideStateEntry(file, dir, read.entry);
      if (aside !== undefined) await unlink(aside).catch(() => undefined);
      continue;
    }
    if (Date.now() > deadline) throw heldError(file, read.status === "ok" ? read.value : undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function holderOf(data: unknown): Holder | undefined {
  const h = data as Partial<Holder> | null;
  if (typeof h !== "object" || h === null) return undefined;
  if (typeof h.pid !== "number" || !Number.isInteger(h.pid) || h.pid <= 0 || typeof h.host !== "string")
    return undefined;
  return { pid: h.pid, host: h.host, started: String(h.started ?? "?") };
}

function heldError(file: string, holder: Holder | undefined): ProjectLockError {
  const who = holder
    ? `another kerf process (pid ${holder.pid}, since ${holder.started})`
    : "another kerf process";
  return new ProjectLockError(
    `${who} is writing files in this project; nothing was written. Try again when it is done, or ` +
      `delete ${file} if no kerf is running.`,
    holder?.pid ?? 0,
  );
}

/** A holder on another host cannot be checked: it counts as alive. */
function isAlive(holder: Holder): boolean {
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
