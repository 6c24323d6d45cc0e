// Turns merged, typed settings into a ready session: project (git, root, history), models, prompts,
// repo map, endpoint and the coder. The one place where flags meet the library; each step is a small
// function here or in session-*.ts, and none repeats a default (they live in the flag table).
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import "../coders/index.js";
import { Coder } from "../coders/base-coder.js";
import type { Confirm, Reporter } from "../coders/coder-events.js";
import type { CoderOptions } from "../coders/coder-options.js";
import { recoverOnStart } from "../edits/write/write-files.js";
import { GitRepo } from "../git/git-repo.js";
import type { Instructions } from "../instructions/load-instructions.js";
import type { EndpointInput } from "../llm/endpoint.js";
import { sessionStack } from "../llm/client-stack.js";
import type { LlmClient } from "../llm/llm-client.js";
import type { ResolvedModel } from "../models/resolve-model.js";
import type { UserModelEntry } from "../models/user-model-settings.js";
import { mapTurnedOff } from "../repomap/map-tokens.js";
import { RepoMap } from "../repomap/repo-map.js";
import type { RepoMapReporter } from "../repomap/repo-map-events.js";
import type { ChatHistoryFile } from "./chat-history-file.js";
import type { CliIo } from "./cli-io.js";
import { attribution } from "./git-options.js";
import { mapRefreshMode } from "./map-refresh.js";
import { loadPlugins } from "./plugins.js";
import { userConfigDir } from "./project-trust.js";
import { endpointInput } from "./provider-flags.js";
import { expandReadFiles } from "./read-files.js";
import { coderOptionsFor, rootRelative, type CoderParts } from "./session-coder-options.js";
import { openSessionHistory, type SessionHistory } from "./session-history.js";
import { sessionSecrets } from "./session-secrets.js";
import { askStartState, type StartNeeds, type StartState } from "./setup-start-state.js";
import { llmOnFirstUse } from "./session-llm.js";
import { chooseModels, type SessionModels } from "./session-models.js";
import { gatherPrompts, type SessionPrompts } from "./session-prompts.js";
import type { Settings } from "./settings.js";
import { stateDirRefusal } from "../trust/index.js";

export { DEFAULT_MODEL } from "./session-models.js";

export interface Session {
  settings: Settings;
  io: CliIo;
  env: Record<string, string | undefined>;
  root: string;
  gitRoot: string | null;
  git: GitRepo | null;
  model: ResolvedModel;
  weakModel: ResolvedModel;
  editorModel: ResolvedModel;
  editFormat: string;
  /** Where the edit format came from, for the start-up block. */
  editFormatSource: string;
  instructions: Instructions;
  repoMap: RepoMap | null;
  plugins: string[];
  /** Flags, `--api-key` entries and environment the endpoints are resolved from. */
  endpoint: EndpointInput;
  /** The Markdown log of the session (.kerf.chat.history.md). */
  chatLog: ChatHistoryFile;
  /** Every API key the session could send: masked in output, logs, history and requests. */
  secrets: string[];
  /** Resolves another model name the way the session's were (table + the user's settings files). */
  resolveModel(name: string): ResolvedModel;
  /** Built on first use: commands that never reach a model need no key. */
  llm(): LlmClient;
  coderOptions(extra?: Partial<CoderOptions>): CoderOptions;
  coder: Coder;
  /** Git's and the file listing's answers, asked once at start (the start block and REPL read them). */
  atStart: StartState;
}

export interface SetupHooks {
  reporter: Reporter;
  confirm: Confirm;
  mapReporter?: RepoMapReporter;
  signal?: AbortSignal;
}

export interface SetupContext {
  env: Record<string, string | undefined>;
  gitRoot: string | null;
  hooks: SetupHooks;
  /** The model-settings files' entries, loaded once through the trust gate (load-settings.ts). */
  userSettings: UserModelEntry[];
  /** What the caller will show at start (its git state and file list are asked during setup). */
  start?: StartNeeds;
}

export async function setupSession(settings: Settings, io: CliIo, ctx: SetupContext): Promise<Session> {
  const { env, gitRoot } = ctx;
  const { loaded: plugins, layerTransforms } = await loadPlugins(settings.values.plugin, io.cwd);
  const project = await openProject(settings, io, ctx);
  const home = env.HOME ?? os.homedir();
  const models = chooseModels(settings, ctx.userSettings, env);
  const prompts = await gatherPrompts(settings, { env, home, cwd: io.cwd, gitRoot });
  const { parts, endpoint, llm } = await coderParts(settings, io, ctx, { project, models, prompts });
  const coderOptions = (extra: Partial<CoderOptions> = {}) => ({
    ...coderOptionsFor(settings.values, parts),
    transformLayers: layerTransforms,
    ...extra,
  });
  let coder = Coder.create(coderOptions());
  // A coder built `from` another summarises inherited history over budget before its first request.
  if (project.history.restored.length > 0) coder = Coder.create({ from: coder });
  return {
    settings,
    io,
    env,
    root: project.root,
    gitRoot,
    git: project.git,
    model: models.model,
    weakModel: models.weakModel,
    editorModel: models.editorModel,
    editFormat: models.editFormat,
    editFormatSource: models.editFormatSource,
    instructions: prompts.instructions,
    repoMap: parts.repoMap,
    plugins,
    endpoint,
    chatLog: project.history.log,
    secrets: project.secrets,
    resolveModel: models.resolve,
    llm,
    coderOptions,
    coder,
    atStart: project.atStart,
  };
}

