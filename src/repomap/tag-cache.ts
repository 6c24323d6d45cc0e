// The persistent tags cache: one file of FileTags keyed by path, valid while mtime and size match.
// Unreadable or corrupt → starts empty with ONE warning; writes are atomic (temp file + rename).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import type { RepoMapReporter } from "./repo-map-events.js";
import type { CompactTags } from "./compact-tags.js";
import { LANGUAGES } from "./languages.js";
import { READ_LIMITS, readSafe, SafeReadError } from "../trust/index.js";
import { checkedEntries } from "./cache-entry-check.js";

/** Bump when FileTags changes meaning. The queries' own text is part of the format (see below). */
const LAYOUT = "kerf-tags-4";

/** The cache format: the layout plus a hash of every tags query, so a changed query invalidates old tags. */
export const FORMAT = `${LAYOUT}-${querySignature()}`;

function querySignature(): string {
  const hash = createHash("sha1");
  for (const spec of LANGUAGES) for (const file of spec.queryPaths) hash.update(readFileSync(file));
  return hash.digest("hex").slice(0, 12);
}

export interface CacheEntry {
  mtimeMs: number;
  size: number;
  /** `null`: the file was looked at and yields nothing (binary, minified, no grammar, parse failure). */
  tags: CompactTags | null;
  /** Binary, minified or over the size limit: left out of the map entirely, not even named. */
  excluded?: boolean;
  /** Hash of the bytes the tags came from (file-stats.ts contentHash). */
  hash?: string;
  /** Wall-clock ms when mtime and size were last confirmed to match the hash. An mtime this close to
   * it is "racy" (file-stats.ts): the entry is trusted only after its content hash is checked. */
  checkedAt?: number;
}

export class TagCache {
  private entries = new Map<string, CacheEntry>();
  private dirty = false;

  constructor(readonly file: string) {}

  /** Reads the cache file; a missing file is silent, anything else unreadable warns once. */
  static async load(file: string, reporter?: RepoMapReporter): Promise<TagCache> {
    const cache = new TagCache(file);
    let bytes: Buffer;
    try {
      bytes = await readSafe(file, { limit: READ_LIMITS.tagsCache });
    } catch (error) {
      const missing = error instanceof SafeReadError && error.code === "missing";
      if (!missing) warn(reporter, file, error);
      return cache;
    }
    try {
      cache.entries = decode(bytes);
    } catch (error) {
      warn(reporter, file, error);
      cache.dirty = true;
    }
    return cache;
  }

  get(relPath: string, mtimeMs: number, size: number): CacheEntry | undefined {
    const entry = this.entries.get(relPath);
    return entry && entry.mtimeMs === mtimeMs && entry.size === size ? entry : undefined;
  }

  set(relPath: string, entry: CacheEntry): void {
    this.entries.set(relPath, entry);
    this.dirty = true;
  }

  /** Drops entries of files that no longer exist, so the cache does not grow forever. */
  retain(paths: ReadonlySet<string>): void {
    for (const key of this.entries.keys()) {
      if (!paths.has(key)) {
        this.entries.delete(key);
        this.dirty = true;
      }
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** Writes only when something changed; a failed write warns and keeps the in-memory state. */
  async save(reporter?: RepoMapReporter): Promise<void> {
    if (!this.dirty) return;
    const temp = `${this.file}.${process.pid}.${Date.now()}.tmp`;
    try {
      await mkdir(path.dirname(this.file), { recursive: true });
      await writeFile(temp, serialize({ format: FORMAT, entries: [...this.entries] }));
      await rename(temp, this.file);
      this.dirty = false;
    } catch (error) {
      reporter?.({ type: "warning", code: "tag-cache-unwritable", detail: `${this.file}: ${String(error)}` });
    }
  }
}

function decode(bytes: Buffer): Map<string, CacheEntry> {
  const data = deserialize(bytes) as { format?: unknown; entries?: unknown };
  if (data.format !== FORMAT || !Array.isArray(data.entries)) {
    throw new Error(`not a ${FORMAT} cache`);
  }
  return checkedEntries(data.entries);
}

function warn(reporter: RepoMapReporter | undefined, file: string, error: unknown): void {
  reporter?.({
    type: "warning",
    code: "tag-cache-unreadable",
    detail: `${file}: ${String((error as { message?: unknown } | null)?.message ?? error)}; rebuilding it`,
  });
}
