// The defaults the library applies when an option is absent, declared once: the library reads them
// here and the CLI's flag table (src/cli/flags.ts) shows and applies the same constants. Pure data.

/** When the repo map is rebuilt. auto: rescan (cheap stats) and re-rank on every new request ·
 * always: never reuse a map · files: reuse the map while chat/other files and budget are the same ·
 * manual: reuse until forced. */
export const MAP_REFRESH_MODES = ["auto", "always", "files", "manual"] as const;
export type RefreshMode = (typeof MAP_REFRESH_MODES)[number];

export const DEFAULTS = {
  /** How often failed edits go back to the model before the turn stops (`--max-reflections`). */
  maxReflections: 3,
  /** Most requests one turn of a tool-call format makes (calls that all succeed do not count as
   *  reflections, so this bounds a model that keeps calling tools). */
  maxToolRounds: 25,
  /** The repo map's budget multiplier when no file is in the chat (`--map-multiplier-no-files`). */
  mapMultiplierNoFiles: 2,
  /** When the repo map is rebuilt (`--map-refresh`). */
  mapRefresh: "auto" satisfies RefreshMode,
  /** The refresh mode with prompt caching on (Aider's rule): a map that follows each message's words
   *  would move every later cached byte. */
  mapRefreshWithCachePrompts: "files" satisfies RefreshMode,
  /** Bytes of AGENTS.md-style instructions sent, nearest file first (`--instructions-max-bytes`). */
  instructionsMaxBytes: 32 * 1024,
  /** Total deadline per model request, retries included, in seconds (`--timeout`). */
  requestDeadlineSeconds: 15 * 60,
  /** The encoding files are read and written in (`--encoding`). */
  encoding: "utf-8",
  /** kerf's edit commits carry a Co-authored-by trailer (`--attribute-co-authored-by`, as in Aider). */
  coAuthoredBy: true,
  /** Tries per eval attempt: a failing try's test output is the next try's message (`kerf eval --tries`). */
  evalTries: 2,
  /** Longest a git command may run before kerf stops it, in seconds (`--git-timeout`): a FIFO
   *  .gitignore or exclude file blocks git forever. */
  gitTimeoutSeconds: 30,
  /** Commits run the user's hooks (linters, tests): they get at least this long, in seconds. */
  gitHookTimeoutSeconds: 600,
  /** A project's session logs (resume, /rewind) are pruned, oldest first, to stay under this many bytes. */
  sessionLogBytes: 50 * 1000 * 1000,
} as const;
