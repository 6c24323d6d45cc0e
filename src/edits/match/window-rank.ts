// Ranks the windows of a file by positional line similarity to a SEARCH, within a work budget: a
// prefilter (window-prefilter.ts) picks the few windows scored fully.
import { distanceLowerBound, lineSimilarity } from "./similarity.js";
import { prefilter } from "./window-prefilter.js";

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
  /** Also nominate windows by shared identifiers (for the closest lines, where nothing is near). */
  tokens?: boolean;
}

export interface RankedWindow {
  start: number;
  similarity: number;
  /** Similarity of the lines between the first and the last (1 when there are none). */
  interior: number;
}

const weightOf = (a: string, b: string): number => Math.max(a.length, b.length) + 1;

function lossLowerBound(fileKeys: readonly string[], searchKeys: readonly string[], start: number): number {
  let bound = 0;
  for (let i = 0; i < searchKeys.length; i++) {
    const a = searchKeys[i] as string;
    const b = fileKeys[start + i] ?? "";
    const longer = Math.max(a.length, b.length);
    if (longer > 0) bound += (weightOf(a, b) * distanceLowerBound(a, b)) / longer;
  }
  return bound;
}

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
  // Character counts bound each line's loss from below for the cost of one pass: most windows that
  // cannot reach the bar stop here, before any distance table.
  if (options.minSimilarity > 0 && lossLowerBound(fileKeys, searchKeys, start) > allowedLoss) {
    return { start, similarity: 0, interior: 0, compared: Math.ceil(searchKeys.length / 4) };
  }
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
