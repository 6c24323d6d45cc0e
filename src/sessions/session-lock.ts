// A session's lock: the process that writes a session's log holds `lock` in its folder (a pid lock,
// trust/pid-lock.ts, the same as the project's `.kerf/lock`), so a second process — another `kerf
// --resume ID`, another `kerf acp` loading it — refuses to append to it. A lock whose process is gone is
// stale and taken over. Never prints.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { acquirePidLock, type PidLock } from "../trust/index.js";
import { sessionFolder } from "./session-store.js";

/** Another live process is writing the session. */
export class SessionBusyError extends Error {
  override name = "SessionBusyError";
  constructor(
    message: string,
    /** The holder's pid; 0 when it could not be named. */
    readonly holderPid: number,
  ) {
    super(message);
  }
}

/** Takes session `id`'s lock in `project`'s sessions folder, or throws SessionBusyError at once. */
export async function lockSession(project: string, id: string): Promise<PidLock> {
  const dir = sessionFolder(project, id);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, "lock");
  return acquirePidLock({
    file,
    dir,
    label: `session ${id}'s lock`,
    kind: "sessionLock",
    what: "session lock",
    waitMs: 0,
    held: (holder) => {
      const who = holder
        ? `another kerf process (pid ${holder.pid}, since ${holder.started})`
        : "another kerf process";
      return new SessionBusyError(
        `session ${id} is in use by ${who}: two processes must not append to one session. Resume it when that one has ended, or start a new session (delete ${file} if no kerf is running)`,
        holder?.pid ?? 0,
      );
    },
    stuck: (reason) =>
      new SessionBusyError(`session ${id}'s lock ${file} ${reason} and could not be set aside`, 0),
  });
}

/** Whether session `id` may be removed: no live process holds it. Its lock is taken (and goes with the
 *  folder the caller removes), so no process can start appending while it is removed. */
export async function notInUse(project: string, id: string): Promise<boolean> {
  try {
    await lockSession(project, id);
    return true;
  } catch (error) {
    if (error instanceof SessionBusyError) return false;
    throw error;
  }
}
