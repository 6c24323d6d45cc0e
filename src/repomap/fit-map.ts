// Chooses and fits the map's layout: every ranked definition when they all fit (Aider's map), else two
// tiers — the definitions of the most relevant files, then more files by path (fit-tiers.ts). The text
// never exceeds the ceiling. Pure apart from the injected counters.
import { fitTiers } from "./fit-tiers.js";
import type { RankedEntry, RankedList } from "./rank-tags.js";
import { renderMap, type TagsLookup } from "./render-map.js";
import { renderPaths } from "./render-paths.js";

export interface MapFitOptions {
  maxTokens: number;
  tagsOf: TagsLookup;
  countTokens: (text: string) => number;
  estimateTokens: (text: string) => number;
  /** Memoised token counts of path tier pieces (render-paths.ts pieceCounter). */
  countPiece: (piece: string) => number;
}

export interface FittedMap {
  text: string;
  tokens: number;
  entries: RankedEntry[];
  exactCounts: number;
}

export function fitMap(ranked: RankedList, options: MapFitOptions): FittedMap {
  const whole = wholeMap(ranked, options);
  if (whole) return whole;
  const tiers = ranked.tiers(options.maxTokens);
  const render = (count: number) => renderMap(tiers.defItems.slice(0, count), options.tagsOf);
  const pathsAfter = memoLast((count: number) => {
    const named = new Set(tiers.defItems.slice(0, count).map((item) => item.path));
    return tiers.files.filter((file) => !named.has(file));
  });
  const fitted = fitTiers({
    defCount: tiers.defItems.length,
    renderDefs: render,
    pathsAfter,
    renderPaths,
    countPiece: options.countPiece,
    maxTokens: options.maxTokens,
    countTokens: options.countTokens,
    estimateTokens: options.estimateTokens,
  });
  const entries = [...tiers.defEntries(fitted.defCount), ...fitted.paths.map((p) => tiers.fileEntry(p))];
  return { text: fitted.text, tokens: fitted.tokens, entries, exactCounts: fitted.exactCounts };
}

/** Aider's layout, when every ranked entry fits. */
function wholeMap(ranked: RankedList, options: MapFitOptions): FittedMap | undefined {
  // Every definition line costs two tokens or more: skip the render when they cannot all fit.
  if (ranked.total * 2 > options.maxTokens) return undefined;
  const items = ranked.items(ranked.total);
  const text = renderMap(items, options.tagsOf);
  if (options.estimateTokens(text) > options.maxTokens) return undefined;
  const tokens = options.countTokens(text);
  if (tokens > options.maxTokens) return undefined;
  return { text, tokens, entries: ranked.take(ranked.total), exactCounts: 1 };
}

function memoLast<T>(compute: (count: number) => T): (count: number) => T {
  let last: { count: number; value: T } | undefined;
  return (count) => {
    if (last?.count !== count) last = { count, value: compute(count) };
    return last.value;
  };
}
