// A tags-cache entry and a segment of them in the cache's serialized form. Small on purpose: the
// tagging worker threads load it to send their batches as segments, without the cache's own reader.
import { deserialize, serialize } from "node:v8";
import type { CompactTags } from "./compact-tags.js";

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

/** When a file was stamped: the stat it was tagged with and when that stat was taken. */
export interface FileStamp {
  mtimeMs: number;
  size: number;
  checkedAt: number;
}

/** The one way a tagging result becomes a cache entry (used on the worker threads and in process). */
export function cacheEntryFor(
  result: { tags?: CompactTags; excluded?: boolean; hash?: string },
  stamp: FileStamp,
): CacheEntry {
  const entry: CacheEntry = { mtimeMs: stamp.mtimeMs, size: stamp.size, tags: result.tags ?? null };
  if (result.excluded) entry.excluded = true;
  if (result.hash !== undefined) Object.assign(entry, { hash: result.hash, checkedAt: stamp.checkedAt });
  return entry;
}

/** A batch of entries serialized where they were made (a worker thread), in the cache's own form. */
export function serializeSegment(entries: readonly [string, CacheEntry][]): Uint8Array {
  return serialize(entries);
}

export function deserializeSegment(bytes: Uint8Array): [string, CacheEntry][] {
  return deserialize(bytes) as [string, CacheEntry][];
}
