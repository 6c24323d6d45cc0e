// SIGINT, SIGTERM and SIGHUP end kerf with 128 + the signal's number, but never in the middle of the
// write stage: a signal that arrives while files are being written waits until every file is written
// or rolled back, so a reply is applied all or nothing. (SIGKILL cannot wait: the next run rolls back.)
// A command that adds its own listener for a signal handles that signal instead.
import { writeInProgress } from "../edits/write/write-files.js";

const SIGNALS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 } as const;

let exiting = false;

/** True once a signal is on its way to ending the process with 128 + its number: a command that
 * finishes meanwhile must leave the exit (and its code) to it (finish-process.ts). */
export function signalExitPending(): boolean {
  return exiting;
}

export function exitOnSignals(exit: (code: number) => void = (code) => process.exit(code)): void {
  for (const [name, number] of Object.entries(SIGNALS)) {
    process.on(name, () => {
      // A command that listens for the signal itself (kerf eval's "stop, keep what is finished") owns it.
      if (process.listenerCount(name) > 1) return;
      const code = 128 + number;
      exiting = true;
      const check = () => (writeInProgress() ? setTimeout(check, 5) : exit(code));
      check();
    });
  }
}
