// Stage 7: a bounded fuzzy match. The most similar window must reach the threshold, be clearly ahead
// of the runner-up, and be similar between its first and last lines too (never an anchor-only match).
import { reindentLike } from "./indentation.js";
import { splitLines } from "./lines.js";
import { NONE, singlePiece, type Located, type StageInput } from "./located.js";
import { fuzzyKey } from "./similarity.js";
import { rankWindows, type RankedWindow } from "./window-rank.js";

export const DEFAULT_FUZZY_THRESHOLD = 0.9;
export const DEFAULT_FUZZY_BUDGET = 100_000;
/** How far ahead of the runner-up the best window must be. */
export const FUZZY_MARGIN = 0.05;
// Lines below this similarity count as entirely different; it also bounds each line comparison.
const LINE_FLOOR = 0.5;
const MAX_WINDOWS = 1_000;

export interface FuzzyOptions {
  threshold: number;
  budget: number;
}

function pick(ranked: readonly RankedWindow[], input: StageInput, threshold: number): Located {
  const accepted = ranked.filter((w) => w.similarity >= threshold && w.interior >= threshold);
  const best = accepted[0];
  if (!best) return NONE;
  const window = (w: RankedWindow): Located => {
    const m = splitLines(input.search).length;
    const fileLines = input.view.lines.slice(w.start, w.start + m);
    const text = reindentLike(fileLines, input.search, input.replace);
    const match = { ...singlePiece(w.start, w.start + m, text), similarity: w.similarity };
    return { kind: "unique", match };
  };
  if (input.region.nearest) {
    return window(accepted.reduce((near, w) => (w.start < near.start ? w : near)));
  }
  const rivals = ranked.filter((w) => w.similarity > best.similarity - FUZZY_MARGIN);
  if (rivals.length > 1) {
    return { kind: "ambiguous", candidates: rivals.map((w) => w.start + 1).sort((a, b) => a - b) };
  }
  return window(best);
}

export function fuzzyStage(input: StageInput, options: FuzzyOptions): Located {
  if (options.threshold >= 1) return NONE;
  const searchKeys = splitLines(input.search).map(fuzzyKey);
  const ranked = rankWindows(input.view.keys("fuzzy", fuzzyKey), searchKeys, {
    from: input.region.from,
    atEnd: input.region.atEnd,
    budget: options.budget,
    lineFloor: LINE_FLOOR,
    // Rivals within the margin of an accepted window must be scored exactly, not abandoned.
    minSimilarity: options.threshold - FUZZY_MARGIN,
    maxWindows: MAX_WINDOWS,
    minShare: 0.5,
    margin: input.region.nearest ? undefined : FUZZY_MARGIN,
  });
  return pick(ranked, input, options.threshold);
}
