// Reads the user's base-instructions file: text that replaces the coder's mainSystem prompt (the format
// rules and reminder are still appended by buildChatChunks). Reads the one path it is given.
import { READ_LIMITS, readSafe, SafeReadError } from "../trust/index.js";

export class BaseInstructionsError extends Error {
  override readonly name = "BaseInstructionsError";
  constructor(
    readonly path: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${path}: ${message}`, options);
  }
}

/** The file's text; a missing, unreadable or empty file is an error, since the user asked for it. */
export async function loadBaseInstructions(path: string): Promise<string> {
  let text: string;
  try {
    // The user named this file: no root check, but its type and size are checked before reading.
    text = (await readSafe(path, { limit: READ_LIMITS.instructions })).toString("utf8");
  } catch (cause) {
    const reason = cause instanceof SafeReadError ? ` (${cause.message})` : "";
    throw new BaseInstructionsError(path, `cannot read the base-instructions file${reason}`, { cause });
  }
  if (text.trim() === "") throw new BaseInstructionsError(path, "the base-instructions file is empty");
  return text;
}
