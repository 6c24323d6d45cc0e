// The help's sections and subcommands as data: which flags each section lists (in order), the topic
// `kerf help <topic>` names it by, and one line per subcommand. Data only; help-text.ts renders it.
// Every flag of flags.ts belongs to exactly one section (a test holds the two together).

export interface HelpSection {
  /** The word of `kerf help <topic>`. */
  topic: string;
  /** The heading, as Aider's help sections read. */
  title: string;
  flags: readonly string[];
  /** Also list every model shortcut flag (`--sonnet`, `--4o`, …) here. */
  shortcuts?: boolean;
}

export const HELP_SECTIONS: readonly HelpSection[] = [
  {
    topic: "model",
    title: "Main model",
    flags: [
      "model",
      "weak-model",
      "editor-model",
      "fallback-model",
      "reasoning-effort",
      "thinking-tokens",
      "model-settings-file",
      "model-metadata-file",
    ],
    shortcuts: true,
  },
  {
    topic: "api",
    title: "API keys and endpoints",
    flags: [
      "openai-api-base",
      "openai-api-key",
      "api-key",
      "set-env",
      "api",
      "verify-ssl",
      "timeout",
      "max-cost",
      "max-requests",
      "stream",
      "cache-prompts",
    ],
  },
  {
    topic: "format",
    title: "Edit format and prompts",
    flags: [
      "edit-format",
      "chat-mode",
      "architect",
      "auto-accept-architect",
      "editor-edit-format",
      "max-reflections",
      "chat-language",
      "system-prompt-file",
      "base-instructions",
      "developer-instructions",
      "developer-instructions-file",
      "instructions",
      "user-instructions",
      "instructions-max-bytes",
      "claude-md",
      "turn-preamble",
      "skills",
    ],
  },
  {
    topic: "map",
    title: "Repo map",
    flags: ["map-tokens", "map-refresh", "map-multiplier-no-files", "subtree-only"],
  },
  {
    topic: "history",
    title: "Chat history",
    flags: [
      "chat-history-file",
      "restore-chat-history",
      "max-chat-history-tokens",
      "continue",
      "resume",
      "session-log",
    ],
  },
  {
    topic: "git",
    title: "Git",
    flags: [
      "git",
      "git-timeout",
      "auto-commits",
      "dirty-commits",
      "gitignore",
      "attribute-author",
      "attribute-committer",
      "attribute-co-authored-by",
      "commit-prompt",
    ],
  },
  { topic: "lint", title: "Lint and test", flags: ["lint-cmd", "test-cmd", "auto-lint", "auto-test"] },
  { topic: "files", title: "Files", flags: ["file", "read", "encoding", "line-endings"] },
  {
    topic: "modes",
    title: "Modes",
    flags: [
      "message",
      "message-file",
      "apply",
      "show-repo-map",
      "show-prompts",
      "explain",
      "watch-files",
      "dry-run",
    ],
  },
  { topic: "output", title: "Output", flags: ["pretty", "json", "verbose"] },
  { topic: "other", title: "Other", flags: ["yes-always", "yes", "config", "env-file", "plugin", "trust"] },
];

/** The title of the section commander's own --help and --version are listed under. */
export const BUILT_IN_SECTION = "Other";

export interface Subcommand {
  usage: string;
  help: string;
  /** `kerf help <topic>` shows this subcommand's own help. */
  topic?: string;
}

export const SUBCOMMANDS: readonly Subcommand[] = [
  {
    usage: "kerf [options] [files...]",
    help: "chat about the files and edit them (one -m message, or the REPL)",
  },
  {
    usage: "kerf eval [options]",
    help: "run coding exercises once per edit format, test them, report the winner",
    topic: "eval",
  },
  {
    usage: "kerf eval report [dirs...]",
    help: "merge eval results into a table per model × format, with a verdict",
    topic: "report",
  },
  {
    usage: "kerf mcp [--port N]",
    help: "serve kerf's edit engine, repo map and prompts to other agents (MCP)",
  },
  {
    usage: "kerf acp [options]",
    help: "serve the Agent Client Protocol on stdio, for editors (docs/acp.md)",
  },
  { usage: "kerf help [topic]", help: "this overview, a topic's flags, or a subcommand's help" },
];
