// `kerf eval report [DIR…]`: merges results folders and prints (or writes) the report as text, Markdown,
// HTML or JSON; `--write-settings` then records each significant winner.
import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildReport, reportData, type EvalReport } from "../../eval/report/build-report.js";
import { loadChartAssets } from "../../eval/report/chart-assets.js";
import { renderHtml } from "../../eval/report/render-html.js";
import { renderMarkdown, renderText } from "../../eval/report/render-text.js";
import { changeFor, writeModelSettings } from "../../eval/write-settings.js";
import { MODEL_SETTINGS_FILE } from "../../models/model-settings-paths.js";
import { EXIT } from "../exit-codes.js";
import type { Terminal } from "../terminal.js";
import type { ReportSettings } from "./eval-flags.js";
import { resultsRootOf, type EvalContext } from "./eval-setup.js";

/** Every run folder under the results root, oldest name first. */
async function allRuns(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => path.join(root, e.name))
    .sort();
}

export async function renderReport(report: EvalReport, format: string): Promise<string> {
  if (format === "html") return renderHtml(report, await loadChartAssets());
  if (format === "markdown") return renderMarkdown(report);
  return renderText(report);
}

export async function reportCommand(
  values: ReportSettings,
  dirs: string[],
  ctx: EvalContext,
  term: Terminal,
): Promise<number> {
  const folders =
    dirs.length > 0 ? dirs.map((d) => path.resolve(ctx.io.cwd, d)) : await allRuns(resultsRootOf({}, ctx));
  const report = await buildReport(folders);
  const output = values.json
    ? `${JSON.stringify(reportData(report), null, 2)}\n`
    : await renderReport(report, values.format);
  if (values.output !== undefined) {
    await writeFile(path.resolve(ctx.io.cwd, values.output), output, "utf8");
    term.err(`wrote ${values.output}`);
  } else term.write(output);
  if (values.writeSettings) await writeWinners(report, values, ctx, term);
  return EXIT.ok;
}

export async function writeWinners(
  report: EvalReport,
  values: { modelSettingsFile?: string },
  ctx: EvalContext,
  term: Terminal,
): Promise<void> {
  const flagFile = values.modelSettingsFile && path.resolve(ctx.io.cwd, values.modelSettingsFile);
  const file = flagFile ?? path.join(ctx.root, MODEL_SETTINGS_FILE);
  const runId = report.runIds.join("+") || "unknown";
  for (const verdict of report.verdicts) {
    const row = report.rows.find((r) => r.model === verdict.model && r.editFormat === verdict.winner);
    const change = changeFor(verdict, runId, row?.editorModel ?? null);
    if (typeof change === "string") {
      term.err(change);
      continue;
    }
    await writeModelSettings(file, change);
    term.err(
      `${verdict.model}: wrote ${Object.entries(change.fields)
        .map(([k, v]) => `${k}: ${v}`)
        .join(", ")} to ${file}`,
    );
  }
}
