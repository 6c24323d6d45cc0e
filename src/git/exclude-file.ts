// Adds one line to .git/info/exclude, the repository's private ignore list. The file comes with the
// repository, so it is untrusted: a FIFO, device or symlink there is refused (never opened or followed,
// never written through), and the refusal is returned for the caller to warn. Never prints.
import { lstat, mkdir, open } from "node:fs/promises";
import path from "node:path";
import { READ_LIMITS, readSafe, refusalReason, SafeReadError } from "../trust/index.js";
import { SAFE_APPEND_FLAGS } from "../trust/open-flags.js";

/** Appends `pattern` unless a line already says it; returns why the file was left alone, or null. */
export async function addExcludeLine(file: string, pattern: string, label: string): Promise<string | null> {
  const own = await lstat(file).catch(() => undefined);
  if (own?.isSymbolicLink()) return `${label} is a symlink; not followed, ${pattern} was not added to it`;
  let text = "";
  try {
    if (own) text = (await readSafe(file, { limit: READ_LIMITS.ignoreFile, label })).toString("utf8");
  } catch (error) {
    if (!(error instanceof SafeReadError)) throw error;
    return `${label} ${refusalReason(error, "the repository")}; ${pattern} was not added to it`;
  }
  if (text.split(/\r?\n/).some((line) => line.trim() === pattern)) return null;
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await open(file, SAFE_APPEND_FLAGS, 0o644);
  try {
    await handle.write(`${text === "" || text.endsWith("\n") ? "" : "\n"}${pattern}\n`);
  } finally {
    await handle.close();
  }
  return null;
}
