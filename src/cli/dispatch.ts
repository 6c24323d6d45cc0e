// Runs the command the parsed flags ask for. Loaded only after argument parsing, so `--help` and
// `--version` never pay for the model, git and tree-sitter modules imported here.
import { existsSync } from "node:fs";
import path from "node:path";
import { printBanner } from "./banner.js";
import { mcpServersAtStart } from "./mcp-start-line.js";
import type { CliIo } from "./cli-io.js";
import type { Confirm } from "../coders/coder-events.js";
import { askYesNo, cliConfirm } from "./confirm.js";
import { UsageError } from "./exit-codes.js";
import { EventPrinter } from "./event-printer.js";
import { findGitRoot } from "./find-git-root.js";
import { JsonPrinter } from "./json-printer.js";
import type { ParsedArgs } from "./program.js";
import { progressReporter } from "./progress.js";
import { messageFrom, runOnce } from "./run-once.js";
import { loadSettings, sessionSecrets, type LoadedSettings } from "./load-settings.js";
import { askToTrust, trustGateFor, trustWarnings } from "./project-trust.js";
import { withSetEnv } from "./provider-flags.js";
import { runTrust } from "./trust-command.js";
import { roleModels } from "../models/model-roles.js";
import { aliasNotices, endOfLifeNotices, protocolOf } from "./session-models.js";
import { setupSession, type Session, type StartNeeds } from "./setup.js";
import type { Settings } from "./settings.js";
import { showPrompts, showRepoMap } from "./show-commands.js";
import { Terminal } from "./terminal.js";
import { maskKeys } from "../trust/secret-mask.js";

/** Runs the command; `json` receives the JSON printer as soon as there is one, for error reporting. */
export async function dispatch(
  args: ParsedArgs,
  io: CliIo,
  onJson: (json: JsonPrinter) => void,
): Promise<number> {
  const gitRoot = findGitRoot(io.cwd);
  if (args.given.trust === true) return runTrust(args, io, gitRoot);
  // main prints an error's message: a key a config value or a library error carried stays masked.
  let secrets = sessionSecrets(args.given, io.env);
  try {
    const { loaded, warnings } = await loadTrusted(args, io, gitRoot);
    const { env, settings } = loaded;
    const v = settings.values;
    // Every key the session could send is masked in everything printed or logged from here on.
    secrets = sessionSecrets(v, env);
    const term = new Terminal(io, { pretty: v.pretty, secrets });
    const json = v.json ? new JsonPrinter(io, secrets) : undefined;
    if (json) onJson(json);
    return await runCommand({ io, gitRoot, loaded, warnings, term, json });
  } catch (error) {
    if (error instanceof Error) error.message = maskKeys(error.message, secrets);
    throw error;
  }
}

interface CommandInput {
  io: CliIo;
  gitRoot: string | null;
  loaded: LoadedSettings;
  warnings: string[];
  term: Terminal;
  json: JsonPrinter | undefined;
}

async function runCommand(input: CommandInput): Promise<number> {
  const { io, gitRoot, loaded, warnings, term, json } = input;
  const { env, settings } = loaded;
  const v = settings.values;
  if (!v.verifySsl)
    term.err(term.color.yellow("warning: --no-verify-ssl: TLS certificates are not checked."));
  for (const message of warnings) tell(input, "warning", message);
  if (v.apply !== undefined) return applyCommand().runApply(v.apply, settings, io, term);
  const reporter = json ? json.handle : new EventPrinter(term, v.verbose).handle;
  const hooks = {
    reporter,
    confirm: cliConfirm(io, v.yesAlways, askYesNo, (diff) => term.diff(diff, "err")),
    mapReporter: json ? json.mapWarnings : progressReporter(term),
  };
  await confirmNewFiles(settings, io, hooks.confirm);
  const session = await setupSession(settings, io, {
    env: withSetEnv(env, settings),
    gitRoot,
    hooks,
    userSettings: loaded.userSettings,
    start: startNeeds(settings, json !== undefined),
    mcpServers: loaded.mcpServers,
  });
  // A signal ends the process without the finally below: the servers' children are sent SIGTERM then.
  const killServers = () => session.mcp?.killNow();
  process.once("exit", killServers);
  // Instruction sources that failed (a URL, a refused symlink) and alias words expanded (the one name
  // not sent as typed) are said on every path, --json included; on stderr, as stdout may be a prompt dump.
  for (const message of session.instructions.warnings) tell(input, "warning", message);
  for (const message of aliasNotices(roleModels(session.coder.options))) tell(input, "info", message);
  sayEndOfLife(session, input);
  try {
    return await runWithSession(session, input);
  } finally {
    // A request that failed without a word leaves no spinner behind the error main prints, and a reply
    // cut off mid-line leaves that line ended: the error starts on its own.
    term.stopWaiting();
    term.endLine();
    // The chat log's first entry started keeping kerf's files out of git: done before the exit.
    await session.chatLog.settled();
    // What changed since the last turn (files added, a mode switched) is in the session log for a resume.
    await session.sessionLog.close(session.coder).catch(() => undefined);
    await session.mcp?.close();
    process.removeListener("exit", killServers);
  }
}

