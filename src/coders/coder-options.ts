// Everything a coder is built from. Types only: the CLI or a library user fills this in.
import type { ChatMessage } from "../core/chat-message.js";
import type { GitRepo } from "../git/git-repo.js";
import type { Instructions } from "../instructions/load-instructions.js";
import type { LlmClient } from "../llm/llm-client.js";
import type { ResolvedModel } from "../models/resolve-model.js";
import type { PlatformFacts } from "../prompts/platform-text.js";
import type { RepoMap } from "../repomap/repo-map.js";
import type { Confirm, Reporter } from "./coder-events.js";

export interface CoderOptions {
  /** Absolute project root; no file outside it is ever written. */
  root: string;
  model: ResolvedModel;
  llm: LlmClient;
  /** Default: the model's settings. */
  editFormat?: string;
  /** Chat files (editable), relative to root. */
  files?: readonly string[];
  readOnlyFiles?: readonly string[];
  /** Folders besides the root that chat and read-only files may really lie in (the user's config
   *  folder); anything else, a symlink out of the project included, is refused with a warning. */
  readRoots?: readonly string[];
  /** Commit messages and history summaries; default the main model. */
  weakModel?: ResolvedModel | null;
  /** The architect's editor; default from the model settings. */
  editorModel?: ResolvedModel | null;
  editorEditFormat?: string | null;
  reporter?: Reporter;
  /** Default: yes to everything when `yesAlways`, else no. */
  confirm?: Confirm;
  yesAlways?: boolean;
  /** The architect hands its plan to the editor without asking. */
  autoAcceptArchitect?: boolean;
  git?: GitRepo | null;
  autoCommits?: boolean;
  dirtyCommits?: boolean;
  dryRun?: boolean;
  stream?: boolean;
  maxReflections?: number;
  lintCmd?: string | null;
  testCmd?: string | null;
  autoLint?: boolean;
  autoTest?: boolean;
  repoMap?: RepoMap | null;
  /** The map's token ceiling; 0 turns the map off; default from the model. */
  mapTokens?: number;
  /** Multiplier for the map budget when no file is in the chat (default 2). */
  mapMultiplierNoFiles?: number;
  instructions?: Instructions | null;
  baseInstructions?: string | null;
  platform: PlatformFacts;
  language?: string | null;
  cachePrompts?: boolean;
  /** Earlier turns to continue from. */
  history?: readonly ChatMessage[];
  /** Summarise history that grows over budget after each turn (default true). A one-shot run
   *  (`-m`) turns it off: its history is thrown away, so a summary request would be wasted. */
  summarizeHistory?: boolean;
  signal?: AbortSignal;
}
