// The persistent tags cache: one file of FileTags keyed by path, valid while mtime and size match.
// Unreadable or corrupt → starts empty with ONE warning; writes are atomic (temp file + rename).
// The file holds serialized segments of entries: a cold scan's workers serialize their own batches,
// so saving it costs the main thread a copy of their bytes, not a second serialization.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import type { RepoMapReporter } from "./repo-map-events.js";
import { LANGUAGES } from "./languages.js";
import { READ_LIMITS, readSafe, SafeReadError, stateDirRefusal } from "../trust/index.js";
import { checkedEntries } from "./cache-entry-check.js";
import { serializeSegment, type CacheEntry } from "./cache-segment.js";

/** Bump when FileTags changes meaning. The queries' own text is part of the format (see below). */
const LAYOUT = "kerf-tags-5";

/** The cache format: the layout plus a hash of every tags query, so a changed query invalidates old tags. */
export const FORMAT = `${LAYOUT}-${querySignature()}`;

function querySignature(): string {
  const hash = createHash("sha1");
  for (const spec of LANGUAGES) for (const file of spec.queryPaths) hash.update(readFileSync(file));
  return hash.digest("hex").slice(0, 12);
}

export class TagCache {
  private entries = new Map<string, CacheEntry>();
  private dirty = false;
  /** Segments added whole by this process, and whether the entries are exactly their union. */
  private segments: Uint8Array[] = [];
  private segmentEntries = 0;
  private onlySegments = true;

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
      cache.onlySegments = cache.entries.size === 0;
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
    this.onlySegments = false;
  }

  /** Entries that arrive already serialized (`bytes` is `entries` in segment form). */
  addSegment(bytes: Uint8Array, entries: readonly [string, CacheEntry][]): void {
    for (const [rel, entry] of entries) this.entries.set(rel, entry);
    this.segments.push(bytes);
    this.segmentEntries += entries.length;
    this.dirty = true;
  }

  /** Drops entries of files that no longer exist, so the cache does not grow forever. */
  retain(paths: ReadonlySet<string>): void {
    for (const key of this.entries.keys()) {
      if (!paths.has(key)) {
        this.entries.delete(key);
        this.dirty = true;
        this.onlySegments = false;
      }
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** Writes only when something changed; a failed write warns and keeps the in-memory state. */
  async save(reporter?: RepoMapReporter): Promise<void> {
    if (!this.dirty) return;
    const refused = stateDirRefusal(path.dirname(this.file), path.basename(path.dirname(this.file)));
    if (refused) {
      this.dirty = false; // Said once: a cache that cannot be kept is rebuilt by the next process.
      reporter?.({
        type: "warning",
        code: "tag-cache-unwritable",
        detail: `${refused}; the tags cache is not kept`,
      });
      return;
    }
    const temp = `${this.file}.${process.pid}.${Date.now()}.tmp`;
    try {
      await mkdir(path.dirname(this.file), { recursive: true });
      await writeFile(temp, serialize({ format: FORMAT, segments: this.segmentsToWrite() }));
      await rename(temp, this.file);
      this.dirty = false;
    } catch (error) {
      reporter?.({ type: "warning", code: "tag-cache-unwritable", detail: `${this.file}: ${String(error)}` });
    }
  }

  /** The segments as added when they are exactly the entries; else one segment of every entry. */
  private segmentsToWrite(): Uint8Array[] {
    if (this.onlySegments && this.segmentEntries === this.entries.size) return this.segments;
    this.segments = [serializeSegment([...this.entries])];
    this.segmentEntries = this.entries.size;
    this.onlySegments = true;
    return this.segments;
  }
}

function decode(bytes: Buffer): Map<string, CacheEntry> {
  const data = deserialize(bytes) as { format?: unknown; segments?: unknown };
  const segments = data.segments;
  if (data.format !== FORMAT || !Array.isArray(segments) || !segments.every(isBytes)) {
    throw new Error(`not a ${FORMAT} cache`);
  }
  const entries: unknown[] = [];
  for (const segment of segments) {
    const list = deserialize(segment) as unknown;
    if (!Array.isArray(list)) throw new Error("a segment is not a list of entries");
    for (const item of list) entries.push(item);
  }
  return checkedEntries(entries);
}

function isBytes(value: unknown): value is Uint8Array {
  return value instanceof Uint8Array;
}

function warn(reporter: RepoMapReporter | undefined, file: string, error: unknown): void {
  reporter?.({
    type: "warning",
    code: "tag-cache-unreadable",
    detail: `${file}: ${String((error as { message?: unknown } | null)?.message ?? error)}; rebuilding it`,
  });
}
