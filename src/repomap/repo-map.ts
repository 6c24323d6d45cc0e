// The repo map: what exists outside the chat, ranked and rendered inside a hard token ceiling.
// Orchestrates discovery → tags (cached) → index → ranking → budget; reuses the expensive state while
// no file changed and never keys anything on prompt text. Knows nothing of coders; never prints.
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { DEFAULTS, type RefreshMode } from "../core/defaults.js";
import { countText, warmUpTokenizer } from "../models/tokens.js";
import { createHash } from "node:crypto";
import { coChangedFiles } from "./co-change.js";
import { discoverFiles } from "./discover-files.js";
import { fileSetKey, statFiles, type FileStats } from "./file-stats.js";
import { lineEstimator } from "./fit-budget.js";
import { fitMap } from "./fit-map.js";
import { pieceCounter } from "./render-paths.js";
import { isImportantFile } from "./important-files.js";
import { languageForPath } from "./languages.js";
import { memoFits, readMapMemo, writeMapMemo } from "./map-memo.js";
import { rankTags } from "./rank-tags.js";
import { buildTagIndex, type TagIndex } from "./tag-index.js";
import { FORMAT } from "./tag-cache.js";
import { TagStore } from "./tag-store.js";
import type { CompactTags } from "./compact-tags.js";
import {
  emptyMap,
  type RepoMapOptions,
  type RepoMapRequest,
  type RepoMapResult,
  type RepoMapStats,
} from "./repo-map-types.js";

export type { RefreshMode };
export type { RepoMapOptions, RepoMapRequest, RepoMapResult, RepoMapStats } from "./repo-map-types.js";

interface Normalised {
  chatFiles: string[];
  otherFiles?: string[];
  mentionedFiles: string[];
  mentionedIdents: string[];
  requestText: string;
  maxTokens: number;
}

/** Bump when ranking, rendering or the result's shape changes: old memos then never match. */
const MEMO_LAYOUT = "kerf-map-3";

export class RepoMap {
  private readonly root: string;
  private readonly memoFile: string;
  private readonly store: TagStore;
  private readonly countTokens: (text: string) => number;
  private readonly estimateTokens: (text: string) => number;
  private readonly countPiece: (piece: string) => number;
  private index: { key: string; version: number; value: TagIndex } | undefined;
  private last: { filesKey: string; fullKey: string; result: RepoMapResult } | undefined;
  private history: { key: string; value: Map<string, number> } | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly warnedOutside = new Set<string>();
  private readonly warnedIgnore = new Set<string>();

  constructor(private readonly options: RepoMapOptions) {
    this.root = path.resolve(options.root);
    const cacheDir = path.resolve(this.root, options.cacheDir ?? ".kerf");
    this.memoFile = path.join(cacheDir, "map.cache");
    this.store = new TagStore({
      root: this.root,
      cacheFile: path.join(cacheDir, "tags.cache"),
      workers: options.workers ?? os.availableParallelism(),
      ...(options.reporter ? { reporter: options.reporter } : {}),
      // The budget search counts with this tokenizer right after a scan: load it during the scan.
      ...(options.countTokens ? {} : { whileTagging: () => void setImmediate(() => warmUpTokenizer()) }),
    });
    this.countTokens = options.countTokens ?? ((text) => countText(text));
    this.estimateTokens = lineEstimator(this.countTokens);
    this.countPiece = pieceCounter(this.countTokens);
  }

