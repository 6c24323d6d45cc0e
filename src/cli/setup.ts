// Turns merged settings into a ready session: models, endpoint, git, repo map, instructions, platform
// facts and the coder. The one place where flags meet the library.
import os from "node:os";
import path from "node:path";
import "../coders/index.js";
import { Coder } from "../coders/base-coder.js";
import type { Confirm, Reporter } from "../coders/coder-events.js";
import type { CoderOptions } from "../coders/coder-options.js";
import { GitRepo } from "../git/git-repo.js";
import { loadBaseInstructions } from "../instructions/load-base-instructions.js";
import { loadInstructions, type Instructions } from "../instructions/load-instructions.js";
import type { EndpointInput } from "../llm/endpoint.js";
import type { LlmClient } from "../llm/llm-client.js";
import { createRoutedLlmClient } from "../llm/routed-client.js";
import { resolveModel, type ResolvedModel } from "../models/resolve-model.js";
import { modelRoles, routedLike } from "../models/model-roles.js";
import { modelSettingsPaths } from "../models/model-settings-paths.js";
import { loadModelSettingsFiles, type UserModelEntry } from "../models/user-model-settings.js";
import { resolveUserLanguage } from "../prompts/user-language.js";
import { RepoMap, type RefreshMode } from "../repomap/repo-map.js";
import type { RepoMapReporter } from "../repomap/repo-map-events.js";
import type { CliIo } from "./cli-io.js";
import { recoverOnStart } from "../edits/write/write-files.js";
import { instructionPlaces, preambleParts } from "./instruction-options.js";
import { discoverSkills } from "../instructions/skills.js";
import { loadPlugins } from "./plugins.js";
import type { ChatHistoryFile } from "./chat-history-file.js";
import { chosenModel } from "./model-shortcuts.js";
import { expandReadFiles } from "./read-files.js";
import { userConfigDir } from "./project-trust.js";
import { endpointInput } from "./provider-flags.js";
import { openSessionHistory } from "./session-history.js";
import { sessionSecrets } from "./session-secrets.js";
import { withSessionReasoning } from "./session-reasoning.js";
import type { Settings } from "./settings.js";

export const DEFAULT_MODEL = "gpt-4o";

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
}

export interface SetupHooks {
  reporter: Reporter;
  confirm: Confirm;
  mapReporter?: RepoMapReporter;
  signal?: AbortSignal;
}

const str = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : undefined;
const list = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

