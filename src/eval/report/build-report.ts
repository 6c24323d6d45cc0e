// The report of one or more results folders: their records merged, one row per model × format, one row
// per exercise × model × format, a verdict per model, and when the attempts finished. Reads only the
// folders it is given.
import type { AttemptRecord } from "../attempt-record.js";
import { readRecords } from "../results-file.js";
import { exerciseRows, type ExerciseRow } from "./exercise-rows.js";
import { dedupe, summarize, type ReportRow } from "./summarize.js";
import { verdicts, type Verdict } from "./verdict.js";

export interface EvalReport {
  /** The folders (or results.jsonl files) read, in order. */
  sources: string[];
  runIds: string[];
  /** The UTC days (YYYY-MM-DD) of the first and last finished attempt; null when there is none. */
  dates: { first: string; last: string } | null;
  /** The most tries any attempt was allowed: 1 means there is no pass@2 to show. */
  maxTries: number;
  records: AttemptRecord[];
  rows: ReportRow[];
  exercises: ExerciseRow[];
  verdicts: Verdict[];
}

function datesOf(records: readonly AttemptRecord[]): EvalReport["dates"] {
  const days = records
    .map((r) => r.finishedAt)
    .filter((at) => typeof at === "string" && /^\d{4}-\d\d-\d\d/.test(at))
    .map((at) => at.slice(0, 10))
    .sort();
  const [first, last] = [days[0], days.at(-1)];
  return first && last ? { first, last } : null;
}

export function reportFromRecords(records: readonly AttemptRecord[], sources: string[] = []): EvalReport {
  const merged = dedupe(records);
  const rows = summarize(merged);
  return {
    sources,
    runIds: [...new Set(merged.map((r) => r.runId))].sort(),
    dates: datesOf(merged),
    maxTries: Math.max(0, ...rows.map((row) => row.maxTries)),
    records: merged,
    rows,
    exercises: exerciseRows(merged, rows),
    verdicts: verdicts(rows),
  };
}

/** What `kerf eval report --json` prints: the report without the raw records. */
export function reportData(report: EvalReport) {
  const { runIds, dates, maxTries, rows, exercises, verdicts } = report;
  return { runIds, dates, maxTries, rows, exercises, verdicts };
}

export async function buildReport(dirs: readonly string[]): Promise<EvalReport> {
  const records: AttemptRecord[] = [];
  for (const dir of dirs) records.push(...(await readRecords(dir)));
  return reportFromRecords(records, [...dirs]);
}
