// The chart library's minified browser build and stylesheet (Chartist, ~38 KB + 9 KB), read from its
// package to be inlined into the HTML report, so the page needs no network to draw its chart.
import { readFile } from "node:fs/promises";
import path from "node:path";

export interface ChartAssets {
  script: string;
  css: string;
}

export async function loadChartAssets(): Promise<ChartAssets> {
  const dist = path.dirname(require.resolve("chartist/dist/index.umd.js"));
  const [script, css] = await Promise.all([
    readFile(path.join(dist, "index.umd.js"), "utf8"),
    readFile(path.join(dist, "index.css"), "utf8"),
  ]);
  // The map comment would make a browser fetch a file that is not there.
  return {
    script: script.replace(/\/\/# sourceMappingURL=.*$/m, ""),
    css: css.replace(/\/\*# sourceMappingURL=.*?\*\//g, ""),
  };
}
