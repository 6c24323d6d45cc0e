// Nominates the windows worth scoring in full, cheaply: shared whole lines, a near-equal first or
// last line, and (for the closest-lines search) shared identifiers. Never scores a window itself.
import { lineSimilarity } from "./similarity.js";
import type { RankOptions } from "./window-rank.js";

// First/last lines must be this close to nominate a window: cheap to test, since the banded
// distance gives up after a few rows on unrelated lines.
const EDGE_FLOOR = 0.85;
// At that floor the band is narrow and most pairs stop at the character-count bound: an edge check
// costs about a quarter of a scoring comparison, and is charged so.
const EDGE_COST = 0.25;

/** For each window start, how many non-blank SEARCH keys it contains (as multisets). */
function sharedKeyCounts(fileKeys: readonly string[], searchKeys: readonly string[]): Int32Array {
  const m = searchKeys.length;
  const ids = new Map<string, number>();
  const wanted: number[] = [];
  for (const key of searchKeys) {
    if (key === "") continue;
    const id = ids.get(key) ?? ids.size;
    ids.set(key, id);
    wanted[id] = (wanted[id] ?? 0) + 1;
  }
  const fileIds = Int32Array.from(fileKeys, (key) => ids.get(key) ?? -1);
  const held = new Int32Array(ids.size);
  const counts = new Int32Array(Math.max(0, fileKeys.length - m + 1));
  let shared = 0;
  for (let i = 0; i < fileIds.length; i++) {
    const enter = fileIds[i] as number;
    if (enter >= 0 && (held[enter] as number)++ < (wanted[enter] as number)) shared++;
    const leave = i >= m ? (fileIds[i - m] as number) : -1;
    if (leave >= 0 && --(held[leave] as number) < (wanted[leave] as number)) shared--;
    if (i >= m - 1) counts[i - m + 1] = shared;
  }
  return counts;
}

// The edge pass is the costly part of the prefilter; the fuzzy stage and the closest-lines search
// run it on the same file and SEARCH, so its result is kept per file-key array.
const edgeCache = new WeakMap<readonly string[], { signature: string; edges: Map<number, number> }>();

/** Starts whose first or last line is near-equal to SEARCH's, with that similarity. */
function edgeScores(
  fileKeys: readonly string[],
  searchKeys: readonly string[],
  range: { first: number; last: number },
): Map<number, number> {
  const m = searchKeys.length;
  const signature = `${range.first}:${range.last}:${searchKeys.join("\n")}`;
  const cached = edgeCache.get(fileKeys);
  if (cached?.signature === signature) return cached.edges;
  const head = searchKeys[0] as string;
  const tail = searchKeys[m - 1] as string;
  const edges = new Map<number, number>();
  for (let s = range.first; s <= range.last; s++) {
    const edge = Math.max(
      lineSimilarity(head, fileKeys[s] as string, EDGE_FLOOR),
      lineSimilarity(tail, fileKeys[s + m - 1] as string, EDGE_FLOOR),
    );
    if (edge > 0) edges.set(s, edge);
  }
  edgeCache.set(fileKeys, { signature, edges });
  return edges;
}

const IDENTIFIER = /[A-Za-z_][A-Za-z0-9_]{2,}/g;

/** Per window start, the fraction of SEARCH's identifiers found in the window's lines. */
function sharedIdentifiers(fileKeys: readonly string[], searchKeys: readonly string[]): Float64Array {
  const m = searchKeys.length;
  const wanted = new Set(searchKeys.flatMap((key) => key.match(IDENTIFIER) ?? []));
  const hits = Int32Array.from(fileKeys, (key) => {
    let count = 0;
    for (const token of key.match(IDENTIFIER) ?? []) if (wanted.has(token)) count++;
    return count;
  });
  const shares = new Float64Array(Math.max(0, fileKeys.length - m + 1));
  let inWindow = 0;
  for (let i = 0; i < hits.length; i++) {
    inWindow += (hits[i] as number) - (i >= m ? (hits[i - m] as number) : 0);
    if (i >= m - 1) shares[i - m + 1] = wanted.size === 0 ? 0 : Math.min(1, inWindow / wanted.size);
  }
  return shares;
}

/** The entries whose priority reaches the `count`-th highest, without sorting them all. */
function keepBest(entries: Array<[number, number]>, count: number): Array<[number, number]> {
  if (entries.length <= count) return entries;
  const priorities = Float64Array.from(entries, ([, p]) => p).sort();
  const bar = priorities[priorities.length - count] as number;
  return entries.filter(([, p]) => p >= bar);
}

/** Window starts worth scoring, most promising first, and the line comparisons spent. */
export function prefilter(
  fileKeys: readonly string[],
  searchKeys: readonly string[],
  options: RankOptions,
): { starts: number[]; spent: number; everyWindow: boolean } {
  const m = searchKeys.length;
  const last = fileKeys.length - m;
  const first = options.atEnd ? Math.max(options.from, last) : options.from;
  if (last < first) return { starts: [], spent: 0, everyWindow: true };
  const counts = sharedKeyCounts(fileKeys, searchKeys);
  // A small file is cheap to score in full: every window is nominated.
  const everyWindow = (last - first + 1) * m <= options.budget / 4;
  const priority = new Map<number, number>();
  for (let s = first; s <= last; s++) {
    const share = (counts[s] as number) / m;
    if (everyWindow || (share > 0 && share >= options.minShare)) priority.set(s, share);
  }
  // Lines that all differ slightly share no key: a near-equal first or last line nominates them.
  const edgeCost = 2 * EDGE_COST * (last - first + 1);
  const affordable = edgeCost <= options.budget / 2;
  if (affordable) {
    for (const [s, edge] of edgeScores(fileKeys, searchKeys, { first, last })) {
      priority.set(s, Math.max(priority.get(s) ?? 0, edge / 2));
    }
  }
  // Nothing shared or near-equal at all: shared identifiers still point at related code.
  const tokenCost = EDGE_COST * (last - first + 1);
  const tokens = options.tokens === true && priority.size === 0 && tokenCost <= options.budget / 4;
  if (tokens) {
    const shares = sharedIdentifiers(fileKeys, searchKeys);
    for (let s = first; s <= last; s++) {
      if ((shares[s] as number) > 0) priority.set(s, shares[s] as number);
    }
  }
  const starts = [...priority.entries()];
  const kept = everyWindow ? starts : keepBest(starts, options.maxWindows);
  kept.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const spent = (affordable ? edgeCost : 0) + (tokens ? tokenCost : 0);
  return { starts: kept.map(([s]) => s), spent, everyWindow };
}
