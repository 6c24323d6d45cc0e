// Turns merged, typed settings into a ready session: the project (git, root, recovery, chat-history
// log, what start-up asks git), the prompt text the user adds, the repo map and the coder. The one
// place where flags meet the coder's options; the models are chosen in session-models.ts, and no
// step repeats a default (they live in the flag table). The coder holds its format and models: the
// session keeps none of them (read them from `session.coder`).
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import "../coders/index.js";
import { Coder } from "../coders/base-coder.js";
import type { Confirm, Reporter } from "../coders/coder-events.js";
import type { CoderOptions } from "../coders/coder-options.js";
import { recoverOnStart } from "../edits/write/write-files.js";
import { GitRepo } from "../git/git-repo.js";
import type { EndpointInput } from "../llm/endpoint.js";
import type { LlmClient } from "../llm/llm-client.js";
import { SpendMeter } from "../llm/spend-cap.js";
import type { ResolvedModel } from "../models/resolve-model.js";
import type { UserModelEntry } from "../models/user-model-settings.js";
import { resolveUserLanguage } from "../prompts/user-language.js";
import { discoverFiles } from "../repomap/discover-files.js";
import { mapTurnedOff } from "../repomap/map-tokens.js";
import { RepoMap } from "../repomap/repo-map.js";
import type { RepoMapReporter } from "../repomap/repo-map-events.js";
import type { SessionLog } from "../sessions/index.js";
import { stateDirRefusal } from "../trust/index.js";
import { openChatHistory, type ChatHistory, type ChatHistoryFile } from "./chat-history-file.js";
import type { CliIo } from "./cli-io.js";
import { attribution } from "./git-options.js";
import { preambleParts } from "./instruction-options.js";
import { sessionSecrets } from "./load-settings.js";
import { mapRefreshMode } from "./map-refresh.js";
import { sessionMcpHub } from "./mcp-config.js";
import type { McpServerConfig } from "../mcp-tools/config-entries.js";
import type { McpHub } from "../mcp-tools/mcp-hub.js";
import { loadPlugins } from "./plugins.js";
import { userConfigDir } from "./project-trust.js";
import { endpointInput } from "./provider-flags.js";
import { expandReadFiles } from "./read-files.js";
import { chooseModels, llmOnFirstUse, sessionClient, type SessionModels } from "./session-models.js";
import type { Instructions } from "../instructions/load-instructions.js";
import { gatherPrompts, type SessionPrompts } from "./session-prompts.js";
import { openSessionLog, type SessionStart } from "./session-resume.js";
import type { Settings } from "./settings.js";
import type { KerfSettings } from "./settings-schema.js";
import { textOptions } from "./text-options.js";

export interface Session {
  settings: Settings;
  io: CliIo;
  env: Record<string, string | undefined>;
  root: string;
  gitRoot: string | null;
  git: GitRepo | null;
  /** The edit format the session started in and where it came from: the start block names the
   *  source, and /code returns to it. The current format is the coder's (`coder.editFormat`). */
  formatAtStart: { name: string; source: string };
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
  /** Built on first use: commands that never reach a model need no key. Every request it sends is
   *  checked against the spend caps first. */
  llm(): LlmClient;
  /** What the session has sent and spent (the spend caps' meter). */
  spend: SpendMeter;
  /** The current coder: it holds the edit format, the models and every option. The REPL replaces it. */
  coder: Coder;
  /** Git's and the file listing's answers, asked once at start (the start block and REPL read them). */
  atStart: StartState;
  /** The MCP servers offered to the model (null: none defined); closed when the command ends. */
  mcp: McpHub | null;
  /** The session's log in kerf's state folder (resume, /sessions, /rewind, /redo). */
  sessionLog: SessionLog;
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
  /** The MCP servers the config files define (load-settings.ts). */
  mcpServers?: readonly McpServerConfig[];
  /** `kerf acp`: the stored session session/load goes on with, or null for a new one (session-resume.ts). */
  load?: string | null;
}

