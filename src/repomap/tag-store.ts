// Keeps every file's tags current: stats the files, reuses what memory or the disk cache still
// holds (same mtime and size), tags only the rest (on the worker pool when there are many).
// Owns the cache file's lifecycle; never ranks or renders.
import { statSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { languageForPath } from "./languages.js";
import type { RepoMapReporter } from "./repo-map-events.js";
import { TagCache, type CacheEntry } from "./tag-cache.js";
import { tagFiles } from "./tag-pool.js";
import type { CompactTags } from "./compact-tags.js";

/** Larger sources are data or generated code, not something to summarise (issue 5 §1). */
const MAX_FILE_BYTES = 1024 * 1024;
/** Progress events only for scans long enough to want a progress bar. */
const PROGRESS_THRESHOLD = 100;

export interface TagStoreOptions {
  root: string;
  cacheFile: string;
  workers: number;
  reporter?: RepoMapReporter;
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

export class TagStore {
  private readonly known = new Map<string, CacheEntry>();
  private cache: TagCache | undefined;
  /** Bumped whenever any file's tags appear, change or disappear: the index is rebuilt then. */
  version = 0;

  constructor(private readonly options: TagStoreOptions) {}

  /** Brings the tags of `paths` up to date. `prune` drops cache entries of files not in `paths`. */
  async scan(paths: readonly string[], prune = false): Promise<ScanStats> {
    const start = performance.now();
    const cache = (this.cache ??= await TagCache.load(this.options.cacheFile, this.options.reporter));
    const stats: ScanStats = { files: 0, parsed: 0, cached: 0, unchanged: 0, ms: 0 };
    const toTag: { rel: string; mtimeMs: number; size: number }[] = [];
    for (const rel of paths) {
      if (!languageForPath(rel)) continue;
      stats.files++;
      const stat = this.statFile(rel);
      if (!stat) continue;
      const known = this.known.get(rel);
      if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) stats.unchanged++;
      else if (stat.size > MAX_FILE_BYTES)
        this.remember(rel, { ...stat, tags: null, excluded: true }, "larger than 1 MB");
      else {
        const cached = cache.get(rel, stat.mtimeMs, stat.size);
        if (cached) {
          this.remember(rel, cached);
          stats.cached++;
        } else toTag.push({ rel, ...stat });
      }
    }
    await this.tagAll(cache, toTag);
    stats.parsed = toTag.length;
    if (prune) cache.retain(new Set(paths));
    await cache.save(this.options.reporter);
    stats.ms = performance.now() - start;
    return stats;
  }

  tagsOf(rel: string): CompactTags | undefined {
    return this.known.get(rel)?.tags ?? undefined;
  }

  /** Binary, minified or too large: the map must not even name it. */
  isExcluded(rel: string): boolean {
    return this.known.get(rel)?.excluded === true;
  }

  private statFile(rel: string): { mtimeMs: number; size: number } | undefined {
    try {
      const stat = statSync(path.join(this.options.root, rel));
      if (stat.isFile()) return { mtimeMs: stat.mtimeMs, size: stat.size };
    } catch {
      // Listed by git but deleted from the work tree: simply not in the map.
    }
    if (this.known.delete(rel)) this.version++;
    return undefined;
  }

  private async tagAll(cache: TagCache, files: { rel: string; mtimeMs: number; size: number }[]) {
    if (files.length === 0) return;
    const { reporter, root, workers } = this.options;
    const report = files.length > PROGRESS_THRESHOLD ? reporter : undefined;
    const start = performance.now();
    report?.({ type: "scan-started", total: files.length });
    const results = await tagFiles({
      root,
      workers,
      paths: files.map((file) => file.rel),
      onProgress: (done) => report?.({ type: "scan-progressed", done, total: files.length }),
    });
    results.forEach((result, i) => {
      const { mtimeMs, size } = files[i] as { mtimeMs: number; size: number };
      const entry: CacheEntry = { mtimeMs, size, tags: result.tags ?? null };
      if (result.excluded) entry.excluded = true;
      this.remember(result.path, entry, result.skipped);
      cache.set(result.path, entry);
    });
    report?.({ type: "scan-finished", parsed: files.length, ms: performance.now() - start });
  }

  private remember(rel: string, entry: CacheEntry, skipped?: string): void {
    this.known.set(rel, entry);
    this.version++;
    if (skipped) this.options.reporter?.({ type: "file-skipped", path: rel, reason: skipped });
  }
}
