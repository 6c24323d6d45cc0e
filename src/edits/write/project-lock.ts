// The project's write lock, `.kerf/lock`: one kerf process writes files at a time. A pid lock
// (trust/pid-lock.ts: it names its holder; a lock whose process is gone is stale and taken over, and
// the caller is told; a bad one is set aside). Never waits long: the write stage it guards takes
// milliseconds. A bad lock that cannot be set aside stops the write with an error: kerf never writes
// without holding the lock.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { acquirePidLock, stateDirRefusal, type LockHolder, type PidLock } from "../../trust/index.js";

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

export type ProjectLock = PidLock;

const WAIT_MS = 3_000;

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
  return acquirePidLock({
    file,
    dir,
    label: ".kerf/lock",
    kind: "projectLock",
    what: "project lock",
    waitMs: WAIT_MS,
    held: (holder) => heldError(file, holder),
    stuck: (reason) =>
      new ProjectLockError(
        `${file} ${reason} and could not be set aside; nothing was written. Remove it by hand.`,
        0,
      ),
    ...(report ? { report } : {}),
  });
}

function heldError(file: string, holder: LockHolder | undefined): ProjectLockError {
  const who = holder
    ? `another kerf process (pid ${holder.pid}, since ${holder.started})`
    : "another kerf process";
  return new ProjectLockError(
    `${who} is writing files in this project; nothing was written. Try again when it is done, or ` +
      `delete ${file} if no kerf is running.`,
    holder?.pid ?? 0,
  );
}
