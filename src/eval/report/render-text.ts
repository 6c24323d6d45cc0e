// The report as terminal text and as Markdown: when it ran, the summary table, the verdicts, then one
// row per exercise × model × format. Pure.
import type { EvalReport } from "./build-report.js";
import { dateLine, EXERCISE_HEADER, exerciseCells, header, rowCells } from "./table-cells.js";

const EMPTY = "No finished attempts in the given results folders.\n";

function aligned(head: string[], rows: string[][]): string[] {
  const table = [head, ...rows];
  const widths = head.map((_, col) => Math.max(...table.map((row) => (row[col] ?? "").length)));
  const line = (row: string[]) =>
    row
      .map((cell, col) => cell.padEnd(widths[col] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(head), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)];
}

export function renderText(report: EvalReport): string {
  if (report.rows.length === 0) return EMPTY;
  const runs = report.runIds.length > 0 ? ` · runs: ${report.runIds.join(", ")}` : "";
  return [
    `${dateLine(report)}${runs}`,
    "",
    ...aligned(
      header(report.maxTries),
      report.rows.map((row) => rowCells(row, report.maxTries)),
    ),
    "",
    ...report.verdicts.map((v) => v.text),
    "",
    "Per exercise:",
    ...aligned(EXERCISE_HEADER, report.exercises.map(exerciseCells)),
    "",
  ].join("\n");
}

/** A cell's text with Markdown's inline syntax and HTML taken literally, on one line. */
export function markdownCell(cell: string): string {
  return cell
    .replace(/[\\`*_[\]<>|#~]/g, (c) => `\\${c}`)
    .replace(/&/g, "&amp;")
    .replace(/\s*\n\s*/g, " ");
}

export function renderMarkdown(report: EvalReport): string {
  if (report.rows.length === 0) return EMPTY;
  const row = (cells: string[]) => `| ${cells.map(markdownCell).join(" | ")} |`;
  const head = header(report.maxTries);
  const runs =
    report.runIds.length > 0 ? `Runs: ${report.runIds.map((id) => `\`${id}\``).join(", ")} · ` : "";
  return [
    `${runs}${dateLine(report)}`,
    "",
    row(head),
    `| ${head.map((_, col) => (col < 2 ? "---" : "---:")).join(" | ")} |`,
    ...report.rows.map((r) => row(rowCells(r, report.maxTries))),
    "",
    ...report.verdicts.map((v) => `- ${v.text}`),
    "",
    "### Per exercise",
    "",
    row(EXERCISE_HEADER),
    `| ${EXERCISE_HEADER.map((_, col) => (col < 4 || col === 7 ? "---" : "---:")).join(" | ")} |`,
    ...report.exercises.map((r) => row(exerciseCells(r))),
    "",
  ].join("\n");
}
