// Ranks the windows of a file by positional line similarity to a SEARCH, within a work budget: a
// cheap prefilter (shared line keys, near-equal first/last line) picks the few windows scored fully.
import { lineSimilarity } from "./similarity.js";

export interface RankOptions {
  /** First window start considered (0-based). */
  from: number;
  /** Only the window ending at the end of the file. */
  atEnd: boolean;
  /** Line comparisons allowed in total. */
  budget: number;
  /** Lines less similar than this count as 0; it also bounds each comparison's cost. */
  lineFloor: number;
  /** A window is abandoned, scored 0, once it cannot reach this similarity. */
  minSimilarity: number;
  /** At most this many windows are scored. */
  maxWindows: number;
  /** Windows sharing a smaller fraction of SEARCH's lines are nominated only by their edges. */
  minShare: number;
  /** When set, windows further than this below the best so far are abandoned too. */
  margin?: number;
}

export interface RankedWindow {
  start: number;
  similarity: number;
  /** Similarity of the lines between the first and the last (1 when there are none). */
  interior: number;
}

// First/last lines must be this close to nominate a window: cheap to test, since the banded
// distance gives up after a few rows on unrelated lines.
const EDGE_FLOOR = 0.85;

const weightOf = (a: string, b: string): number => Math.max(a.length, b.length) + 1;

/** Per-line similarity weighted by length; `compared` is the number of lines actually compared. */
export function scoreWindow(
  fileKeys: readonly string[],
  searchKeys: readonly string[],
  options: Pick<RankOptions, "lineFloor" | "minSimilarity"> & { start: number },
): RankedWindow & { compared: number } {
  const { start } = options;
  const last = searchKeys.length - 1;
  let total = 0;
  for (let i = 0; i <= last; i++) total += weightOf(searchKeys[i] as string, fileKeys[start + i] ?? "");
  const allowedLoss = (1 - options.minSimilarity) * total;
  let lost = 0;
  let innerTotal = 0;
  let innerLost = 0;
  for (let i = 0; i <= last; i++) {
    const a = searchKeys[i] as string;
    const b = fileKeys[start + i] ?? "";
    const weight = weightOf(a, b);
    // A line that would lose more than what is left cannot keep the window: compare no further.
    const floor = Math.max(options.lineFloor, 1 - (allowedLoss - lost) / weight);
    const loss = weight * (1 - lineSimilarity(a, b, floor));
    lost += loss;
    if (lost > allowedLoss) return { start, similarity: 0, interior: 0, compared: i + 1 };
    if (i > 0 && i < last) {
      innerTotal += weight;
      innerLost += loss;
    }
  }
  const interior = innerTotal === 0 ? 1 : 1 - innerLost / innerTotal;
  return { start, similarity: 1 - lost / total, interior, compared: searchKeys.length };
}

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

/** The entries whose priority reaches the `count`-th highest, without sorting them all. */
function keepBest(entries: Array<[number, number]>, count: number): Array<[number, number]> {
  if (entries.length <= count) return entries;
  const priorities = Float64Array.from(entries, ([, p]) => p).sort();
  const bar = priorities[priorities.length - count] as number;
  return entries.filter(([, p]) => p >= bar);
}

/** Window starts worth scoring, most promising first, and the line comparisons spent. */
function prefilter(
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
  const edgeCost = 2 * (last - first + 1);
  const affordable = edgeCost <= options.budget / 2;
  if (affordable) {
    for (const [s, edge] of edgeScores(fileKeys, searchKeys, { first, last })) {
      priority.set(s, Math.max(priority.get(s) ?? 0, edge / 2));
    }
  }
  const starts = [...priority.entries()];
  const kept = everyWindow ? starts : keepBest(starts, options.maxWindows);
  kept.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return { starts: kept.map(([s]) => s), spent: affordable ? edgeCost : 0, everyWindow };
}

/** Scored windows, best first, as many as the budget allows. */
export function rankWindows(
  fileKeys: readonly string[],
  searchKeys: readonly string[],
  options: RankOptions,
): RankedWindow[] {
  if (searchKeys.length === 0) return [];
  const { starts, spent, everyWindow } = prefilter(fileKeys, searchKeys, options);
  let budget = options.budget - spent;
  const ranked: RankedWindow[] = [];
  let minSimilarity = options.minSimilarity;
  for (const start of everyWindow ? starts : starts.slice(0, options.maxWindows)) {
    if (budget < searchKeys.length) break;
    const scoring = { start, lineFloor: options.lineFloor, minSimilarity };
    const { compared, ...window } = scoreWindow(fileKeys, searchKeys, scoring);
    budget -= compared;
    ranked.push(window);
    if (options.margin !== undefined) {
      minSimilarity = Math.max(minSimilarity, window.similarity - options.margin);
    }
  }
  return ranked.sort((a, b) => b.similarity - a.similarity || a.start - b.start);
}
