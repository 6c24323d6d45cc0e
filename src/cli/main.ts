// The CLI entry: parse flags, merge config and environment, dispatch to a command, map errors to exit
// codes. Returns the exit code; never calls process.exit (bin.ts does).
import { UnknownCoderError } from "../coders/coder-registry.js";
import { UnknownEditFormatError } from "../edits/formats/index.js";
import { runApply } from "./apply-command.js";
import { printBanner } from "./banner.js";
import type { CliIo } from "./cli-io.js";
import { cliConfirm } from "./confirm.js";
import { withDotenv } from "./dotenv.js";
import { EventPrinter } from "./event-printer.js";
import { EXIT, UsageError } from "./exit-codes.js";
import { findGitRoot } from "./find-git-root.js";
import { JsonPrinter } from "./json-printer.js";
import { parseArgs } from "./program.js";
import { progressReporter } from "./progress.js";
import { messageFrom, runOnce } from "./run-once.js";
import { configPaths, mergeSettings } from "./settings.js";
import { setupSession } from "./setup.js";
import { showPrompts, showRepoMap } from "./show-commands.js";
import { Terminal } from "./terminal.js";

export async function main(io: CliIo): Promise<number> {
  const write = { out: (s: string) => io.stdout.write(s), err: (s: string) => io.stderr.write(s) };
  let json: JsonPrinter | undefined;
  try {
    const args = parseArgs(io.argv, write);
    if (!args) return EXIT.ok;
    const gitRoot = findGitRoot(io.cwd);
    const env = withDotenv(io.env, gitRoot);
    const explicit = typeof args.given.config === "string" ? args.given.config : env.KERF_CONFIG;
    const settings = mergeSettings(
      args,
      env,
      configPaths({ home: env.HOME, gitRoot, cwd: io.cwd, explicit }),
    );
    const v = settings.values;
    const term = new Terminal(io, { pretty: v.pretty !== false });
    if (typeof v.apply === "string") return await runApply(settings, io, term);
    if (v.json === true) json = new JsonPrinter(io);
    const reporter = json ? json.handle : new EventPrinter(term, v.verbose === true).handle;
    const hooks = {
      reporter,
      confirm: cliConfirm(io, v.yesAlways === true),
      mapReporter: json ? undefined : progressReporter(term),
    };
    const session = await setupSession(settings, io, { env, gitRoot, hooks });
    if (v.showRepoMap === true) return await showRepoMap(session, term);
    const message = await messageFrom(session);
    if (v.showPrompts === true) return await showPrompts(session, term, message);
    if (message === undefined) {
      const { runSession } = await import("./repl/run-session.js");
      return await runSession(session, term);
    }
    if (json)
      json.emit({
        type: "start",
        model: session.model.name,
        editFormat: session.editFormat,
        files: [...session.coder.files],
      });
    else printBanner(session, term);
    const { code, result } = await runOnce(session, message);
    json?.emit({
      type: "end",
      code,
      applied: result.applied.length,
      failed: result.failed.length,
      commits: result.commits,
      usage: result.usage,
      cost: result.cost,
    });
    return code;
  } catch (error) {
    json?.emit({ type: "error", message: error instanceof Error ? error.message : String(error) });
    return reportError(error, io);
  }
}

function reportError(error: unknown, io: CliIo): number {
  const message = error instanceof Error ? error.message : String(error);
  io.stderr.write(`kerf: ${message}\n`);
  if (
    error instanceof UsageError ||
    error instanceof UnknownEditFormatError ||
    error instanceof UnknownCoderError
  )
    return EXIT.usage;
  return EXIT.error;
}