export async function setupSession(settings: Settings, io: CliIo, ctx: SetupContext): Promise<Session> {
  const { env, gitRoot } = ctx;
  const { loaded: plugins, layerTransforms } = await loadPlugins(settings.values.plugin, io.cwd);
  const project = await openProject(settings, io, ctx);
  const models = chooseModels(settings, ctx.userSettings, env);
  const context = { ...project, resolveModel: models.resolve, load: ctx.load };
  const sessionStart = await openSessionLog(settings, env, context);
  const home = env.HOME ?? os.homedir();
  const prompts = await gatherPrompts(settings, { env, home, cwd: io.cwd, gitRoot });
  const endpoint = endpointInput(settings, env);
  const spend = new SpendMeter();
  const first = llmOnFirstUse(settings.values, endpoint, project.reporter, project.secrets);
  const llm = sessionClient(settings.values, first, models, spend);
  const repoMap = repoMapFor(settings, { ...project, cwd: io.cwd }, ctx.hooks.mapReporter);
  const built = { project, models, prompts, repoMap, llm, sessionStart };
  const options = await coderOptionsFor(settings, io, ctx, built);
  const mcp = sessionMcpHub(ctx.mcpServers ?? [], {
    env: io.env,
    root: project.root,
    secrets: project.secrets,
  });
  let coder = Coder.create({ ...options, transformLayers: layerTransforms, mcp });
  // A coder built `from` another summarises inherited history over budget before its first request.
  if (project.history.restored.length > 0 || built.sessionStart.resumed)
    coder = Coder.create({ from: coder });
  return {
    settings,
    io,
    env,
    root: project.root,
    gitRoot,
    git: project.git,
    formatAtStart: { name: models.editFormat, source: models.editFormatSource },
    instructions: prompts.instructions,
    repoMap,
    plugins,
    endpoint,
    chatLog: project.history.log,
    secrets: project.secrets,
    resolveModel: models.resolve,
    llm: () => llm,
    spend,
    coder,
    atStart: project.atStart,
    mcp,
    sessionLog: sessionStart.log,
  };
}

interface Project {
  git: GitRepo | null;
  root: string;
  history: ChatHistory;
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
  const history = await openChatHistory(settings, { root, cwd: io.cwd, git }, secrets, warn, later);
  const atStart = askStartState(git, root, ctx.start ?? { block: false, repl: false });
  const reporter: Reporter = (event) => {
    history.log.record(event);
    ctx.hooks.reporter(event);
  };
  return { git, root, history, reporter, secrets, atStart };
}

/** What the run will show: a start block (git state, map size) and the REPL (file completion). */
export interface StartNeeds {
  block: boolean;
  repl: boolean;
}

/** What start-up asks git and the file listing, each once: the branch (for the coder), the dirty files
 *  (for the start block) and the project's file list (the start block, the REPL's completion, --read
 *  globs). */
export interface StartState {
  branch: Promise<string | null>;
  /** Tracked files with changes, null when git could not say; undefined when not asked. */
  dirty: Promise<string[] | null> | undefined;
  /** The whole project's files (null when they cannot be listed): listed once, by git only when the
   *  session has a repository. */
  files(): Promise<string[] | null>;
}

/** Called once the work tree is recovered and kerf's files are excluded, so the answers see the
 *  project as the session will. Questions the run will surely need are asked at once, so they run
 *  while the rest of setup does; the file list is otherwise asked on first use and then shared. */
function askStartState(git: GitRepo | null, root: string, needs: StartNeeds): StartState {
  let listed: Promise<string[] | null> | undefined;
  const listing = { root, git: git !== null, gitTimeoutMs: git?.timeoutMs };
  const files = () => (listed ??= discoverFiles(listing).catch(() => null));
  if (needs.repl) void files();
  return {
    branch: git ? git.branch() : Promise.resolve(null),
    dirty: git && needs.block ? git.dirtyFiles().catch(() => null) : undefined,
    files,
  };
}

/** The session's repo map, or null when `--map-tokens` turns it off (nothing is ever scanned). */
function repoMapFor(
  settings: Settings,
  places: { root: string; cwd: string; git: GitRepo | null },
  reporter: RepoMapReporter | undefined,
): RepoMap | null {
  const v = settings.values;
  if (mapTurnedOff(v.mapTokens)) return null;
  const { root, cwd } = places;
  const git = places.git !== null;
  const gitTimeoutMs = places.git?.timeoutMs;
  const refresh = mapRefreshMode(settings);
  const subtreeOnly = v.subtreeOnly ? cwd : undefined;
  return new RepoMap({ root, refresh, subtreeOnly, git, gitTimeoutMs, reporter });
}