async function runWithSession(session: Session, input: CommandInput): Promise<number> {
  const { term, json } = input;
  const v = session.settings.values;
  if (v.showRepoMap) return showRepoMap(session, term);
  const message = await messageFrom(session);
  if (v.showPrompts) return showPrompts(session, term, message);
  if (message === undefined) return replCommand().runSession(session, term);
  if (json) {
    const mcpServers = mcpServersAtStart(session.mcp);
    json.emit({
      type: "start",
      model: session.coder.options.model.name,
      editFormat: session.coder.editFormat,
      files: [...session.coder.files],
      ...(mcpServers.length > 0 ? { mcpServers } : {}),
    });
  } else await printBanner(session, term);
  const { code, result } = await runOnce(session, message, (change) =>
    json ? json.emit({ type: "fallback", ...change }) : term.err(term.color.yellow(change.message)),
  );
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

function tell(input: Pick<CommandInput, "term" | "json">, type: "warning" | "info", message: string): void {
  const { term, json } = input;
  if (json) json.emit({ type, message });
  else term.err(type === "warning" ? term.color.yellow(`warning: ${message}`) : term.color.dim(message));
}

/** A model retiring soon is said before any request goes (a prompt or map dump sends none): an info
 *  event under --json, else a dim line on stderr, like the alias lines. */
function sayEndOfLife(session: Session, input: Pick<CommandInput, "term" | "json">): void {
  const v = session.settings.values;
  if (v.showPrompts || v.showRepoMap) return;
  const notices = endOfLifeNotices(
    roleModels(session.coder.options),
    new Date(),
    protocolOf(() => session.llm()),
  );
  // A notice like the alias lines (an "info" event under --json): nothing is wrong with this run yet.
  for (const message of notices) tell(input, "info", message);
}

// The interactive session and `--apply` load only when asked for: `--show-repo-map`, `--show-prompts`
// and `-m` runs never pay for the REPL's commands and watcher or the patch-file reader.
/* eslint-disable @typescript-eslint/no-require-imports */
const replCommand = () => require("./repl/run-session.js") as typeof import("./repl/run-session.js");
const applyCommand = () => require("./apply-command.js") as typeof import("./apply-command.js");
/* eslint-enable @typescript-eslint/no-require-imports */

/** Loads the settings; on an interactive terminal, offers to trust files whose powerful keys were
 *  ignored and loads again with the answer. */
async function loadTrusted(
  args: ParsedArgs,
  io: CliIo,
  gitRoot: string | null,
): Promise<{ loaded: LoadedSettings; warnings: string[] }> {
  let gate = trustGateFor(args, io, false);
  let loaded = await loadSettings(args, io, gitRoot, gate);
  if (gate.untrusted.length > 0 && args.given.json !== true && (await askToTrust(gate, io))) {
    gate = trustGateFor(args, io, false);
    loaded = await loadSettings(args, io, gitRoot, gate);
  }
  return { loaded, warnings: [...loaded.warnings, ...trustWarnings(gate)] };
}

/** A word on the command line that is no file becomes one only when the user says so (or
 *  --yes-always): a typo never starts a session, so nothing (log, exclude line) is written for it. */
async function confirmNewFiles(settings: Settings, io: CliIo, confirm: Confirm): Promise<void> {
  for (const file of settings.files) {
    if (existsSync(path.resolve(io.cwd, file))) continue;
    if (!(await confirm({ kind: "create-file", path: file })))
      throw new UsageError(`${file}: no such file; nothing was created`);
  }
}

/** What this run shows before its work: a start block unless --json, --show-repo-map or
 *  --show-prompts; the REPL when no message is given. */
function startNeeds(settings: Settings, json: boolean): StartNeeds {
  const v = settings.values;
  const block = !json && v.showRepoMap !== true && v.showPrompts !== true;
  return { block, repl: block && v.message === undefined && v.messageFile === undefined };
}
