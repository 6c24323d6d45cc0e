// The report of one or more results folders: their records merged, one row per model × format, and a
// verdict per model. Reads only the folders it is given.
import type { AttemptRecord } from "../attempt-record.js";
import { readRecords } from "../results-file.js";
import { dedupe, summarize, type ReportRow } from "./summarize.js";
import { verdicts, type Verdict } from "./verdict.js";

export interface EvalReport {
  /** The folders (or results.jsonl files) read, in order. */
  sources: string[];
  runIds: string[];
  records: AttemptRecord[];
  rows: ReportRow[];
  verdicts: Verdict[];
}

export function reportFromRecords(records: readonly AttemptRecord[], sources: string[] = []): EvalReport {
  const merged = dedupe(records);
  const rows = summarize(merged);
  return {
    sources,
    runIds: [...new Set(merged.map((r) => r.runId))].sort(),
    records: merged,
    rows,
    verdicts: verdicts(rows),
  };
}

export async function buildReport(dirs: readonly string[]): Promise<EvalReport> {
  const records: AttemptRecord[] = [];
  for (const dir of dirs) records.push(...(await readRecords(dir)));
  return reportFromRecords(records, [...dirs]);
}
