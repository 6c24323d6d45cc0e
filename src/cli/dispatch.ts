// Runs the command the parsed flags ask for. Loaded only after argument parsing, so `--help` and
// `--version` never pay for the model, git and tree-sitter modules imported here.
import { runApply } from "./apply-command.js";
import { printBanner } from "./banner.js";
import type { CliIo } from "./cli-io.js";
import { cliConfirm } from "./confirm.js";
import { withDotenv } from "./dotenv.js";
import { EventPrinter } from "./event-printer.js";
import { findGitRoot } from "./find-git-root.js";
import { JsonPrinter } from "./json-printer.js";
import type { ParsedArgs } from "./program.js";
import { progressReporter } from "./progress.js";
import { runSession } from "./repl/run-session.js";
import { messageFrom, runOnce } from "./run-once.js";
import { withSetEnv } from "./provider-flags.js";
import { configPaths, mergeSettings } from "./settings.js";
import { setupSession } from "./setup.js";
import { showPrompts, showRepoMap } from "./show-commands.js";
import { Terminal } from "./terminal.js";

/** Runs the command; `json` receives the JSON printer as soon as there is one, for error reporting. */
export async function dispatch(
  args: ParsedArgs,
  io: CliIo,
  onJson: (json: JsonPrinter) => void,
): Promise<number> {
  const gitRoot = findGitRoot(io.cwd);
  const env = withDotenv(io.env, gitRoot);
  const explicit = typeof args.given.config === "string" ? args.given.config : env.KERF_CONFIG;
  const settings = mergeSettings(args, env, configPaths({ home: env.HOME, gitRoot, cwd: io.cwd, explicit }));
  const v = settings.values;
  const term = new Terminal(io, { pretty: v.pretty !== false });
  if (v.verifySsl === false)
    term.err(term.color.yellow("warning: --no-verify-ssl: TLS certificates are not checked."));
  if (typeof v.apply === "string") return runApply(settings, io, term);
  const json = v.json === true ? new JsonPrinter(io) : undefined;
  if (json) onJson(json);
  const reporter = json ? json.handle : new EventPrinter(term, v.verbose === true).handle;
  const hooks = {
    reporter,
    confirm: cliConfirm(io, v.yesAlways === true),
    mapReporter: json ? undefined : progressReporter(term),
  };
  const session = await setupSession(settings, io, { env: withSetEnv(env, settings), gitRoot, hooks });
  if (v.showRepoMap === true) return showRepoMap(session, term);
  const message = await messageFrom(session);
  if (v.showPrompts === true) return showPrompts(session, term, message);
  if (message === undefined) return runSession(session, term);
  if (json)
    json.emit({
      type: "start",
      model: session.model.name,
      editFormat: session.editFormat,
      files: [...session.coder.files],
    });
  else await printBanner(session, term);
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
}