/** The flags that are coder options as they stand (one line each, from typed settings, no fallbacks:
 *  the defaults live in the flag table). */
export function flagCoderOptions(v: KerfSettings) {
  const text = textOptions(v);
  return {
    yesAlways: v.yesAlways,
    autoAcceptArchitect: v.autoAcceptArchitect,
    autoCommits: v.autoCommits,
    commitPrompt: v.commitPrompt ?? null,
    encoding: text.encoding,
    newFileLineEndings: text.newFileEol,
    dirtyCommits: v.dirtyCommits,
    dryRun: v.dryRun,
    stream: v.stream,
    maxReflections: v.maxReflections,
    lintCmd: v.lintCmd ?? null,
    testCmd: v.testCmd ?? null,
    autoLint: v.autoLint,
    autoTest: v.autoTest,
    ...(v.mapTokens !== undefined ? { mapTokens: v.mapTokens } : {}),
    mapMultiplierNoFiles: v.mapMultiplierNoFiles,
    turnPreamble: preambleParts(v.turnPreamble),
    cachePrompts: v.cachePrompts,
    ...(v.maxChatHistoryTokens !== undefined ? { maxChatHistoryTokens: v.maxChatHistoryTokens } : {}),
  } satisfies Partial<CoderOptions>;
}

/** The first coder's options: the flags, the models, the prompts, and what setup built — the chat and
 *  read-only files, the branch, the repo map and the model client (built on first use). */
async function coderOptionsFor(
  settings: Settings,
  io: CliIo,
  ctx: SetupContext,
  built: {
    project: Project;
    models: SessionModels;
    prompts: SessionPrompts;
    repoMap: RepoMap | null;
    llm: LlmClient;
    sessionStart: SessionStart;
  },
): Promise<CoderOptions> {
  const v = settings.values;
  const { project, models, prompts } = built;
  const { root, git, history, atStart } = project;
  const restored = history.restored;
  const { log, resumed } = built.sessionStart;
  const named = [...settings.files, ...v.file].map((file) => rootRelative(root, io.cwd, file));
  const readOnlyFiles = await expandReadFiles(v.read, { root, cwd: io.cwd, list: atStart.files });
  const platform = {
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    shell: ctx.env.SHELL,
    date: new Date(),
    isGitRepo: git !== null,
    cwd: io.cwd,
    branch: await atStart.branch,
    lintCmd: v.lintCmd ?? null,
    testCmd: v.testCmd ?? null,
  };
  return {
    ...flagCoderOptions(v),
    root,
    model: models.model,
    weakModel: models.weakModel,
    editorModel: models.editorModel,
    editorEditFormat: models.editorEditFormat,
    // Built on first use, under the spend caps; a stopped request's tokens are estimated locally.
    llm: built.llm,
    editFormat: models.editFormat,
    files: named,
    readOnlyFiles,
    readRoots: [userConfigDir(ctx.env)],
    // A one-shot run's history is thrown away, unless it was restored from the chat-history file.
    summarizeHistory: restored.length > 0 || (v.message === undefined && v.messageFile === undefined),
    reporter: project.reporter,
    confirm: ctx.hooks.confirm,
    git,
    repoMap: built.repoMap,
    instructions: prompts.instructions,
    skills: prompts.skills,
    baseInstructions: prompts.base?.text ?? null,
    baseInstructionsSource: prompts.base?.source ?? null,
    developerInstructions: prompts.developer?.text ?? null,
    developerInstructionsSource: prompts.developer?.source ?? null,
    platform,
    language: resolveUserLanguage({ explicit: v.chatLanguage, env: ctx.env }),
    ...(restored.length > 0 ? { history: restored } : {}),
    signal: ctx.hooks.signal,
    onTurnDone: log.turnDone,
    // A resumed session's history, files, mode, models, start facts and prompt state; files named now join.
    ...resumed,
    ...(resumed && {
      files: [...new Set([...(resumed.files ?? []), ...named])],
      readOnlyFiles: [...new Set([...(resumed.readOnlyFiles ?? []), ...readOnlyFiles])],
      summarizeHistory: true,
    }),
  };
}

/** A chat file named on the command line or by `--file`, as a root-relative POSIX path. */
function rootRelative(root: string, cwd: string, file: string): string {
  return path.relative(root, path.resolve(cwd, file)).split(path.sep).join("/");
}
