// The one function every instruction source reads a file through (AGENTS.md, instructions: entries,
// skills, base-prompt and developer files): regular files only, size checked before reading, the real
// path inside an allowed root. Swapping in the trust module's safe reader is a change here only.
import { open, realpath, stat } from "node:fs/promises";
import path from "node:path";

export interface ReadLimits {
  /** Folders the file's real path must lie in (symlinks resolved); empty = any. */
  allowedRoots: readonly string[];
  /** Bytes; a larger file is refused before it is read. */
  maxBytes: number;
}

export type ReadOutcome =
  | { ok: true; path: string; text: string }
  | {
      ok: false;
      path: string;
      reason: "missing" | "not-a-file" | "too-large" | "outside" | "unreadable";
      detail: string;
    };

export const DEFAULT_MAX_INSTRUCTION_FILE_BYTES = 1024 * 1024;

function inside(root: string, file: string): boolean {
  const rel = path.relative(root, file);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
}

export async function readInstructionFile(file: string, limits: ReadLimits): Promise<ReadOutcome> {
  const fail = (reason: Exclude<ReadOutcome, { ok: true }>["reason"], detail: string): ReadOutcome => ({
    ok: false,
    path: file,
    reason,
    detail,
  });
  let real: string;
  try {
    real = await realpath(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return fail("missing", `${file} does not exist`);
    return fail("unreadable", `${file} cannot be read (${code ?? String(error)})`);
  }
  if (limits.allowedRoots.length > 0) {
    const roots = await Promise.all(limits.allowedRoots.map((root) => realpath(root).catch(() => root)));
    if (!roots.some((root) => inside(root, real)))
      return fail("outside", `${file} was skipped: it resolves to ${real}, outside the allowed folders`);
  }
  // Checked before opening: opening a FIFO or a device could block or never end.
  const before = await stat(real).catch(() => null);
  if (!before?.isFile()) return fail("not-a-file", `${file} is not a regular file`);
  if (before.size > limits.maxBytes)
    return fail(
      "too-large",
      `${file} was skipped: ${before.size} bytes is over the ${limits.maxBytes}-byte limit`,
    );
  const handle = await open(real, "r").catch(() => null);
  if (!handle) return fail("unreadable", `${file} cannot be opened`);
  try {
    const buffer = Buffer.alloc(Math.min(before.size, limits.maxBytes));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return { ok: true, path: file, text: buffer.subarray(0, bytesRead).toString("utf8") };
  } finally {
    await handle.close();
  }
}
