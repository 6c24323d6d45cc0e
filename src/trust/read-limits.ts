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
} as const;

export type ReadKind = keyof typeof READ_LIMITS;

/** `1.0 GiB (1073741824 bytes)`: the unit for reading, the exact count for checking. */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "KiB", "MiB", "GiB", "TiB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]} (${bytes} bytes)`;
}
