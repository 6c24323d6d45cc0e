// The report as one self-contained HTML page: the table, the verdicts, and a bar chart of pass@1 and
// pass@2 per model × format drawn by the inlined chart library. Pure given the assets.
import type { EvalReport } from "./build-report.js";
import type { ChartAssets } from "./chart-assets.js";
import { HEADER, rowCells } from "./table-cells.js";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );

/** Text safe inside a <script> element. */
const inScript = (text: string) => text.replace(/<\/(script)/gi, "<\\/$1").replace(/<!--/g, "<\\!--");

export function chartData(report: EvalReport) {
  return {
    labels: report.rows.map((row) => `${row.model} · ${row.editFormat}`),
    series: [
      report.rows.map((row) => Math.round(row.pass1.rate * 100)),
      report.rows.map((row) => Math.round(row.passFinal.rate * 100)),
    ],
  };
}

export function renderHtml(report: EvalReport, assets: ChartAssets): string {
  const head = `<tr>${HEADER.map((h) => `<th>${escapeHtml(h)}</th>`).join("")}</tr>`;
  const body = report.rows
    .map(
      (row) =>
        `<tr>${rowCells(row)
          .map((c) => `<td>${escapeHtml(c)}</td>`)
          .join("")}</tr>`,
    )
    .join("\n");
  const verdicts = report.verdicts.map((v) => `<li>${escapeHtml(v.text)}</li>`).join("\n");
  const data = JSON.stringify(chartData(report)).replace(/</g, "\\u003c");
  const runs = report.runIds.map(escapeHtml).join(", ");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>kerf eval report</title>
<style>${inScript(assets.css)}</style>
<style>
body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 70rem; padding: 0 1rem; color: #222; }
table { border-collapse: collapse; margin: 1rem 0; } th, td { padding: .3rem .7rem; border-bottom: 1px solid #ddd; text-align: right; }
th:nth-child(-n+2), td:nth-child(-n+2) { text-align: left; }
#chart { height: 22rem; } .legend span { margin-right: 1.5rem; }
.legend .a { color: #d70206; } .legend .b { color: #f05b4f; }
</style>
</head>
<body>
<h1>kerf eval report</h1>
<p>Runs: ${runs || "none"}</p>
<table>
<thead>${head}</thead>
<tbody>
${body}
</tbody>
</table>
<ul>
${verdicts}
</ul>
<h2>Pass rate per model and edit format (%)</h2>
<p class="legend"><span class="a">■ pass@1</span><span class="b">■ pass@2</span></p>
<div id="chart"></div>
<script>${inScript(assets.script)}</script>
<script>
const data = ${data};
new Chartist.BarChart("#chart", data, { high: 100, low: 0, seriesBarDistance: 14, axisY: { onlyInteger: true } });
</script>
</body>
</html>
`;
}
