// Ends the process as soon as the command is done: waits until stdout and stderr have handed every
// byte to the OS and no write stage is running, then exits with the command's code (unless a signal
// is already ending it with its own). Skips the heap tear-down a natural exit pays after a cold map.
import type { Writable } from "node:stream";
import { writeInProgress } from "../edits/write/write-files.js";
import { signalExitPending } from "./exit-signals.js";

/** Resolves once everything written to `stream` so far is flushed, or the stream is gone. */
export function flushed(stream: Writable): Promise<void> {
  if (stream.destroyed || stream.writableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    // A stream that fails instead of calling back (a closed pipe) must not hold the exit.
    stream.once("close", () => resolve());
    stream.write("", () => resolve());
  });
}

export interface FinishOptions {
  streams?: Writable[];
  exit?: (code: number) => void;
}

export async function finishProcess(code: number, options: FinishOptions = {}): Promise<void> {
  const { streams = [process.stdout, process.stderr], exit = (c: number) => process.exit(c) } = options;
  await Promise.all(streams.map(flushed));
  while (writeInProgress()) await new Promise((resolve) => setTimeout(resolve, 5));
  // SIGTERM during the write stage: the signal's handler exits with 143 once the write is done.
  if (signalExitPending()) return;
  exit(code);
}
