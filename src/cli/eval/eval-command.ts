// `kerf eval`: the toolchain check, or a run through runEval with a progress display and Ctrl-C that
// stops cleanly (a second Ctrl-C leaves at once); then this run's report, and --write-settings.
import os from "node:os";
import { checkToolchains, Toolchain } from "../../eval/toolchain.js";
import { runEval } from "../../eval/run-eval.js";
import { buildReport } from "../../eval/report/build-report.js";
import { renderText } from "../../eval/report/render-text.js";
import { EXIT } from "../exit-codes.js";
import { JsonPrinter } from "../json-printer.js";
import { trustWarnings } from "../project-trust.js";
import type { Terminal } from "../terminal.js";
import { evalOptionsFrom, type EvalContext } from "./eval-setup.js";
import type { EvalSettings } from "./eval-flags.js";
import { evalReporter } from "./eval-progress.js";
import { writeWinners } from "./report-command.js";

/** 128 + SIGINT, as shells report a command stopped by Ctrl-C. */
const EXIT_INTERRUPTED = 130;

export async function toolchainCommand(ctx: EvalContext, term: Terminal): Promise<number> {
  const statuses = await checkToolchains(
    new Toolchain({ env: ctx.env, nodePath: process.execPath, cwd: os.tmpdir() }),
  );
  for (const status of statuses)
    term.out(`${status.language.padEnd(11)} ${status.ok ? "ok     " : "missing"}  ${status.detail}`);
  const missing = statuses.filter((s) => !s.ok).map((s) => s.language);
  if (missing.length > 0) term.out(`\n${missing.join(", ")}: exercises in these languages are skipped.`);
  return EXIT.ok;
}

export async function evalCommand(values: EvalSettings, ctx: EvalContext, term: Terminal): Promise<number> {
  if (values.toolchainCheck) return toolchainCommand(ctx, term);
  const controller = new AbortController();
  const onSigint = () => {
    if (controller.signal.aborted) process.exit(EXIT_INTERRUPTED);
    term.err("\nstopping: running attempts are abandoned, finished ones are kept (Ctrl-C again to quit now)");
    controller.abort();
  };
  process.on("SIGINT", onSigint);
  try {
    const json = values.json ? new JsonPrinter(ctx.io) : undefined;
    const options = await evalOptionsFrom(values, ctx, controller.signal);
    for (const warning of trustWarnings(ctx.gate)) term.err(`kerf: ${warning}`);
    const summary = await runEval(options, evalReporter(term, ctx.io.stderr.isTTY === true, json));
    if (summary.interrupted) return EXIT_INTERRUPTED;
    const report = await buildReport([summary.dir]);
    if (!json) term.out(`\n${renderText(report)}`);
    if (values.writeSettings) await writeWinners(report, values, ctx, term);
    return EXIT.ok;
  } finally {
    process.off("SIGINT", onSigint);
  }
}
