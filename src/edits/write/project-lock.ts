// The project's write lock, `.kerf/lock`: one kerf process writes files at a time. The lock names its
// holder (pid, host, start); a lock whose process is gone is stale and taken over, and the caller is
// told. Never waits long: the write stage it guards takes milliseconds.
import { hostname } from "node:os";
import { mkdir, open, readFile, unlink } from "node:fs/promises";
import path from "node:path";

export class ProjectLockError extends Error {
  override name = "ProjectLockError";
  constructor(
    message: string,
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

export async function acquireProjectLock(root: string): Promise<ProjectLock> {
  const dir = path.join(root, ".kerf");
  const file = path.join(dir, "lock");
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
    const holder = await readHolder(file);
    if (holder === undefined || !isAlive(holder)) {
      staleHolder = holder?.pid;
      await unlink(file).catch(() => undefined);
      continue;
    }
    if (Date.now() > deadline) {
      throw new ProjectLockError(
        `another kerf process (pid ${holder.pid}, since ${holder.started}) is writing files in this ` +
          `project; nothing was written. Try again when it is done, or delete ${file} if no kerf is running.`,
        holder.pid,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function readHolder(file: string): Promise<Holder | undefined> {
  try {
    const data = JSON.parse(await readFile(file, "utf8")) as Partial<Holder>;
    if (typeof data.pid !== "number" || typeof data.host !== "string") return undefined;
    return { pid: data.pid, host: data.host, started: String(data.started ?? "?") };
  } catch {
    // Half-written by a holder that died between create and write: stale.
    return undefined;
  }
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
