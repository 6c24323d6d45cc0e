// The coder's options for a session: the flags that map straight onto CoderOptions (one line each,
// from typed settings, no fallbacks: the defaults live in the flag table), plus the parts setup built.
import os from "node:os";
import path from "node:path";
import type { ChatMessage } from "../core/chat-message.js";
import type { CoderOptions } from "../coders/coder-options.js";
import type { Confirm, Reporter } from "../coders/coder-events.js";
import type { GitRepo } from "../git/git-repo.js";
import type { LlmClient } from "../llm/llm-client.js";
import { resolveUserLanguage } from "../prompts/user-language.js";
import type { RepoMap } from "../repomap/repo-map.js";
import { preambleParts } from "./instruction-options.js";
import type { SessionModels } from "./session-models.js";
import type { SessionPrompts } from "./session-prompts.js";
import { textOptions } from "./text-options.js";
import type { KerfSettings } from "./settings-schema.js";

/** What setup built before the coder: everything the options refer to besides the flags. */
export interface CoderParts {
  root: string;
  cwd: string;
  env: Record<string, string | undefined>;
  git: GitRepo | null;
  branch: string | null;
  models: SessionModels;
  prompts: SessionPrompts;
  repoMap: RepoMap | null;
  files: string[];
  readOnlyFiles: string[];
  readRoots: string[];
  restored: ChatMessage[];
  llm: LlmClient;
  reporter: Reporter;
  confirm: Confirm;
  signal?: AbortSignal;
}

/** The flags that are coder options as they stand. */
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

export function coderOptionsFor(v: KerfSettings, parts: CoderParts): CoderOptions {
  const { models, prompts, restored } = parts;
  return {
    ...flagCoderOptions(v),
    root: parts.root,
    model: models.model,
    weakModel: models.weakModel,
    editorModel: models.editorModel,
    editorEditFormat: models.editorEditFormat,
    llm: parts.llm,
    editFormat: models.editFormat,
    files: parts.files,
    readOnlyFiles: parts.readOnlyFiles,
    readRoots: parts.readRoots,
    // A one-shot run's history is thrown away, unless it was restored from the chat-history file.
    summarizeHistory: restored.length > 0 || (v.message === undefined && v.messageFile === undefined),
    reporter: parts.reporter,
    confirm: parts.confirm,
    git: parts.git,
    repoMap: parts.repoMap,
    instructions: prompts.instructions,
    skills: prompts.skills,
    baseInstructions: prompts.base?.text ?? null,
    baseInstructionsSource: prompts.base?.source ?? null,
    developerInstructions: prompts.developer?.text ?? null,
    developerInstructionsSource: prompts.developer?.source ?? null,
    platform: platformFacts(v, parts),
    language: resolveUserLanguage({ explicit: v.chatLanguage, env: parts.env }),
    ...(restored.length > 0 ? { history: restored } : {}),
    signal: parts.signal,
  };
}

function platformFacts(v: KerfSettings, parts: CoderParts): CoderOptions["platform"] {
  return {
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    shell: parts.env.SHELL,
    date: new Date(),
    isGitRepo: parts.git !== null,
    cwd: parts.cwd,
    branch: parts.branch,
    lintCmd: v.lintCmd ?? null,
    testCmd: v.testCmd ?? null,
  };
}

/** A chat file named on the command line or by `--file`, as a root-relative POSIX path. */
export function rootRelative(root: string, cwd: string, file: string): string {
  return path.relative(root, path.resolve(cwd, file)).split(path.sep).join("/");
}
