// A reader that goes away (`kerf --json … | head -1`) closes our stdout: the turn still finishes and
// exits with its own code; what is left to print is dropped instead of dying on an EPIPE trace.
import type { Writable } from "node:stream";

/** Swallows EPIPE (and writes after it) on `stream`; any other stream error is still thrown. */
export function quietWhenClosed(stream: Writable): void {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE" || error.code === "ERR_STREAM_DESTROYED") {
      if (!stream.destroyed) stream.destroy();
      return;
    }
    throw error;
  });
  const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
  stream.write = ((...args: unknown[]) => (stream.destroyed ? false : write(...args))) as Writable["write"];
}
