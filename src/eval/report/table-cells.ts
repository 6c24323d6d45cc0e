// The report tables' headers and cells as plain strings, shared by the text, Markdown and HTML
// renderers: the summary per model × format, and the rows per exercise × model × format.
import type { EvalReport } from "./build-report.js";
import type { ExerciseRow, TryOutcome } from "./exercise-rows.js";
import type { Rate, ReportRow } from "./summarize.js";

/** The pass@N column (and chart series) exists only when some attempt had a second try. */
export const hasFinalColumn = (maxTries: number) => maxTries >= 2;

export function header(maxTries: number): string[] {
  return [
    "model",
    "format",
    "n",
    "pass@1 (95 % CI)",
    ...(hasFinalColumn(maxTries) ? [`pass@${maxTries} (95 % CI)`] : []),
    "well-formed",
    "cost/ex",
    "s/ex",
    "errors",
  ];
}

export const EXERCISE_HEADER = [
  "exercise",
  "model",
  "format",
  "tries",
  "malformed",
  "cost",
  "s",
  "test output",
];

export function percent(x: number): string {
  return `${Math.round(x * 100)} %`;
}

export function rateCell(rate: Rate): string {
  return `${percent(rate.rate)} (${Math.round(rate.interval.low * 100)}–${Math.round(rate.interval.high * 100)})`;
}

export function money(x: number | null): string {
  if (x === null) return "n/a";
  return x < 0.01 ? `$${x.toFixed(4)}` : `$${x.toFixed(3)}`;
}

export function formatCell(row: { editFormat: string; editorModel: string | null }): string {
  return row.editorModel ? `${row.editFormat} → ${row.editorModel}` : row.editFormat;
}

export function rowCells(row: ReportRow, maxTries: number): string[] {
  return [
    row.model,
    formatCell(row),
    String(row.attempts),
    rateCell(row.pass1),
    ...(hasFinalColumn(maxTries) ? [row.maxTries >= 2 ? rateCell(row.passFinal) : "—"] : []),
    percent(row.wellFormed.rate),
    money(row.meanCost),
    row.meanSeconds.toFixed(1),
    String(row.errors),
  ];
}

/** The tries that ran, in order: "fail → pass", "pass", "fail → error". */
export function triesCell(tries: readonly TryOutcome[]): string {
  return tries.filter((t) => t !== "not run").join(" → ");
}

const EXCERPT_CELL_CHARS = 120;

/** The excerpt on one line, for a table cell. */
export function excerptCell(excerpt: string | null): string {
  if (excerpt === null) return "";
  const line = excerpt.split("\n").join(" ⏎ ");
  return line.length > EXCERPT_CELL_CHARS ? `${line.slice(0, EXCERPT_CELL_CHARS - 1)}…` : line;
}

export function exerciseCells(row: ExerciseRow): string[] {
  return [
    row.exercise,
    row.model,
    formatCell(row),
    triesCell(row.tries),
    String(row.malformedReplies),
    money(row.cost),
    row.seconds.toFixed(1),
    excerptCell(row.excerpt),
  ];
}

/** "Run date: 2026-12-06", or the first and last day when the attempts span several. */
export function dateLine(report: EvalReport): string {
  if (!report.dates) return "Run date: unknown";
  const { first, last } = report.dates;
  return first === last ? `Run date: ${first}` : `Run dates: ${first} to ${last}`;
}
