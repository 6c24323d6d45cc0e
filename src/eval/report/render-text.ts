// The report as terminal text and as Markdown: the table, then the verdicts. Pure.
import type { EvalReport } from "./build-report.js";
import { HEADER, rowCells } from "./table-cells.js";

export function renderText(report: EvalReport): string {
  if (report.rows.length === 0) return "No finished attempts in the given results folders.\n";
  const table = [HEADER, ...report.rows.map(rowCells)];
  const widths = HEADER.map((_, col) => Math.max(...table.map((row) => (row[col] ?? "").length)));
  const line = (row: string[]) =>
    row
      .map((cell, col) => cell.padEnd(widths[col] ?? 0))
      .join("  ")
      .trimEnd();
  const lines = [
    line(table[0] as string[]),
    widths.map((w) => "-".repeat(w)).join("  "),
    ...table.slice(1).map(line),
  ];
  return `${lines.join("\n")}\n\n${report.verdicts.map((v) => v.text).join("\n")}\n`;
}

export function renderMarkdown(report: EvalReport): string {
  if (report.rows.length === 0) return "No finished attempts in the given results folders.\n";
  const escape = (cell: string) => cell.replace(/\|/g, "\\|");
  const row = (cells: string[]) => `| ${cells.map(escape).join(" | ")} |`;
  const align = HEADER.map((_, col) => (col < 2 ? "---" : "---:"));
  const runs =
    report.runIds.length > 0 ? `Runs: ${report.runIds.map((id) => `\`${id}\``).join(", ")}\n\n` : "";
  return [
    `${runs}${row(HEADER)}`,
    row(align),
    ...report.rows.map((r) => row(rowCells(r))),
    "",
    ...report.verdicts.map((v) => `- ${v.text}`),
    "",
  ].join("\n");
}