  /** Calls run one at a time: two scans at once would tag the same files twice. */
  async getRepoMap(request: RepoMapRequest): Promise<RepoMapResult> {
    const run = this.queue.then(() => this.getRepoMapNow(request));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async getRepoMapNow(request: RepoMapRequest): Promise<RepoMapResult> {
    const wanted = this.normalise(request);
    const filesKey = JSON.stringify([wanted.chatFiles, wanted.otherFiles ?? null, wanted.maxTokens]);
    const mode = this.options.refresh ?? DEFAULTS.mapRefresh;
    if (this.last && !request.forceRefresh) {
      if (mode === "manual" || (mode === "files" && this.last.filesKey === filesKey)) {
        return reusedMap(this.last.result);
      }
    }
    if (wanted.maxTokens === 0) return emptyMap();
    return this.build(wanted, mode, filesKey);
  }

  private async build(request: Normalised, mode: RefreshMode, filesKey: string): Promise<RepoMapResult> {
    let wanted = request;
    // Chat files always count (they personalise), even when discovery would not list them.
    const listing = {
      root: this.root,
      ...this.subtree(),
      git: this.options.git,
      onWarning: this.warnIgnore,
      gitTimeoutMs: this.options.gitTimeoutMs,
    };
    const others = wanted.otherFiles ?? (await discoverFiles(listing));
    const listed = [...new Set([...wanted.chatFiles, ...others])].sort();
    const started = performance.now();
    const taggable = listed.filter((rel) => languageForPath(rel) !== undefined);
    const fileStats = await statFiles(this.root, taggable);
    this.warnOutside(fileStats.outside);
    const fullKey = JSON.stringify([
      filesKey,
      wanted.mentionedFiles,
      wanted.mentionedIdents,
      wanted.requestText,
    ]);
    const memoKey = this.memoKey(mode, listed, fileStats, fullKey);
    // A fresh instance (a new process) first asks the last map on disk; one with an index has it all.
    if (memoKey && !this.index) {
      const memo = await readMapMemo(this.memoFile, (detail) =>
        this.options.reporter?.({ type: "warning", code: "map-memo-unreadable", detail }),
      );
      if (memoFits(memo, memoKey, fileStats)) {
        const scanMs = performance.now() - started;
        const cached = memo.result.stats.files;
        const stats: RepoMapStats = { ...memo.result.stats, reused: "map", parsed: 0, cached, scanMs };
        this.last = { filesKey, fullKey, result: { ...memo.result, stats } };
        return this.last.result;
      }
    }
    const scan = await this.store.scan(listed, wanted.otherFiles === undefined, fileStats);
    const kept = (rel: string): boolean => !this.store.isExcluded(rel);
    if (wanted.otherFiles) wanted = { ...wanted, otherFiles: wanted.otherFiles.filter(kept) };
    const { index, reused } = this.currentIndex(listed.filter(kept));
    if (mode === "auto" && reused && this.last?.fullKey === fullKey) {
      const { parsed, cached, ms: scanMs } = scan;
      return {
        ...this.last.result,
        stats: { ...this.last.result.stats, reused: "map", parsed, cached, scanMs },
      };
    }
    const coChanged = await this.coChanged(wanted.chatFiles);
    const { text, tokens, entries, stats } = this.rankAndFit(index, { ...wanted, coChanged });
    const result: RepoMapResult = {
      text,
      tokens,
      entries,
      stats: {
        reused: reused ? "index" : "none",
        files: scan.files,
        parsed: scan.parsed,
        cached: scan.cached,
        scanMs: scan.ms,
        ...stats,
      },
    };
    this.last = { filesKey, fullKey, result };
    if (memoKey) await writeMapMemo(this.memoFile, { key: memoKey, builtAt: fileStats.takenAt, result });
    return result;
  }

  /** What the map depends on: kerf's layouts, the files with their sizes and mtimes, the request.
   * None for "always" (never reuse) or a caller's own token counter (its counts are not ours). */
  private memoKey(
    mode: RefreshMode,
    listed: string[],
    stats: FileStats,
    fullKey: string,
  ): string | undefined {
    if (mode === "always" || this.options.countTokens) return undefined;
    const files = fileSetKey(listed, stats);
    return createHash("sha1")
      .update(JSON.stringify([MEMO_LAYOUT, FORMAT, files, fullKey]))
      .digest("hex");
  }

  /** Milliseconds of PageRank and a budget search: what a new message costs when no file changed. */
  private rankAndFit(index: TagIndex, wanted: Normalised & { coChanged: Map<string, number> }) {
    const rankStart = performance.now();
    // Each shown entry adds a line of a token or more, so no map holds more entries than tokens.
    const ranked = rankTags(index, { ...wanted, isLeading: isImportantFile }, wanted.maxTokens);
    const fitStart = performance.now();
    const fitted = fitMap(ranked, {
      maxTokens: wanted.maxTokens,
      tagsOf: (rel) => this.store.tagsOf(rel),
      countTokens: this.countTokens,
      estimateTokens: this.estimateTokens,
      countPiece: this.countPiece,
    });
    const stats = {
      rankMs: fitStart - rankStart,
      fitMs: performance.now() - fitStart,
      exactCounts: fitted.exactCounts,
      rankedEntries: ranked.total,
    };
    return { text: fitted.text, tokens: fitted.tokens, entries: fitted.entries, stats };
  }

  /** Files that changed with the chat files (git log), once per chat file set and file version. */
  private async coChanged(chatFiles: string[]): Promise<Map<string, number>> {
    if (this.options.git === false || chatFiles.length === 0) return new Map();
    const key = JSON.stringify([chatFiles, this.store.version]);
    if (this.history?.key !== key) {
      const timeoutMs = this.options.gitTimeoutMs ?? DEFAULTS.gitTimeoutSeconds * 1000;
      this.history = { key, value: await coChangedFiles(this.root, chatFiles, timeoutMs) };
    }
    return this.history.value;
  }

  /** The index is rebuilt only when some file's tags changed or the file set differs. */
  private currentIndex(files: string[]): { index: TagIndex; reused: boolean } {
    const key = files.join("\n");
    if (this.index && this.index.key === key && this.index.version === this.store.version) {
      return { index: this.index.value, reused: true };
    }
    const tags = files.map((rel) => this.store.tagsOf(rel)).filter((t): t is CompactTags => t !== undefined);
    const value = buildTagIndex(tags, files);
    this.index = { key, version: this.store.version, value };
    return { index: value, reused: false };
  }

  /** Once per file and instance: a symlink out of the project is a repository's trick, worth a word. */
  private warnOutside(paths: readonly string[]): void {
    const fresh = paths.filter((rel) => !this.warnedOutside.has(rel));
    if (fresh.length === 0) return;
    for (const rel of fresh) this.warnedOutside.add(rel);
    const named = fresh.slice(0, 5).join(", ") + (fresh.length > 5 ? `, and ${fresh.length - 5} more` : "");
    this.options.reporter?.({
      type: "warning",
      code: "symlink-outside-project",
      detail: `left out of the repo map, never read: symlinks that resolve outside the project: ${named}`,
    });
  }

  /** Once per refusal and instance: an ignore file that could not be read (only called then). */
  private readonly warnIgnore = (detail: string, code: string): void => {
    if (this.warnedIgnore.has(detail)) return;
    this.warnedIgnore.add(detail);
    this.options.reporter?.({ type: "warning", code, detail });
  };

  private subtree(): { subtreeOnly?: string } {
    return this.options.subtreeOnly ? { subtreeOnly: this.options.subtreeOnly } : {};
  }

  private normalise(request: RepoMapRequest): Normalised {
    const rel = (files: readonly string[] | undefined): string[] =>
      [...new Set((files ?? []).map((file) => this.relative(file)))].sort();
    const normalised: Normalised = {
      chatFiles: rel(request.chatFiles),
      mentionedFiles: rel(request.mentionedFiles),
      mentionedIdents: [...new Set(request.mentionedIdents ?? [])].sort(),
      requestText: request.requestText ?? "",
      maxTokens: Math.max(0, Math.floor(request.maxTokens)),
    };
    if (request.otherFiles) normalised.otherFiles = rel(request.otherFiles);
    return normalised;
  }

  private relative(file: string): string {
    // Already a clean relative POSIX path (the common case, thousands per call): keep it.
    if (isCleanRelative(file)) return file;
    const absolute = path.resolve(this.root, file);
    return path.relative(this.root, absolute).split(path.sep).join("/");
  }
}

function reusedMap(result: RepoMapResult): RepoMapResult {
  return { ...result, stats: { ...result.stats, reused: "map", parsed: 0, cached: 0 } };
}

function isCleanRelative(file: string): boolean {
  if (file === "" || file.startsWith("/") || file.includes("\\")) return false;
  return file.split("/").every((part) => part !== "" && part !== "." && part !== "..");
}
