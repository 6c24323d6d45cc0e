// Every kerf flag as data: its name (Aider's where the concept matches), kind, default and help. The
// command line, the config file keys (`edit-format: whole`), the environment (`KERF_EDIT_FORMAT`) and
// the typed `KerfSettings` (settings-schema.ts) all derive from this one table; a flag is declared once.
import { DEFAULTS, MAP_REFRESH_MODES } from "../core/defaults.js";

export type FlagKind = "string" | "number" | "boolean" | "list";

export interface Flag {
  /** Long name without dashes; also the config key. */
  name: string;
  kind: FlagKind;
  help: string;
  short?: string;
  /** Booleans: also accept `--no-<name>`. */
  negatable?: boolean;
  choices?: readonly string[];
  /** Applied when no source sets the flag; a library default is referenced from DEFAULTS, never
   *  repeated. Booleans without one are false, lists without one are empty. */
  default?: string | number | boolean | readonly string[];
  /** The value placeholder in help. */
  value?: string;
  /** A model shortcut (`--sonnet`): the boolean selects this model name (an alias or table name). */
  model?: string;
  /** Another name for that flag (`yes` → `yes-always`): its value lands there, from every source. */
  aliasOf?: string;
  /** Numbers: only whole numbers (and, without `positive`, none below 0). */
  whole?: boolean;
  /** Numbers: only above 0. */
  positive?: boolean;
  /** Numbers: the smallest accepted (default 0 for `whole`; every number row has a floor). */
  min?: number;
  /** Numbers: the largest accepted; every number row has one, so an absurd value is refused. */
  max?: number;
  /** Lists: each value given may name several, comma-separated (`--languages python,go`). */
  commas?: boolean;
}

/** Aider's model shortcuts: each is a boolean flag that selects a model through the alias table. */
const SHORTCUTS = [
  ["sonnet", "sonnet"],
  ["opus", "opus"],
  ["haiku", "haiku"],
  ["4o", "4o"],
  ["mini", "4o-mini"],
  ["4-turbo", "4-turbo"],
  ["35turbo", "35turbo"],
  ["o1-mini", "o1-mini"],
  ["o1-preview", "o1-preview"],
  ["o3", "o3"],
  ["o3-mini", "o3-mini"],
  ["o4-mini", "o4-mini"],
  ["gpt-5", "gpt-5"],
  ["gemini", "gemini"],
  ["flash", "flash"],
  ["deepseek", "deepseek"],
  ["r1", "r1"],
  ["grok", "grok-3-mini"],
] as const;

interface ShortcutFlag extends Flag {
  name: (typeof SHORTCUTS)[number][0];
  kind: "boolean";
}

function shortcutFlags(): ShortcutFlag[] {
  return SHORTCUTS.map(([name, model]) => ({
    name,
    kind: "boolean",
    model,
    help: `same as --model ${model}`,
  }));
}

/** Parts of the per-turn preamble; all of them unless `--turn-preamble` names some. */
export const PREAMBLE_PARTS = ["time", "git", "skills", "reply", "files"] as const;

