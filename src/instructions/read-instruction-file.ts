// The one function every instruction source reads a file through (AGENTS.md, instructions: entries,
// skills, base-prompt and developer files). It delegates to the trust module's bounded safe reader:
// regular files only, size checked before reading, the real path inside the allowed roots.
import { READ_LIMITS, readSafe, SafeReadError } from "../trust/index.js";

export interface ReadLimits {
  /** Folders the file's real path must lie in (symlinks resolved); empty = any (a file the user named). */
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

export const DEFAULT_MAX_INSTRUCTION_FILE_BYTES = READ_LIMITS.instructions;

export async function readInstructionFile(file: string, limits: ReadLimits): Promise<ReadOutcome> {
  try {
    const bytes = await readSafe(file, {
      limit: limits.maxBytes,
      ...(limits.allowedRoots.length > 0 ? { roots: limits.allowedRoots } : {}),
    });
    return { ok: true, path: file, text: bytes.toString("utf8") };
  } catch (error) {
    if (!(error instanceof SafeReadError)) throw error;
    const reason = error.code === "outside-roots" ? "outside" : error.code;
    return { ok: false, path: file, reason, detail: error.message };
  }
}
