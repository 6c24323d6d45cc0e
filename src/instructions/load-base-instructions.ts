// Reads the user's base-instructions file: text that replaces the coder's mainSystem prompt (the format
// rules and reminder are still appended by buildChatChunks). Reads the one path it is given.
import { readFile } from "node:fs/promises";

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
    text = await readFile(path, "utf8");
  } catch (cause) {
    throw new BaseInstructionsError(path, "cannot read the base-instructions file", { cause });
  }
  if (text.trim() === "") throw new BaseInstructionsError(path, "the base-instructions file is empty");
  return text;
}