export async function setupSession(
  settings: Settings,
  io: CliIo,
  ctx: {
    env: Record<string, string | undefined>;
    gitRoot: string | null;
    hooks: SetupHooks;
    /** Already loaded through the trust gate (load-settings.ts); read here only when absent. */
    userSettings?: UserModelEntry[];
  },
): Promise<Session> {
  const v = settings.values;
  const plugins = await loadPlugins(list(v.plugin), io.cwd);
  const useGit = v.git !== false;
  const git = useGit && ctx.gitRoot ? await GitRepo.open(ctx.gitRoot) : null;
  const root = git?.root ?? ctx.gitRoot ?? io.cwd;
  if (git && v.gitignore !== false) await git.ensureExcluded(".kerf/").catch(() => undefined);
  await recoverOnStart(root, { notice: (message) => ctx.hooks.reporter({ type: "warning", message }) });
  const secrets = sessionSecrets(settings, ctx.env);
  const history = await openSessionHistory(settings, root, io.cwd, git, secrets);
  const reporter: Reporter = (event) => {
    history.log.record(event);
    ctx.hooks.reporter(event);
  };
  const home = ctx.env.HOME ?? os.homedir();
  const userSettings =
    ctx.userSettings ??
    (await loadModelSettingsFiles(
      modelSettingsPaths({
        home,
        gitRoot: ctx.gitRoot,
        cwd: io.cwd,
        flagFile: str(v.modelSettingsFile) && path.resolve(io.cwd, str(v.modelSettingsFile) as string),
      }),
    ));
  const resolve = (name: string) => resolveModel(name, { userSettings });
  const model = withSessionReasoning(resolve(chosenModel(settings) ?? DEFAULT_MODEL), settings);
  const roles = modelRoles(model.settings);
  // A role model named by the settings goes the main model's way (openrouter/…, gemini/…).
  const weakModel = resolve(str(v.weakModel) ?? routedLike(model, roles.weak));
  const editorModel = resolve(str(v.editorModel) ?? routedLike(model, roles.editor));
  const { editFormat, editFormatSource } = chooseEditFormat(settings, model);
  const places = instructionPlaces(settings, { env: ctx.env, home, cwd: io.cwd, gitRoot: ctx.gitRoot });
  const instructions = await loadInstructions(places.options);
  const found =
    v.skills === false
      ? { skills: [], warnings: [] }
      : await discoverSkills({ root: ctx.gitRoot ?? io.cwd, globalDirs: places.configDirs, home });
  instructions.warnings.push(...found.warnings);
  const base = await userText(settings, io.cwd, "systemPromptFile", "baseInstructions");
  const developer = await userText(settings, io.cwd, "developerInstructionsFile", "developerInstructions");
  const repoMap =
    v.mapTokens === 0
      ? null
      : new RepoMap({
          root,
          refresh: (str(v.mapRefresh) ?? "auto") as RefreshMode,
          subtreeOnly: v.subtreeOnly ? io.cwd : undefined,
          reporter: ctx.hooks.mapReporter,
        });
  const readOnlyFiles = await expandReadFiles(list(v.read), { root, cwd: io.cwd });
  const branch = git ? await currentBranch(git) : null;
  const endpoint = endpointInput(settings, ctx.env);
  let llm: LlmClient | undefined;
  const getLlm = () =>
    (llm ??= createRoutedLlmClient({
      endpoint,
      verifySsl: v.verifySsl !== false,
      secrets,
      onRetry: (notice) => reporter({ type: "retry", ...notice }),
      ...(typeof v.timeout === "number" && v.timeout > 0 ? { deadlineMs: v.timeout * 1000 } : {}),
      onWarning: (message) => reporter({ type: "warning", message }),
    }));
  const toRoot = (file: string) => path.relative(root, path.resolve(io.cwd, file)).split(path.sep).join("/");
  const session: Session = {
    settings,
    io,
    env: ctx.env,
    root,
    gitRoot: ctx.gitRoot,
    git,
    model,
    weakModel,
    editorModel,
    editFormat,
    editFormatSource,
    instructions,
    repoMap,
    plugins,
    endpoint,
    chatLog: history.log,
    secrets,
    resolveModel: resolve,
    llm: getLlm,
    coderOptions: (extra = {}) => ({
      root,
      model,
      weakModel,
      editorModel,
      editorEditFormat: str(v.editorEditFormat) ?? roles.editorEditFormat,
      llm: lazyLlm(getLlm),
      editFormat,
      files: [...settings.files, ...list(v.file)].map(toRoot),
      readOnlyFiles,
      readRoots: [userConfigDir(ctx.env)],
      // A one-shot run's history is thrown away, unless it was restored from the chat-history file.
      summarizeHistory:
        history.restored.length > 0 || (typeof v.message !== "string" && typeof v.messageFile !== "string"),
      reporter,
      confirm: ctx.hooks.confirm,
      yesAlways: v.yesAlways === true,
      autoAcceptArchitect: v.autoAcceptArchitect === true,
      git,
      autoCommits: v.autoCommits !== false,
      dirtyCommits: v.dirtyCommits !== false,
      dryRun: v.dryRun === true,
      stream: v.stream !== false,
      maxReflections: typeof v.maxReflections === "number" ? v.maxReflections : 3,
      lintCmd: str(v.lintCmd) ?? null,
      testCmd: str(v.testCmd) ?? null,
      autoLint: v.autoLint === true,
      autoTest: v.autoTest === true,
      repoMap,
      ...(typeof v.mapTokens === "number" ? { mapTokens: v.mapTokens } : {}),
      mapMultiplierNoFiles: typeof v.mapMultiplierNoFiles === "number" ? v.mapMultiplierNoFiles : 2,
      instructions,
      skills: found.skills,
      turnPreamble: preambleParts(v.turnPreamble),
      baseInstructions: base?.text ?? null,
      baseInstructionsSource: base?.source ?? null,
      developerInstructions: developer?.text ?? null,
      developerInstructionsSource: developer?.source ?? null,
      platform: {
        os: `${os.type()} ${os.release()} ${os.arch()}`,
        shell: ctx.env.SHELL,
        date: new Date(),
        isGitRepo: git !== null,
        cwd: io.cwd,
        branch,
        lintCmd: str(v.lintCmd) ?? null,
        testCmd: str(v.testCmd) ?? null,
      },
      language: resolveUserLanguage({ explicit: str(v.chatLanguage), env: ctx.env }),
      cachePrompts: v.cachePrompts === true,
      ...(history.restored.length > 0 ? { history: history.restored } : {}),
      ...(typeof v.maxChatHistoryTokens === "number" ? { maxChatHistoryTokens: v.maxChatHistoryTokens } : {}),
      signal: ctx.hooks.signal,
      ...extra,
    }),
    coder: undefined as unknown as Coder,
  };
  session.coder = Coder.create(session.coderOptions());
  // A coder built `from` another summarises inherited history over budget before its first request.
  if (history.restored.length > 0) session.coder = Coder.create({ from: session.coder });
  return session;
}

/** Text the user gave as a file flag or as a text key; the file wins. A named file must be readable. */
async function userText(
  settings: Settings,
  cwd: string,
  fileKey: string,
  textKey: string,
): Promise<{ text: string; source: string } | null> {
  const v = settings.values;
  const file = str(v[fileKey]);
  const flag = (key: string) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  const origin = (key: string) =>
    settings.sources[key] === "command line" ? flag(key) : settings.sources[key];
  if (file)
    return {
      text: await loadBaseInstructions(path.resolve(cwd, file)),
      source: `${file} (${origin(fileKey)})`,
    };
  const text = str(v[textKey]);
  return text ? { text, source: `${origin(textKey) ?? flag(textKey)}` } : null;
}

/** The checked-out branch, or null on a detached HEAD or an unborn branch. */
async function currentBranch(git: GitRepo): Promise<string | null> {
  const result = await git.git(["symbolic-ref", "--quiet", "--short", "HEAD"], [0, 1, 128]).catch(() => null);
  const name = result?.stdout.trim();
  return name ? name : null;
}

function chooseEditFormat(
  settings: Settings,
  model: ResolvedModel,
): { editFormat: string; editFormatSource: string } {
  const v = settings.values;
  if (v.architect === true)
    return { editFormat: "architect", editFormatSource: `--architect (${settings.sources.architect})` };
  for (const key of ["editFormat", "chatMode"]) {
    const value = str(v[key]);
    if (value) return { editFormat: value, editFormatSource: settings.sources[key] ?? "command line" };
  }
  return { editFormat: model.settings.editFormat, editFormatSource: `from ${model.sources.editFormat}` };
}

/** An LLM client whose creation (and so the API-key check) waits for the first request. */
function lazyLlm(get: () => LlmClient): LlmClient {
  return {
    get baseURL() {
      return get().baseURL;
    },
    get baseUrl() {
      return get().baseURL;
    },
    chat: (request) => get().chat(request),
  };
}