/** The table with each row's literal types, from which settings-schema.ts derives `KerfSettings`. */
export const FLAG_ROWS = [
  // Models
  {
    name: "model",
    kind: "string",
    value: "MODEL",
    help: "the main model (alias, table name or provider/name)",
  },
  {
    name: "weak-model",
    kind: "string",
    value: "MODEL",
    help: "model for commit messages and history summaries",
  },
  {
    name: "editor-model",
    kind: "string",
    value: "MODEL",
    help: "model that turns an architect's plan into edits",
  },
  { name: "editor-edit-format", kind: "string", value: "FORMAT", help: "edit format of the editor model" },
  {
    name: "edit-format",
    kind: "string",
    value: "FORMAT",
    // Help lists the registered formats after this (program.ts, help-extras.ts).
    help: "edit format",
  },
  { name: "chat-mode", kind: "string", value: "FORMAT", help: "same as --edit-format" },
  { name: "architect", kind: "boolean", help: "use the architect format (plan, then an editor model edits)" },
  {
    name: "auto-accept-architect",
    kind: "boolean",
    help: "let the editor apply the architect's plan without asking",
  },
  {
    name: "model-settings-file",
    kind: "string",
    value: "FILE",
    help: "extra model settings (YAML; Aider's keys accepted)",
  },
  {
    name: "model-metadata-file",
    kind: "string",
    value: "FILE",
    help: "context windows and prices (LiteLLM JSON, as Aider's .aider.model.metadata.json)",
  },
  { name: "openai-api-base", kind: "string", value: "URL", help: "base URL of any OpenAI-compatible server" },
  { name: "openai-api-key", kind: "string", value: "KEY", help: "API key (default $OPENAI_API_KEY)" },
  {
    name: "api-key",
    kind: "list",
    value: "PROVIDER=KEY",
    help: "a provider's API key, e.g. openrouter=sk-... (repeatable)",
  },
  { name: "set-env", kind: "list", value: "NAME=VALUE", help: "set an environment variable (repeatable)" },
  {
    name: "api",
    kind: "string",
    value: "PROTOCOL",
    choices: ["chat", "responses", "anthropic"],
    help: "wire protocol for every request: chat (completions), responses or anthropic (default: per model)",
  },
  {
    name: "reasoning-effort",
    kind: "string",
    value: "LEVEL",
    help: "reasoning effort for models that take one: low, medium, high",
  },
  {
    name: "thinking-tokens",
    kind: "number",
    value: "N",
    whole: true,
    max: 10_000_000,
    help: "thinking-token budget for models that take one (0: off)",
  },
  {
    name: "verify-ssl",
    kind: "boolean",
    negatable: true,
    default: true,
    help: "verify the model server's TLS certificate",
  },
  { name: "chat-language", kind: "string", value: "LANGUAGE", help: "language the model should answer in" },
  ...shortcutFlags(),
  // Files and messages
  { name: "file", kind: "list", value: "FILE", help: "a file to edit (repeatable; same as naming it)" },
  { name: "read", kind: "list", value: "FILE", help: "a read-only reference file (repeatable)" },
  { name: "message", short: "m", kind: "string", value: "TEXT", help: "run this one message, then exit" },
  { name: "message-file", kind: "string", value: "FILE", help: "run the message in FILE, then exit" },
  { name: "apply", kind: "string", value: "REPLY_FILE", help: "apply a saved model reply, then exit" },
  {
    name: "system-prompt-file",
    kind: "string",
    value: "FILE",
    help: "replace the model's base prompt with this file (format rules still follow)",
  },
  {
    name: "base-instructions",
    kind: "string",
    value: "TEXT",
    help: "replace the model's base prompt with this text (format rules still follow)",
  },
  {
    name: "developer-instructions",
    kind: "string",
    value: "TEXT",
    help: "developer instructions, sent as their own message after the base prompt",
  },
  {
    name: "instructions",
    kind: "list",
    value: "PATH_OR_URL",
    help: "more instruction files (globs allowed) or http(s) URLs (repeatable)",
  },
  {
    name: "user-instructions",
    kind: "string",
    value: "TEXT",
    help: "instructions text added to AGENTS.md's",
  },
  {
    name: "instructions-max-bytes",
    kind: "number",
    value: "N",
    whole: true,
    max: 64 * 1024 * 1024,
    default: DEFAULTS.instructionsMaxBytes,
    help: `bytes of instructions sent, filled nearest file first (default ${DEFAULTS.instructionsMaxBytes})`,
  },
  {
    name: "claude-md",
    kind: "boolean",
    negatable: true,
    default: true,
    help: "read ~/.claude/CLAUDE.md when kerf has no global AGENTS.md",
  },
  {
    name: "turn-preamble",
    kind: "list",
    value: "PARTS",
    default: PREAMBLE_PARTS,
    help: `what the per-turn preamble carries: ${PREAMBLE_PARTS.join(", ")} (none: nothing)`,
  },
  { name: "skills", kind: "boolean", negatable: true, default: true, help: "find and offer SKILL.md skills" },
  {
    name: "developer-instructions-file",
    kind: "string",
    value: "FILE",
    help: "developer instructions read from FILE",
  },
  // Behaviour
  { name: "yes-always", kind: "boolean", help: "answer yes to every confirmation" },
  { name: "yes", kind: "boolean", aliasOf: "yes-always", help: "same as --yes-always" },
  { name: "dry-run", kind: "boolean", help: "show diffs, write nothing" },
  {
    name: "max-reflections",
    kind: "number",
    value: "N",
    whole: true,
    max: 100,
    default: DEFAULTS.maxReflections,
    help: "how often failed edits go back to the model",
  },
  {
    name: "timeout",
    kind: "number",
    value: "SECONDS",
    positive: true,
    max: 24 * 60 * 60,
    help: `total deadline per model request, retries included (default ${DEFAULTS.requestDeadlineSeconds})`,
  },
  // Spend caps and fallbacks (src/llm/spend-cap.ts, src/cli/fallback.ts)
  {
    name: "max-cost",
    kind: "number",
    value: "USD",
    positive: true,
    max: 1e6,
    help: "stop before a request that could take the session's spend over USD dollars",
  },
  {
    name: "max-requests",
    kind: "number",
    value: "N",
    whole: true,
    positive: true,
    max: 1e6,
    help: "stop before the session's request N+1",
  },
  {
    name: "fallback-model",
    kind: "list",
    value: "MODEL",
    commas: true,
    help: "a model to go on with when one fails after its retries on 429, 5xx or overload (repeatable)",
  },
  { name: "stream", kind: "boolean", negatable: true, default: true, help: "stream replies" },
  {
    name: "cache-prompts",
    kind: "boolean",
    help: "mark prompt-cache breakpoints for models that support them",
  },
  // Chat history
  {
    name: "chat-history-file",
    kind: "string",
    value: "FILE",
    help: "the session's Markdown log (default .kerf.chat.history.md in the project root)",
  },
  { name: "restore-chat-history", kind: "boolean", help: "continue from the chat history file's turns" },
  {
    name: "max-chat-history-tokens",
    kind: "number",
    value: "N",
    whole: true,
    max: 10_000_000,
    help: "summarise the history above this many tokens (default from the model)",
  },
  // Sessions (docs/sessions.md)
  {
    name: "continue",
    kind: "boolean",
    help: "resume this project's latest session (its chat, files, mode, model and history)",
  },
  {
    name: "resume",
    kind: "string",
    value: "ID",
    help: "resume the session ID of this project (/sessions lists them)",
  },
  {
    name: "session-log",
    kind: "boolean",
    negatable: true,
    default: true,
    help: "keep this session's log in kerf's state folder (~/.local/state/kerf) for --continue and /rewind after a restart",
  },
  // Git
  {
    name: "git",
    kind: "boolean",
    negatable: true,
    default: true,
    help: "use git (commits, undo); --no-git starts no git process",
  },
  {
    name: "git-timeout",
    kind: "number",
    value: "SECONDS",
    positive: true,
    max: 60 * 60,
    default: DEFAULTS.gitTimeoutSeconds,
    help: `longest one git command may run before kerf stops it (default ${DEFAULTS.gitTimeoutSeconds}; commits, which run hooks, get at least ${DEFAULTS.gitHookTimeoutSeconds / 60} minutes)`,
  },
  { name: "auto-commits", kind: "boolean", negatable: true, default: true, help: "commit kerf's edits" },
  {
    name: "gitignore",
    kind: "boolean",
    negatable: true,
    default: true,
    help: "keep kerf's files (.kerf/, .kerf.chat.history.md) out of git via .git/info/exclude",
  },
  {
    name: "dirty-commits",
    kind: "boolean",
    negatable: true,
    default: true,
    help: "commit uncommitted changes before editing",
  },
  {
    name: "attribute-author",
    kind: "boolean",
    negatable: true,
    help: 'add " (kerf)" to the author name of kerf\'s edit commits (default: only with --no-attribute-co-authored-by)',
  },
  {
    name: "attribute-committer",
    kind: "boolean",
    negatable: true,
    help: 'add " (kerf)" to the committer name of kerf\'s commits (default: only where no Co-authored-by trailer is added)',
  },
  {
    name: "attribute-co-authored-by",
    kind: "boolean",
    negatable: true,
    default: DEFAULTS.coAuthoredBy,
    help: "add a Co-authored-by: kerf trailer to kerf's edit commits",
  },
  {
    name: "commit-prompt",
    kind: "string",
    value: "PROMPT",
    help: "replace the system prompt that asks the weak model for a commit message",
  },
  // Checks
  { name: "lint-cmd", kind: "string", value: "CMD", help: "lint command, run with the edited files" },
  { name: "test-cmd", kind: "string", value: "CMD", help: "test command" },
  {
    name: "auto-lint",
    kind: "boolean",
    negatable: true,
    default: true,
    help: "run --lint-cmd on the edited files after every edit (default on, as in Aider)",
  },
  { name: "auto-test", kind: "boolean", help: "test after every edit" },
  // Repo map
  {
    name: "map-tokens",
    kind: "number",
    value: "N",
    whole: true,
    max: 10_000_000,
    help: "repo map token ceiling (0 turns the map off)",
  },
  {
    name: "map-refresh",
    kind: "string",
    value: "MODE",
    choices: MAP_REFRESH_MODES,
    default: DEFAULTS.mapRefresh,
    help: "when the repo map is rebuilt",
  },
  {
    name: "map-multiplier-no-files",
    kind: "number",
    value: "N",
    min: 0,
    max: 100,
    default: DEFAULTS.mapMultiplierNoFiles,
    help: "map budget multiplier with no chat files",
  },
  { name: "subtree-only", kind: "boolean", help: "map only the current folder" },
  { name: "show-repo-map", kind: "boolean", help: "print the repo map and exit" },
  { name: "show-prompts", kind: "boolean", help: "print the messages that would be sent and exit" },
  {
    name: "explain",
    kind: "boolean",
    help: "with --show-prompts: a table of every prompt layer (source, role, tokens, cached)",
  },
  // Files on disk
  {
    name: "encoding",
    kind: "string",
    value: "ENCODING",
    default: DEFAULTS.encoding,
    help: "the encoding files are read and written in (utf-8, latin1, utf-16le, …)",
  },
  {
    name: "line-endings",
    kind: "string",
    value: "STYLE",
    choices: ["platform", "lf", "crlf"],
    default: "platform",
    help: "line endings of new files kerf writes (existing files keep theirs)",
  },
  {
    name: "watch-files",
    kind: "boolean",
    help: "watch the project for AI! (edit) and AI? (ask) comments and run them",
  },
  // Output and setup
  { name: "pretty", kind: "boolean", negatable: true, default: true, help: "colour output" },
  { name: "json", kind: "boolean", help: "JSON-lines events on stdout, nothing else" },
  { name: "verbose", kind: "boolean", help: "more detail" },
  { name: "plugin", kind: "list", value: "FILE", help: "load a plugin module (repeatable)" },
  { name: "config", kind: "string", value: "FILE", help: "read this config file last" },
  {
    name: "env-file",
    kind: "string",
    value: "FILE",
    help: "read API keys and base URLs from this .env file instead of the git root's .env",
  },
  {
    name: "trust",
    kind: "boolean",
    help: "trust the current content of this project's config files and .env, then exit",
  },
] as const satisfies readonly Flag[];

/** The same table, one row type: what code that walks every flag iterates. */
export const FLAGS: readonly Flag[] = FLAG_ROWS;

/** `edit-format` → `KERF_EDIT_FORMAT`. */
export function envName(flag: string): string {
  return `KERF_${flag.toUpperCase().replace(/-/g, "_")}`;
}

/** `edit-format` → `AIDER_EDIT_FORMAT`, read when the KERF_ variable is not set. */
export function aiderEnvName(flag: string): string {
  return `AIDER_${flag.toUpperCase().replace(/-/g, "_")}`;
}

/** The flag a value lands on: itself, or the flag it is another name for. */
export function targetFlag(flag: Flag): Flag {
  return flag.aliasOf ? (FLAGS.find((f) => f.name === flag.aliasOf) ?? flag) : flag;
}

/** `edit-format` → `editFormat`, the options key; `gpt-5` → `gpt5`, as commander names the option. */
export function optionKey(flag: string): string {
  return flag.replace(/-(.)/g, (_m, c: string) => c.toUpperCase());
}

export function flagByName(name: string): Flag | undefined {
  return FLAGS.find((flag) => flag.name === name);
}
