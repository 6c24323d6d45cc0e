// Reads a file the repo map tags or hashes. The stat before it was a check; this is the guarantee:
// one open that cannot hang (O_NONBLOCK: a FIFO swapped in after the stat opens at once), then the
// opened file itself must be a regular file of at most MAX_SOURCE_BYTES, or nothing is read.
// Same system calls as readFileSync (open, fstat, read, close); throws with the reason, never prints.
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { fileKind } from "../trust/file-kind.js";
import { NONBLOCK_READ_FLAGS } from "../trust/open-flags.js";

/** A larger file is not tagged: data or generated code, not something to summarise, and its tags
 * would flood the map. */
export const MAX_SOURCE_BYTES = 1024 * 1024;

export function readSourceSync(file: string): Buffer {
  const fd = openSync(file, NONBLOCK_READ_FLAGS);
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new Error(`not a regular file: ${fileKind(stats)}`);
    if (stats.size > MAX_SOURCE_BYTES) throw new Error("larger than 1 MB");
    const bytes = Buffer.allocUnsafe(stats.size);
    let length = 0;
    while (length < bytes.length) {
      const read = readSync(fd, bytes, length, bytes.length - length, length);
      if (read === 0) break;
      length += read;
    }
    // A file that shrank since the fstat: only what was read, never the buffer's unset tail.
    return length === bytes.length ? bytes : bytes.subarray(0, length);
  } finally {
    closeSync(fd);
  }
}
