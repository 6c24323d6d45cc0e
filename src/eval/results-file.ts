// The run folder: `results.jsonl` (one JSON line per finished attempt, appended as each finishes, in one
// write so concurrent shards on one disk never interleave) and `run.json` (what the run compares).
import { appendFile, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { AttemptRecord } from "./attempt-record.js";

export const RESULTS_FILE = "results.jsonl";
export const RUN_FILE = "run.json";

export interface RunInfo {
  runId: string;
  models: string[];
  editFormats: string[];
  editorModel: string | null;
  tries: number;
  exercises: number;
  startedAt: string;
}

export async function appendRecord(dir: string, record: AttemptRecord): Promise<void> {
  await appendFile(path.join(dir, RESULTS_FILE), `${JSON.stringify(record)}\n`, "utf8");
}

export async function writeRunInfo(dir: string, info: RunInfo): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, RUN_FILE), `${JSON.stringify(info, null, 2)}\n`, "utf8");
}

/** Every well-formed line; a torn last line (a crash mid-write) is skipped, never fatal. */
export async function readRecords(dirOrFile: string): Promise<AttemptRecord[]> {
  const file = dirOrFile.endsWith(".jsonl") ? dirOrFile : path.join(dirOrFile, RESULTS_FILE);
  const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return "";
    throw error;
  });
  const records: AttemptRecord[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    try {
      const value = JSON.parse(line) as AttemptRecord;
      if (typeof value.key === "string" && typeof value.model === "string") records.push(value);
    } catch {
      // A line cut short by a crash: that attempt runs again.
    }
  }
  return records;
}

/** A file cut mid-line by a crash gets its newline back, so the next record starts on its own line. */
export async function repairTail(dir: string): Promise<void> {
  const file = path.join(dir, RESULTS_FILE);
  const text = await readFile(file, "utf8").catch(() => "");
  if (text !== "" && !text.endsWith("\n")) await appendFile(file, "\n", "utf8");
}
