// The report table's header and cells as plain strings, shared by the text and Markdown renderers.
import type { Rate, ReportRow } from "./summarize.js";

export const HEADER = [
  "model",
  "format",
  "n",
  "pass@1 (95 % CI)",
  "pass@2 (95 % CI)",
  "well-formed",
  "cost/ex",
  "s/ex",
  "errors",
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

export function rowCells(row: ReportRow): string[] {
  const format = row.editorModel ? `${row.editFormat} → ${row.editorModel}` : row.editFormat;
  return [
    row.model,
    format,
    String(row.attempts),
    rateCell(row.pass1),
    row.maxTries >= 2 ? rateCell(row.passFinal) : "—",
    percent(row.wellFormed.rate),
    money(row.meanCost),
    row.meanSeconds.toFixed(1),
    String(row.errors),
  ];
}
