// The one bounded reader for files kerf did not write (config, .env, instructions, chat and read-only
// files, saved replies, caches): type, size and real path are checked before a byte is read.
// Never reads a FIFO or a device, never follows a symlink out of the allowed roots, never prints.
import { closeSync, fstatSync, openSync, readSync, realpathSync, statSync, type Stats } from "node:fs";
import { open, realpath, stat } from "node:fs/promises";
import { fileKind } from "./file-kind.js";
import { SAFE_READ_FLAGS } from "./open-flags.js";
import { insideAny } from "./inside-roots.js";
import { formatBytes } from "./read-limits.js";
import { SafeReadError } from "./safe-read-error.js";

export interface SafeReadOptions {
  /** Largest accepted size in bytes (see READ_LIMITS). */
  limit: number;
  /** The file's real path must lie inside one of these folders (each resolved first). Omit only for a
   *  file the user named on the command line. */
  roots?: readonly string[];
  /** How messages name the file (default: the path as given). */
  label?: string;
}

/** The file's bytes, or a SafeReadError naming the file, its size and the limit. */
export async function readSafe(file: string, options: SafeReadOptions): Promise<Buffer> {
  const label = options.label ?? file;
  const real = await realpath(file).catch((error: unknown) => {
    throw fromErrno(error, label);
  });
  if (options.roots) {
    const roots = await Promise.all(options.roots.map((root) => realpath(root).catch(() => root)));
    checkRoots(roots, real, label);
  }
  checkStats(await stat(real), options.limit, label);
  const handle = await open(real, SAFE_READ_FLAGS).catch((error: unknown) => {
    throw fromErrno(error, label);
  });
  try {
    const stats = await handle.stat();
    checkStats(stats, options.limit, label);
    const reader = new BoundedBuffer(stats.size, options.limit, label);
    for (;;) {
      const room = reader.room();
      const { bytesRead } = await handle.read(reader.buffer, reader.length, room, null);
      if (!reader.advance(bytesRead)) break;
    }
    return reader.bytes();
  } finally {
    await handle.close();
  }
}

/** The same checks, synchronously (config loading runs before anything async). */
export function readSafeSync(file: string, options: SafeReadOptions): Buffer {
  const label = options.label ?? file;
  let real: string;
  try {
    real = realpathSync(file);
  } catch (error) {
    throw fromErrno(error, label);
  }
  if (options.roots) {
    const roots = options.roots.map((root) => {
      try {
        return realpathSync(root);
      } catch {
        return root;
      }
    });
    checkRoots(roots, real, label);
  }
  checkStats(statSync(real), options.limit, label);
  let fd: number;
  try {
    fd = openSync(real, SAFE_READ_FLAGS);
  } catch (error) {
    throw fromErrno(error, label);
  }
  try {
    const stats = fstatSync(fd);
    checkStats(stats, options.limit, label);
    const reader = new BoundedBuffer(stats.size, options.limit, label);
    for (;;) {
      const room = reader.room();
      if (!reader.advance(readSync(fd, reader.buffer, reader.length, room, null))) break;
    }
    return reader.bytes();
  } finally {
    closeSync(fd);
  }
}

/** Like readSafe, but a file that does not exist gives undefined (every other refusal still throws). */
export async function readSafeIfPresent(file: string, options: SafeReadOptions): Promise<Buffer | undefined> {
  try {
    return await readSafe(file, options);
  } catch (error) {
    if (error instanceof SafeReadError && error.code === "missing") return undefined;
    throw error;
  }
}

export function readSafeIfPresentSync(file: string, options: SafeReadOptions): Buffer | undefined {
  try {
    return readSafeSync(file, options);
  } catch (error) {
    if (error instanceof SafeReadError && error.code === "missing") return undefined;
    throw error;
  }
}

/** A read buffer sized to the file (a /proc file says 0 and has more), grown up to one byte over the
 *  limit, so a file that grows while being read is caught without allocating the limit up front. */
class BoundedBuffer {
  buffer: Buffer;
  length = 0;
  constructor(
    size: number,
    private readonly limit: number,
    private readonly label: string,
  ) {
    this.buffer = Buffer.alloc(Math.min(Math.max(size + 1, 4096), limit + 1));
  }
  room(): number {
    if (this.length === this.buffer.length) {
      const grown = Buffer.alloc(Math.min(this.buffer.length * 2, this.limit + 1));
      this.buffer.copy(grown);
      this.buffer = grown;
    }
    return this.buffer.length - this.length;
  }
  /** False at end of file; throws once the content passes the limit. */
  advance(bytesRead: number): boolean {
    if (bytesRead === 0) return false;
    this.length += bytesRead;
    if (this.length > this.limit) throw tooLarge(this.label, this.length, this.limit, true);
    return true;
  }
  bytes(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}

function checkRoots(roots: readonly string[], real: string, label: string): void {
  if (insideAny(roots, real)) return;
  throw new SafeReadError(
    "outside-roots",
    label,
    `${label} leads to ${real}, outside the project and kerf's config folder; not read`,
    { realPath: real },
  );
}

function checkStats(stats: Stats, limit: number, label: string): void {
  if (!stats.isFile()) {
    const kind = fileKind(stats);
    throw new SafeReadError("not-a-file", label, `${label} is ${kind}, not a regular file; not read`, {
      kind,
    });
  }
  if (stats.size > limit) throw tooLarge(label, stats.size, limit, false);
}

function tooLarge(label: string, size: number, limit: number, grew: boolean): SafeReadError {
  const what = grew ? `grew past ${formatBytes(size)} while being read` : `is ${formatBytes(size)}`;
  return new SafeReadError(
    "too-large",
    label,
    `${label} ${what}, over the limit of ${formatBytes(limit)}; not read`,
    {
      size,
      limit,
    },
  );
}

function fromErrno(error: unknown, label: string): SafeReadError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "ENOENT" || code === "ENOTDIR")
    return new SafeReadError("missing", label, `${label} does not exist`);
  if (code === "ELOOP")
    return new SafeReadError("not-a-file", label, `${label} is a symlink loop; not read`, {
      kind: "a symlink loop",
    });
  const reason = error instanceof Error ? error.message : String(error);
  return new SafeReadError("unreadable", label, `cannot read ${label}: ${reason}`, { cause: error });
}
