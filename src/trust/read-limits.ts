// The byte limits of every file kerf reads but did not write, in one table, and how sizes are shown.
// Data only: the safe reader enforces them before a byte is read.

const KIB = 1024;
const MIB = 1024 * KIB;

/** Largest accepted size, in bytes, per kind of file. */
export const READ_LIMITS = {
  /** .kerf.conf.yml, model-settings files, Aider's config files. */
  config: 1 * MIB,
  /** A `.env` file. */
  dotenv: 256 * KIB,
  /** AGENTS.md, CLAUDE.md, global instruction files, a system-prompt file. */
  instructions: 1 * MIB,
  /** Chat files and read-only files sent to the model. */
  chatFile: 1 * MIB,
  /** `--message-file`. */
  message: 1 * MIB,
  /** A saved reply for `--apply`. */
  reply: 8 * MIB,
  /** The repo map's tags cache. */
  tagsCache: 256 * MIB,
  /** `.kerf.chat.history.md` read back by --restore-chat-history, a /load file. */
  chatHistory: 16 * MIB,
  /** An ignore file: .gitignore, .git/info/exclude, .kerfignore, .aiderignore. */
  ignoreFile: 1 * MIB,
  /** The user's trust records. */
  trustStore: 4 * MIB,
  // kerf's own state files under .kerf/ (and the URL-instructions cache). A cloned repository may ship
  // any of them, so they are read like a stranger's files; a bad one is set aside (see state-file.ts).
  /** `.kerf/journal.json`: ~150 bytes per file of one reply's write, so 16 MiB is ~100k files. */
  journal: 16 * MIB,
  /** `.kerf/lock`: one JSON line (pid, host, start) of ~100 bytes. */
  projectLock: 4 * KIB,
  /** `.kerf/commits.json`: at most 200 records; the writer drops the oldest to stay under this. */
  kerfCommits: 16 * MIB,
  /** One URL-instructions cache entry: a 256 KiB body, JSON-escaped (up to 6×), plus URL and ETag. */
  urlCache: 2 * MIB,
  /** `.kerf/input.history`: one typed line per entry, appended for years (~10 KiB a busy day). */
  inputHistory: 16 * MIB,
  /** A session log (`<state>/sessions/<project>/<id>/log.jsonl`): the folder is capped at 50 MB by
   *  default, but one session may outgrow the cap (docs/sessions.md). */
  sessionLog: 256 * MIB,
  /** A session's lock (`<state>/sessions/<project>/<id>/lock`): one JSON line, like `.kerf/lock`. */
  sessionLock: 4 * KIB,
  /** One file version a session kept for /rewind (files kerf edits are 1 MB by default). */
  sessionBlob: 64 * MIB,
} as const;

export type ReadKind = keyof typeof READ_LIMITS;

/** `16 MiB`, `4 KiB`, `1.5 MiB`: short, for one-line warnings. */
export function shortBytes(bytes: number): string {
  const { value, unit } = scaled(bytes);
  return `${Number(value.toFixed(1))} ${unit}`;
}

/** `1.0 GiB (1073741824 bytes)`: the unit for reading, the exact count for checking. */
export function formatBytes(bytes: number): string {
  const { value, unit } = scaled(bytes);
  return unit === "bytes" ? `${bytes} bytes` : `${value.toFixed(1)} ${unit} (${bytes} bytes)`;
}

/** The largest binary unit the count reaches, and the count in it. */
function scaled(bytes: number): { value: number; unit: string } {
  const units = ["bytes", "KiB", "MiB", "GiB", "TiB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return { value, unit: units[unit] as string };
}
