// One row per exercise × model × format: what each try's tests said, the malformed replies, cost, time,
// and for a failed attempt a short excerpt of why (the test output's failure lines, or the error that
// ended it). The excerpt is bounded and stripped of control characters here; each renderer escapes it
// for its own form. Pure.
import type { AttemptRecord, TryRecord } from "../attempt-record.js";
import type { ReportRow } from "./summarize.js";

/** What one try came to: tests passed or failed (or hit their time limit), the attempt ended with an
 *  error before its tests ran, or the try was not needed (an earlier one passed). */
export type TryOutcome = "pass" | "fail" | "timeout" | "error" | "not run";

export interface ExerciseRow {
  model: string;
  editFormat: string;
  editorModel: string | null;
  exercise: string;
  language: string;
  /** One outcome per try allowed (`maxTries` of them). */
  tries: TryOutcome[];
  passedTry: number | null;
  malformedReplies: number;
  cost: number | null;
  seconds: number;
  errorKind: string | null;
  /** Why a failed attempt failed, at most EXCERPT_LINES lines and EXCERPT_CHARS characters; null
   *  when it passed. */
  excerpt: string | null;
}

export const EXCERPT_LINES = 4;
export const EXCERPT_CHARS = 400;
const LINE_CHARS = 160;

/** Lines that say what failed, in the test runners kerf runs (pytest, node --test, cargo, go). */
const FAILURE_LINE =
  /\b(assert\w*|expected|actual|got|want|panicked|not ok|FAILED|FAIL|\w*Error)\b|^(left|right):|error\[E\d+\]/i;
/** Lines that match those words but say nothing: TAP metadata keys, YAML block openers, counts. */
const NOISE_LINE =
  /^(failureType|code|name|stack|operator|location|duration_ms|type):|:\s*\|-?$|^\+ actual - expected$|^#\s*\w+\s+\d|^\d+ (failed|passed)\b|^FAIL$/;

function cleanLines(text: string): string[] {
  return (
    text
      // Terminal colour and cursor sequences, then any other control character but tab.
      // eslint-disable-next-line no-control-regex
      .replace(/\x1b\[[0-9;?]*[ -/]*[@-~]/g, "")
      // eslint-disable-next-line no-control-regex
      .replace(/[\x00-\x08\x0b-\x1f\x7f]/g, (c) => (c === "\r" ? "\n" : ""))
      .split("\n")
      .map((line) => line.replace(/\s+/g, " ").trim())
      .filter((line) => line !== "")
  );
}

const cut = (line: string, max: number) => (line.length > max ? `${line.slice(0, max - 1)}…` : line);

/** The failure lines of the test output (else its last lines), after the error that ended the attempt. */
export function excerptOf(record: AttemptRecord): string | null {
  if (record.passedTry !== null) return null;
  const lines = cleanLines(record.testOutput ?? "");
  const failing = lines.filter((line) => FAILURE_LINE.test(line) && !NOISE_LINE.test(line));
  const picked = failing.length > 0 ? failing : lines.slice(-EXCERPT_LINES);
  const ended =
    record.errorKind && record.errorKind !== "test-timeout"
      ? cleanLines(`${record.errorKind}${record.error ? `: ${record.error}` : ""}`).slice(0, 1)
      : [];
  const chosen = [...ended, ...picked].slice(0, EXCERPT_LINES).map((line) => cut(line, LINE_CHARS));
  if (chosen.length === 0) return record.errorKind ?? "no test output";
  return cut(chosen.join("\n"), EXCERPT_CHARS);
}

function outcomes(record: AttemptRecord): TryOutcome[] {
  const byTry = new Map<number, TryRecord>(record.tries.map((t) => [t.try, t]));
  let errorShown = false;
  return Array.from({ length: record.maxTries }, (_, index) => {
    const tried = byTry.get(index + 1);
    if (tried) return tried.passed ? "pass" : tried.testTimedOut ? "timeout" : "fail";
    if (record.passedTry !== null || errorShown || record.errorKind === null) return "not run";
    errorShown = true;
    return "error";
  });
}

export function exerciseRow(record: AttemptRecord): ExerciseRow {
  return {
    model: record.model,
    editFormat: record.editFormat,
    editorModel: record.editorModel,
    exercise: record.exercise,
    language: record.language,
    tries: outcomes(record),
    passedTry: record.passedTry,
    malformedReplies: record.malformedReplies,
    cost: record.cost,
    seconds: record.seconds,
    errorKind: record.errorKind,
    excerpt: excerptOf(record),
  };
}

const formatKey = (r: { model: string; editFormat: string; editorModel: string | null }) =>
  [r.model, r.editFormat, r.editorModel ?? ""].join("|");

/** Rows grouped by model, then exercise; an exercise's formats in the order of the summary `rows`
 *  (their ranking). */
export function exerciseRows(records: readonly AttemptRecord[], rows: readonly ReportRow[]): ExerciseRow[] {
  const order = new Map(rows.map((row, index) => [formatKey(row), index]));
  const rank = (record: AttemptRecord) => order.get(formatKey(record)) ?? rows.length;
  return [...records]
    .sort(
      (a, b) => a.model.localeCompare(b.model) || a.exercise.localeCompare(b.exercise) || rank(a) - rank(b),
    )
    .map(exerciseRow);
}
