// The prompt's input history in <root>/.kerf/input.history: one typed line per line, oldest first,
// appended as lines are entered. Read as an untrusted state file (a cloned repository may ship .kerf/
// itself): a bad one is reported through the caller's warning, set aside, and the history starts empty.
import { closeSync, mkdirSync, openSync, writeSync } from "node:fs";
import path from "node:path";
import { readStateFile, stateDirRefusal } from "../../trust/index.js";
import { maskKeys } from "../../trust/secret-mask.js";
import { SAFE_APPEND_FLAGS } from "../../trust/open-flags.js";

/** How many entries readline keeps and recalls. */
export const HISTORY_SIZE = 1000;

export function historyFile(root: string): string {
  return path.join(root, ".kerf", "input.history");
}

/** Entries newest first, as readline's `history` option wants them, without repeats. */
export async function loadHistory(file: string, warn?: (message: string) => void): Promise<string[]> {
  const read = await readStateFile(file, {
    kind: "inputHistory",
    what: "input history",
    dir: path.dirname(file),
    label: path.join(path.basename(path.dirname(file)), path.basename(file)),
    format: "text",
    shape: (text) => text as string,
    ...(warn ? { report: warn } : {}),
  });
  const text = read.status === "ok" ? read.value : "";
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  return [...new Set(lines.reverse())].slice(0, HISTORY_SIZE);
}

/** Appends one entered line (the session's keys masked); a failure to write must not stop the
 *  session, so it is swallowed. */
export function appendHistory(file: string, line: string, secrets: readonly string[] = []): void {
  if (line.trim() === "" || stateDirRefusal(path.dirname(file), ".kerf")) return;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const fd = openSync(file, SAFE_APPEND_FLAGS, 0o644);
    try {
      writeSync(fd, `${maskKeys(line, secrets).replace(/\r?\n/g, " ")}\n`);
    } finally {
      closeSync(fd);
    }
  } catch {
    // History is a convenience: a read-only project still gets a working prompt.
  }
}
