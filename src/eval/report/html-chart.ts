// The HTML report's bar chart: its data (pass@1, and pass@N only when some attempt had a second try),
// the legend, the colours and patterns, and the script that draws it with the inlined chart library.
// Every bar carries its value as a label and a 0 % bar an outlined stub at the baseline, so no bar is
// invisible; pass@1 and pass@N differ in colour (Okabe–Ito blue and orange, told apart with colour
// blindness) and in pattern (pass@N is striped). Pure.
import type { EvalReport } from "./build-report.js";
import { hasFinalColumn } from "./table-cells.js";

export const PASS1_COLOUR = "#0072B2";
export const FINAL_COLOUR = "#E69F00";

/** Text safe inside a <script> or <style> element. */
export const inScript = (text: string) =>
  text.replace(/<\/(script|style)/gi, "<\\/$1").replace(/<!--/g, "<\\!--");

export function chartData(report: EvalReport) {
  const series = [report.rows.map((row) => Math.round(row.pass1.rate * 100))];
  if (hasFinalColumn(report.maxTries))
    series.push(report.rows.map((row) => Math.round(row.passFinal.rate * 100)));
  return { labels: report.rows.map((row) => `${row.model} · ${row.editFormat}`), series };
}

export const CHART_CSS = `
#chart { height: 24rem; }
.ct-series-a .ct-bar { stroke: ${PASS1_COLOUR}; stroke-width: 20px; }
.ct-series-b .ct-bar { stroke: ${FINAL_COLOUR}; stroke-width: 20px; stroke-dasharray: 4 2; }
.ct-series-a .ct-zero { stroke: ${PASS1_COLOUR}; }
.ct-series-b .ct-zero { stroke: ${FINAL_COLOUR}; stroke-dasharray: 2 1; }
.ct-zero { fill: #fff; stroke-width: 1.5px; }
.ct-value { font-size: 10px; fill: #222; }
.legend span { margin-right: 1.5rem; display: inline-flex; align-items: center; gap: .4rem; }
.swatch { display: inline-block; width: 1.6rem; height: .9rem; border: 1px solid #222; }
.swatch.pass1 { background: ${PASS1_COLOUR}; }
.swatch.final { background: repeating-linear-gradient(180deg, ${FINAL_COLOUR} 0 4px, #fff 4px 6px); }
`;

export function legendHtml(report: EvalReport): string {
  const final = hasFinalColumn(report.maxTries)
    ? `<span class="final"><i class="swatch final"></i>pass@${report.maxTries} (striped)</span>`
    : "";
  return `<p class="legend"><span class="pass1"><i class="swatch pass1"></i>pass@1 (solid)</span>${final}</p>`;
}

/** The drawing script; the library's own script must come before it. */
export function chartScript(report: EvalReport): string {
  const data = JSON.stringify(chartData(report)).replace(/</g, "\\u003c");
  return `const data = ${data};
const chart = new Chartist.BarChart("#chart", data, {
  high: 100, low: 0, seriesBarDistance: 34, chartPadding: { top: 24, right: 16, bottom: 8, left: 8 },
  axisY: { onlyInteger: true }
});
chart.on("draw", (d) => {
  if (d.type !== "bar") return;
  const v = d.value !== null && typeof d.value === "object" ? d.value.y : d.value;
  d.group.elem("text", { x: d.x2, y: d.y2 - 6, "text-anchor": "middle" }, "ct-value").text(v + " %");
  if (v === 0) d.group.elem("rect", { x: d.x1 - 10, y: d.y1 - 5, width: 20, height: 5 }, "ct-zero");
});`;
}
