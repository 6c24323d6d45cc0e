// Keeps every file's tags current: stats the files, reuses what memory or the disk cache still
// holds (same mtime and size; a "racy" mtime also needs the same content hash), tags only the rest
// (on the worker pool when there are many). Owns the cache file's lifecycle; never ranks or renders.
import path from "node:path";
import { performance } from "node:perf_hooks";
import { contentHash, isRacy, statFiles, type FileStat, type FileStats } from "./file-stats.js";
import { languageForPath } from "./languages.js";
import { MAX_SOURCE_BYTES, readSourceSync } from "./read-source.js";
import type { RepoMapReporter } from "./repo-map-events.js";
import { cacheEntryFor, type CacheEntry } from "./cache-segment.js";
import { TagCache } from "./tag-cache.js";
import { poolSize } from "./tag-batches.js";
import { tagFiles } from "./tag-pool.js";
import type { CompactTags } from "./compact-tags.js";

/** Progress events only for scans long enough to want a progress bar. */
const PROGRESS_THRESHOLD = 100;

export interface TagStoreOptions {
  root: string;
  cacheFile: string;
  workers: number;
  reporter?: RepoMapReporter;
  /** Work for the main thread while the workers tag (it would otherwise wait idle). */
  whileTagging?: () => void;
}

export interface ScanStats {
  /** Files with a known language that were considered. */
  files: number;
  /** Files tagged by this scan (not found in memory or in the cache). */
  parsed: number;
  /** Files whose tags came from the disk cache. */
  cached: number;
  /** Files whose tags were already in memory and unchanged. */
  unchanged: number;
  ms: number;
}

/** A file to tag or re-check, with the stat it was seen with and when that stat was taken. */
interface Pending extends FileStat {
  rel: string;
  checkedAt: number;
}

function sameFile(entry: CacheEntry | undefined, stat: FileStat): CacheEntry | undefined {
  return entry && entry.mtimeMs === stat.mtimeMs && entry.size === stat.size ? entry : undefined;
}

export class TagStore {
  private readonly known = new Map<string, CacheEntry>();
  private cache: TagCache | undefined;
  /** Bumped whenever any file's tags appear, change or disappear: the index is rebuilt then. */
  version = 0;

  constructor(private readonly options: TagStoreOptions) {}

  /** Brings the tags of `paths` up to date. `prune` drops cache entries of files not in `paths`.
   * `stats` may be passed when the caller has just taken them (see file-stats.ts). */
  async scan(paths: readonly string[], prune = false, stats?: FileStats): Promise<ScanStats> {
    const start = performance.now();
    const taggable = paths.filter((rel) => languageForPath(rel) !== undefined);
    const found = stats ?? (await statFiles(this.options.root, taggable));
    const cache = (this.cache ??= await TagCache.load(this.options.cacheFile, this.options.reporter));
    const counts: ScanStats = { files: taggable.length, parsed: 0, cached: 0, unchanged: 0, ms: 0 };
    const toTag: Pending[] = [];
    const toVerify: { pending: Pending; entry: CacheEntry; fromCache: boolean }[] = [];
    for (const rel of taggable) {
      const stat = found.byPath.get(rel);
      if (!stat) {
        if (this.known.delete(rel)) this.version++;
        continue;
      }
      const pending = { rel, ...stat, checkedAt: found.takenAt };
      const known = sameFile(this.known.get(rel), stat);
      if (stat.size > MAX_SOURCE_BYTES) {
        if (known) counts.unchanged++;
        else this.remember(rel, { ...stat, tags: null, excluded: true }, "larger than 1 MB");
        continue;
      }
      const entry = known ?? sameFile(cache.get(rel, stat.mtimeMs, stat.size), stat);
      if (!entry) toTag.push(pending);
      else if (isRacy(entry.mtimeMs, entry.checkedAt ?? 0))
        toVerify.push({ pending, entry, fromCache: !known });
      else if (known) counts.unchanged++;
      else {
        this.remember(rel, entry);
        counts.cached++;
      }
    }
    for (const { pending, entry, fromCache } of this.verify(toVerify)) {
      if (!entry) toTag.push(pending);
      else {
        const confirmed = { ...entry, checkedAt: pending.checkedAt };
        if (fromCache) {
          this.remember(pending.rel, confirmed);
          counts.cached++;
        } else {
          this.known.set(pending.rel, confirmed);
          counts.unchanged++;
        }
        cache.set(pending.rel, confirmed);
      }
    }
    await this.tagAll(cache, toTag);
    counts.parsed = toTag.length;
    if (prune) cache.retain(new Set(paths));
    await cache.save(this.options.reporter);
    counts.ms = performance.now() - start;
    return counts;
  }

  /** Entries whose mtime was too close to when they were read: kept only if the bytes hash the same. */
  private verify(list: { pending: Pending; entry: CacheEntry; fromCache: boolean }[]) {
    return list.map((item) => {
      let same = false;
      try {
        const bytes = readSourceSync(path.join(this.options.root, item.pending.rel));
        same = item.entry.hash !== undefined && contentHash(bytes) === item.entry.hash;
      } catch {
        // Unreadable now, or no longer a regular file: tagging it again reports why.
      }
      return { ...item, entry: same ? item.entry : undefined };
    });
  }

  tagsOf(rel: string): CompactTags | undefined {
    return this.known.get(rel)?.tags ?? undefined;
  }

  /** Binary, minified or too large: the map must not even name it. */
  isExcluded(rel: string): boolean {
    return this.known.get(rel)?.excluded === true;
  }

  private async tagAll(cache: TagCache, files: Pending[]) {
    if (files.length === 0) return;
    const { reporter, root, workers } = this.options;
    const report = files.length > PROGRESS_THRESHOLD ? reporter : undefined;
    const start = performance.now();
    report?.({ type: "scan-started", total: files.length });
    const sizes = files.map((file) => file.size);
    const bytes = sizes.reduce((sum, size) => sum + size, 0);
    const fromSegments = new Map<string, CacheEntry>();
    const tagging = tagFiles({
      root,
      workers: poolSize(workers, files.length, bytes),
      paths: files.map((file) => file.rel),
      sizes,
      stamps: files,
      onSegment: (segment, entries) => {
        cache.addSegment(segment, entries);
        for (const [rel, entry] of entries) fromSegments.set(rel, entry);
      },
      onProgress: (done) => report?.({ type: "scan-progressed", done, total: files.length }),
    });
    this.options.whileTagging?.();
    const results = await tagging;
    results.forEach((result, i) => {
      const saved = fromSegments.get(result.path);
      const entry = saved ?? cacheEntryFor(result, files[i] as Pending);
      this.remember(result.path, entry, result.skipped);
      if (!saved) cache.set(result.path, entry);
    });
    report?.({ type: "scan-finished", parsed: files.length, ms: performance.now() - start });
  }

  private remember(rel: string, entry: CacheEntry, skipped?: string): void {
    this.known.set(rel, entry);
    this.version++;
    if (skipped) this.options.reporter?.({ type: "file-skipped", path: rel, reason: skipped });
  }
}
