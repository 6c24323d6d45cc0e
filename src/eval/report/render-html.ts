// The report as one self-contained HTML page: when it ran, the table, the verdicts, a bar chart of the
// pass rates per model × format (html-chart.ts), and one row per exercise × model × format with each
// try's outcome and, for a failed attempt, an excerpt of why. Every text from the records is escaped.
// Pure given the assets.
import type { EvalReport } from "./build-report.js";
import type { ChartAssets } from "./chart-assets.js";
import type { ExerciseRow, TryOutcome } from "./exercise-rows.js";
import { CHART_CSS, chartScript, inScript, legendHtml } from "./html-chart.js";
import { dateLine, EXERCISE_HEADER, formatCell, header, money, rowCells } from "./table-cells.js";

export { chartData } from "./html-chart.js";

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );

const cells = (tag: "th" | "td", values: string[]) =>
  values.map((v) => `<${tag}>${escapeHtml(v)}</${tag}>`).join("");

/** A symbol and a word per try, so the outcome does not rest on colour alone. */
const SYMBOL: Record<TryOutcome, string> = { pass: "✓", fail: "✗", timeout: "⏱", error: "!", "not run": "–" };

function triesHtml(tries: readonly TryOutcome[]): string {
  return tries
    .map(
      (t, index) =>
        `<span class="try ${t.replace(" ", "-")}" title="try ${index + 1}: ${t}">${SYMBOL[t]} ${escapeHtml(t)}</span>`,
    )
    .join(" ");
}

function exerciseHtml(row: ExerciseRow): string {
  const outcome = row.passedTry === null ? "failed" : "passed";
  const excerpt = row.excerpt === null ? "" : `<pre class="excerpt">${escapeHtml(row.excerpt)}</pre>`;
  return `<tr class="${outcome}">${cells("td", [row.exercise, row.model, formatCell(row)])}<td class="tries">${triesHtml(row.tries)}</td>${cells("td", [String(row.malformedReplies), money(row.cost), row.seconds.toFixed(1)])}<td class="output">${excerpt}</td></tr>`;
}

const PAGE_CSS = `
body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 76rem; padding: 0 1rem; color: #222; }
table { border-collapse: collapse; margin: 1rem 0; } th, td { padding: .3rem .7rem; border-bottom: 1px solid #ddd; text-align: right; vertical-align: top; }
th:nth-child(-n+2), td:nth-child(-n+2) { text-align: left; }
.exercises th:nth-child(-n+4), .exercises td:nth-child(-n+4), .exercises th:last-child, .exercises td.output { text-align: left; }
.exercises td:nth-child(-n+4) { white-space: nowrap; }
.try { white-space: nowrap; font-weight: 600; } .try.pass { color: #00734f; } .try.fail, .try.timeout, .try.error { color: #b54700; } .try.not-run { color: #777; font-weight: normal; }
tr.failed td:first-child { border-left: 4px solid #b54700; } tr.passed td:first-child { border-left: 4px solid transparent; }
pre.excerpt { margin: 0; max-width: 36rem; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 12px; color: #444; }
.meta { color: #555; }
`;

export function renderHtml(report: EvalReport, assets: ChartAssets): string {
  const verdicts = report.verdicts.map((v) => `<li>${escapeHtml(v.text)}</li>`).join("\n");
  const summary = report.rows
    .map((row) => `<tr>${cells("td", rowCells(row, report.maxTries))}</tr>`)
    .join("\n");
  const runs = report.runIds.map(escapeHtml).join(", ");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>kerf eval report</title>
<style>${inScript(assets.css)}</style>
<style>${PAGE_CSS}${CHART_CSS}</style>
</head>
<body>
<h1>kerf eval report</h1>
<p class="meta">${escapeHtml(dateLine(report))} · Runs: ${runs || "none"}</p>
<table class="summary">
<thead><tr>${cells("th", header(report.maxTries))}</tr></thead>
<tbody>
${summary}
</tbody>
</table>
<ul class="verdicts">
${verdicts}
</ul>
<h2>Pass rate per model and edit format (%)</h2>
${legendHtml(report)}
<div id="chart" role="img" aria-label="Bar chart of the pass rates in the table above"></div>
<h2>Per exercise</h2>
<table class="exercises">
<thead><tr>${cells("th", EXERCISE_HEADER)}</tr></thead>
<tbody>
${report.exercises.map(exerciseHtml).join("\n")}
</tbody>
</table>
<script>${inScript(assets.script)}</script>
<script>
${chartScript(report)}
</script>
</body>
</html>
`;
}
