// Writes a small text file a REPL command makes (/save, /web) without ever blocking or writing through
// a planted link: a FIFO, device or folder in its place is refused by name, and the open is
// non-blocking (a FIFO swapped in after the check fails with ENXIO instead of hanging the prompt).
import { closeSync, lstatSync, openSync, writeSync } from "node:fs";
import { fileKind } from "../trust/index.js";
import { NO_FOLLOW, NONBLOCK_WRITE_FLAGS } from "../trust/open-flags.js";

/** Writes `text` to `file`; returns why it did not (a FIFO there, a symlink with `noFollow`, an error). */
export function writeTextFile(
  file: string,
  text: string,
  options: { noFollow?: boolean } = {},
): string | null {
  const own = lstatSync(file, { throwIfNoEntry: false });
  if (own?.isSymbolicLink() && options.noFollow) return `${file} is a symlink; not written through`;
  if (own && !own.isFile() && !own.isSymbolicLink())
    return `${file} is ${fileKind(own)}, not a regular file; not written`;
  try {
    const fd = openSync(file, NONBLOCK_WRITE_FLAGS | (options.noFollow ? NO_FOLLOW : 0), 0o644);
    try {
      writeSync(fd, text);
    } finally {
      closeSync(fd);
    }
    return null;
  } catch (error) {
    return `cannot write ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`;
  }
}