interface Project {
  git: GitRepo | null;
  root: string;
  history: SessionHistory;
  /** Reports to the caller's reporter and records in the chat-history log. */
  reporter: Reporter;
  /** The session's API keys (masked in the log, the requests and the input history). */
  secrets: string[];
  /** Asked once the project is ready; answered while the rest of setup runs. */
  atStart: StartState;
}

/** Git, the project root, recovery of half-written files, and the chat-history log that records
 *  every event the session reports. */
async function openProject(settings: Settings, io: CliIo, ctx: SetupContext): Promise<Project> {
  const v = settings.values;
  const warn = (message: string) => ctx.hooks.reporter({ type: "warning", message });
  const git =
    v.git && ctx.gitRoot
      ? await GitRepo.open(ctx.gitRoot, {
          attribution: attribution(settings),
          onWarning: warn,
          timeoutMs: v.gitTimeout * 1000,
        })
      : null;
  const root = git?.root ?? ctx.gitRoot ?? io.cwd;
  // A .kerf/ folder that does not exist yet is excluded with the chat log's first entry: a session
  // that writes nothing (a mistyped file name) leaves .git/info/exclude as it was.
  const kerfDirNow = git !== null && v.gitignore && existsSync(path.join(root, ".kerf"));
  if (kerfDirNow) await git.ensureExcluded(".kerf/").catch(() => undefined);
  await recoverOnStart(root, { notice: warn });
  const secrets = sessionSecrets(settings.values, ctx.env);
  const stateRefused = stateDirRefusal(path.join(root, ".kerf"), ".kerf");
  if (stateRefused)
    warn(`${stateRefused}: no caches, input history or undo record are kept, and edits are refused`);
  const later = git !== null && v.gitignore && !kerfDirNow ? [".kerf/"] : [];
  const history = await openSessionHistory(settings, root, io.cwd, git, secrets, warn, later);
  const atStart = askStartState(git, root, ctx.start ?? { block: false, repl: false });
  const reporter: Reporter = (event) => {
    history.log.record(event);
    ctx.hooks.reporter(event);
  };
  return { git, root, history, reporter, secrets, atStart };
}

/** Everything the coder's options refer to besides the flags: the repo map, the chat and read-only
 *  files, the branch, and the model client (built on first use). */
async function coderParts(
  settings: Settings,
  io: CliIo,
  ctx: SetupContext,
  built: { project: Project; models: SessionModels; prompts: SessionPrompts },
): Promise<{ parts: CoderParts; endpoint: EndpointInput; llm: () => LlmClient }> {
  const v = settings.values;
  const { git, root, history, reporter } = built.project;
  const places = { root, cwd: io.cwd, git: git !== null, gitTimeoutMs: git?.timeoutMs };
  const repoMap = repoMapFor(settings, places, ctx.hooks.mapReporter);
  const readOnlyFiles = await expandReadFiles(v.read, {
    root,
    cwd: io.cwd,
    list: built.project.atStart.files,
  });
  const branch = await built.project.atStart.branch;
  const endpoint = endpointInput(settings, ctx.env);
  const llm = llmOnFirstUse(v, endpoint, reporter, built.project.secrets);
  const parts: CoderParts = {
    root,
    cwd: io.cwd,
    env: ctx.env,
    git,
    branch,
    models: built.models,
    prompts: built.prompts,
    repoMap,
    files: [...settings.files, ...v.file].map((file) => rootRelative(root, io.cwd, file)),
    readOnlyFiles,
    readRoots: [userConfigDir(ctx.env)],
    restored: history.restored,
    // Built on first use; a stopped request's tokens are estimated locally (the server never reports them).
    llm: sessionStack(llm, built.models.model.settings.tokenizer),
    reporter,
    confirm: ctx.hooks.confirm,
    signal: ctx.hooks.signal,
  };
  return { parts, endpoint, llm };
}

/** The session's repo map, or null when `--map-tokens` turns it off (nothing is ever scanned). */
function repoMapFor(
  settings: Settings,
  places: { root: string; cwd: string; git: boolean; gitTimeoutMs: number | undefined },
  reporter: RepoMapReporter | undefined,
): RepoMap | null {
  const v = settings.values;
  if (mapTurnedOff(v.mapTokens)) return null;
  const { root, cwd, git, gitTimeoutMs } = places;
  const refresh = mapRefreshMode(settings);
  const subtreeOnly = v.subtreeOnly ? cwd : undefined;
  return new RepoMap({ root, refresh, subtreeOnly, git, gitTimeoutMs, reporter });
}
