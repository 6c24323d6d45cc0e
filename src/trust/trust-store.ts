// The user's trust records, direnv `allow` style: a project file's real path and the SHA-256 of the
// content the user trusted, kept in the user's config folder. Changing one byte of the file ends trust.
// Reads and writes only its own records file; decides nothing about which keys need trust.
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { realOrResolved } from "./inside-roots.js";
import path from "node:path";
import { READ_LIMITS } from "./read-limits.js";
import { readSafeIfPresentSync } from "./safe-read.js";

export const TRUST_FILE = "trusted-files.json";

export interface TrustRecord {
  /** The file's real path. */
  path: string;
  sha256: string;
  trustedAt: string;
}

export function contentHash(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export class TrustStore {
  /** Set when the records file existed but could not be used (it is then treated as empty). */
  readonly problem: string | undefined;
  private records: TrustRecord[];

  /** Records live in `configDir` (e.g. ~/.config/kerf); a missing folder means no records yet. */
  constructor(readonly configDir: string) {
    const { records, problem } = loadRecords(path.join(configDir, TRUST_FILE), configDir);
    this.records = records;
    this.problem = problem;
  }

  /** True when the file at `file` was trusted with exactly these bytes. */
  isTrusted(file: string, bytes: Uint8Array): boolean {
    const real = realOrResolved(file);
    const hash = contentHash(bytes);
    return this.records.some((record) => record.path === real && record.sha256 === hash);
  }

  /** Records (or replaces) trust in this content of the file and saves the records atomically. */
  trust(file: string, bytes: Uint8Array, now = new Date()): TrustRecord {
    const record = { path: realOrResolved(file), sha256: contentHash(bytes), trustedAt: now.toISOString() };
    this.records = [...this.records.filter((r) => r.path !== record.path), record];
    this.save();
    return record;
  }

  list(): readonly TrustRecord[] {
    return this.records;
  }

  private save(): void {
    mkdirSync(this.configDir, { recursive: true, mode: 0o700 });
    const target = path.join(this.configDir, TRUST_FILE);
    const temp = `${target}.${randomBytes(4).toString("hex")}.tmp`;
    try {
      writeFileSync(temp, `${JSON.stringify({ version: 1, files: this.records }, null, 2)}\n`, {
        mode: 0o600,
        flag: "wx",
      });
      renameSync(temp, target);
    } finally {
      rmSync(temp, { force: true });
    }
  }
}

function loadRecords(file: string, configDir: string): { records: TrustRecord[]; problem?: string } {
  let bytes: Buffer | undefined;
  try {
    bytes = readSafeIfPresentSync(file, { limit: READ_LIMITS.trustStore, roots: [configDir] });
  } catch (error) {
    return { records: [], problem: error instanceof Error ? error.message : String(error) };
  }
  if (bytes === undefined) return { records: [] };
  try {
    const data = JSON.parse(bytes.toString("utf8")) as { files?: unknown };
    if (!Array.isArray(data.files)) throw new Error("no list of files");
    return { records: data.files.filter(isRecord) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      records: [],
      problem: `${file} is not a valid trust records file (${reason}); no file is trusted`,
    };
  }
}

function isRecord(value: unknown): value is TrustRecord {
  const r = value as Partial<TrustRecord> | null;
  return typeof r?.path === "string" && typeof r.sha256 === "string" && typeof r.trustedAt === "string";
}
