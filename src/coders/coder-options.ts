// Everything a coder is built from. Types only: the CLI or a library user fills this in.
import type { LayerTransform } from "../chunks/transform-layers.js";
import type { ChatMessage } from "../core/chat-message.js";
import type { GitRepo } from "../git/git-repo.js";
import type { Instructions } from "../instructions/load-instructions.js";
import type { LlmClient } from "../llm/llm-client.js";
import type { McpTools } from "../mcp-tools/mcp-hub.js";
import type { ResolvedModel } from "../models/resolve-model.js";
import type { PlatformFacts } from "../prompts/platform-text.js";
import type { RepoMap } from "../repomap/repo-map.js";
import type { Skill } from "../instructions/skills.js";
import type { Coder } from "./base-coder.js";
import type { Workspace } from "../edits/workspace/workspace.js";
import type { Confirm, Reporter } from "./coder-events.js";
import type { PromptSnapshot } from "./prompt-state.js";
import type { TurnResult } from "./turn.js";
import type { PreambleParts } from "./turn-context.js";

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
  /** This coder is an architect's editor: its requests carry the format's editor prompts, the files,
   *  the instructions and the plan; no repo map, examples, history, base prompt or environment. */
  asEditor?: boolean;
  /** The architect hands its plan to the editor without asking. */
  autoAcceptArchitect?: boolean;
  git?: GitRepo | null;
  autoCommits?: boolean;
  /** Replaces the system text of the commit-message request (Aider's --commit-prompt). */
  commitPrompt?: string | null;
  dirtyCommits?: boolean;
  dryRun?: boolean;
  /** The encoding chat files are read and edited in (an iconv-lite name; default UTF-8). */
  encoding?: string;
  /** Line endings of files the model creates (default LF); existing files keep their own. */
  newFileLineEndings?: "lf" | "crlf";
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
  /** Replaces the model's base prompt (layer 1's base text); the mode text and format rules still follow. */
  baseInstructions?: string | null;
  /** Where the override came from, for --show-prompts --explain (e.g. "--system-prompt-file x.md"). */
  baseInstructionsSource?: string | null;
  /** Layer 2: developer instructions, sent as a message of their own. */
  developerInstructions?: string | null;
  developerInstructionsSource?: string | null;
  platform: PlatformFacts;
  /** Skills (SKILL.md) to list in the user instructions and to activate per message. */
  skills?: readonly Skill[];
  /** Which parts of the per-turn preamble are sent (all by default); false sends none. */
  turnPreamble?: PreambleParts | false;
  /** The clock for the per-turn preamble (default: the system clock). */
  clock?: () => Date;
  /** IANA time zone for the preamble's local time (default: the runtime's own). */
  timeZone?: string;
  language?: string | null;
  cachePrompts?: boolean;
  /**
   * Rewrite the prompt layers before each request (OpenCode's system transform; the CLI takes them from
   * plugins). A transform that empties the layers or fails leaves the original stack, with a warning.
   */
  transformLayers?: LayerTransform | readonly LayerTransform[];
  /** A resumed session's prompt state (pinned file copies, change notes, the ranked map): the first
   *  request is built from the same bytes as the last one before the exit (docs/sessions.md). */
  promptSnapshot?: PromptSnapshot;
  /** Earlier turns to continue from. */
  history?: readonly ChatMessage[];
  /** History above this many tokens is summarised; default from the model's context window. */
  maxChatHistoryTokens?: number;
  /** Summarise history that grows over budget after each turn (default true). A one-shot run
   *  (`-m`) turns it off: its history is thrown away, so a summary request would be wasted. */
  summarizeHistory?: boolean;
  signal?: AbortSignal;
  /** The session's MCP servers: a tool-call format offers their search and call tools (mcp-tools.md). */
  mcp?: McpTools | null;
  /** Told after each turn, once it is in the history, with the coder that ran it and what came of it
   *  (the session log records it); told too, before `run` throws, about a turn stopped by an error or an
   *  abort after some of its edits were written (`interrupted`; not in the history). An architect's
   *  editor tells its architect, which folds the editor's turn into its own. */
  onTurnDone?: (coder: Coder, result: TurnResult) => void | Promise<void>;
  /** Where chat files are read and edits written (an editor's buffers over ACP); default the disk under
   *  `root`, through the safe reader and the disk workspace. Its `root` must be `root`. */
  workspace?: Workspace;
}
