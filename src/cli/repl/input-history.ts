// The prompt's input history in <root>/.kerf/input.history: one typed line per line, oldest first,
// appended as lines are entered. Missing, unreadable or refused files mean an empty history, never an
// error: it is read through the bounded safe reader, since a cloned repository may ship .kerf/ itself.
import { appendFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { READ_LIMITS, readSafeIfPresentSync, SafeReadError } from "../../trust/index.js";
import { maskKeys } from "../../trust/secret-mask.js";

/** How many entries readline keeps and recalls. */
export const HISTORY_SIZE = 1000;

export function historyFile(root: string): string {
  return path.join(root, ".kerf", "input.history");
}

/** Entries newest first, as readline's `history` option wants them, without repeats. */
export function loadHistory(file: string): string[] {
  let text: string;
  try {
    const limits = { limit: READ_LIMITS.chatHistory, roots: [path.dirname(file)] };
    text = readSafeIfPresentSync(file, limits)?.toString("utf8") ?? "";
  } catch (error) {
    if (error instanceof SafeReadError) return [];
    throw error;
  }
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  return [...new Set(lines.reverse())].slice(0, HISTORY_SIZE);
}

/** Appends one entered line (the session's keys masked); a failure to write must not stop the
 *  session, so it is swallowed. */
export function appendHistory(file: string, line: string, secrets: readonly string[] = []): void {
  if (line.trim() === "") return;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    appendFileSync(file, `${maskKeys(line, secrets).replace(/\r?\n/g, " ")}\n`, "utf8");
  } catch {
    // History is a convenience: a read-only project still gets a working prompt.
  }
}
