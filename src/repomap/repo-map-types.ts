// The repo map's public shapes: its options, one request, one result with its stats. Types and the
// empty result only; repo-map.ts does the work.
import type { RefreshMode } from "../core/defaults.js";
import type { RepoMapReporter } from "./repo-map-events.js";
import type { RankedEntry } from "./rank-tags.js";

export interface RepoMapOptions {
  root: string;
  reporter?: RepoMapReporter;
  /** Where the tags cache lives; default `<root>/.kerf`. */
  cacheDir?: string;
  /** Most worker threads for tagging; default one per core; 0 or 1 tags in this thread. A scan starts
   * fewer when it has little to tag: ≥ 32 files and ≥ 1 MB per worker (tag-batches.ts poolSize). */
  workers?: number;
  /** Limit the map to this folder (absolute or relative to root). */
  subtreeOnly?: string;
  /** false: list the project by walking it, never with git (--no-git). */
  git?: boolean;
  /** Longest `git ls-files` may run, in ms; past it the folder is walked instead, with a warning. */
  gitTimeoutMs?: number;
  /** Exact token counter for the ceiling; default gpt-tokenizer (o200k_base). */
  countTokens?: (text: string) => number;
  refresh?: RefreshMode;
}

export interface RepoMapRequest {
  /** Paths relative to root (or absolute). Their definitions are not shown; they personalise. */
  chatFiles?: readonly string[];
  /** Files the map may show; default every discovered file that is not a chat file. */
  otherFiles?: readonly string[];
  mentionedFiles?: readonly string[];
  mentionedIdents?: readonly string[];
  /** The user's request in their own words: its terms rank files lexically beside the graph. */
  requestText?: string;
  /** The ceiling: the map's exact token count never exceeds it. 0 → no map. */
  maxTokens: number;
  /** Rebuild even when the refresh mode would reuse the last map. */
  forceRefresh?: boolean;
}

export interface RepoMapStats {
  /** "map": the previous result was returned as is; "index": tags and graph were reused. */
  reused: "map" | "index" | "none";
  files: number;
  parsed: number;
  /** Files whose tags came from disk: the tags cache, or the last map built from it (`.kerf/map.cache`,
   * returned as is when no file and nothing in the request changed). */
  cached: number;
  scanMs: number;
  rankMs: number;
  fitMs: number;
  /** Exact whole-map token counts made by the budget search. */
  exactCounts: number;
  /** Ranked entries available before the budget cut. */
  rankedEntries: number;
}

export interface RepoMapResult {
  text: string;
  tokens: number;
  /** The entries shown, best first, with their scores and why. */
  entries: RankedEntry[];
  stats: RepoMapStats;
}

/** A zero budget (the map is off, or the window leaves no room): nothing is scanned at all. */
export function emptyMap(): RepoMapResult {
  const stats: RepoMapStats = {
    reused: "none",
    files: 0,
    parsed: 0,
    cached: 0,
    scanMs: 0,
    rankMs: 0,
    fitMs: 0,
    exactCounts: 0,
    rankedEntries: 0,
  };
  return { text: "", tokens: 0, entries: [], stats };
}
