// Stage 8: a bounded fuzzy match over the non-blank lines (a dropped or added blank line must not
// shift every later line). The most similar window must reach the threshold, be clearly ahead of the
// runner-up, and be similar between its first and last lines too (never an anchor-only match). The
// window then takes REPLACE only as a three-way merge (fuzzy-merge.ts): never over lines that differ.
import { withoutPadding } from "./blank-lines.js";
import { fuzzyMerge } from "./fuzzy-merge.js";
import { NONE, type Located, type StageInput } from "./located.js";
import { projectNonBlank, searchFuzzyKeys } from "./projection.js";
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

type Picked =
  { kind: "none" } | { kind: "ambiguous"; starts: number[] } | { kind: "unique"; window: RankedWindow };

function pick(ranked: readonly RankedWindow[], threshold: number, nearest: boolean): Picked {
  const accepted = ranked.filter((w) => w.similarity >= threshold && w.interior >= threshold);
  const best = accepted[0];
  if (!best) return { kind: "none" };
  if (nearest) return { kind: "unique", window: accepted.reduce((a, w) => (w.start < a.start ? w : a)) };
  const rivals = ranked.filter((w) => w.similarity > best.similarity - FUZZY_MARGIN);
  if (rivals.length > 1) return { kind: "ambiguous", starts: rivals.map((w) => w.start) };
  return { kind: "unique", window: best };
}

export function fuzzyStage(original: StageInput, options: FuzzyOptions): Located {
  if (options.threshold >= 1) return NONE;
  const input = withoutPadding(original) ?? original;
  const searchKeys = searchFuzzyKeys(input.search);
  if (searchKeys.length === 0) return NONE;
  const { keys, lines } = projectNonBlank(input.view);
  const from = lines.findIndex((line) => line >= input.region.from);
  if (from === -1) return NONE;
  const ranked = rankWindows(keys, searchKeys, {
    from,
    atEnd: input.region.atEnd,
    budget: options.budget,
    lineFloor: LINE_FLOOR,
    // Rivals within the margin of an accepted window must be scored exactly, not abandoned.
    minSimilarity: options.threshold - FUZZY_MARGIN,
    maxWindows: MAX_WINDOWS,
    minShare: 0.5,
    margin: input.region.nearest ? undefined : FUZZY_MARGIN,
  });
  const picked = pick(ranked, options.threshold, input.region.nearest);
  if (picked.kind === "none") return NONE;
  const toLine = (p: number): number => lines[p] as number;
  if (picked.kind === "ambiguous") {
    const candidates = picked.starts.map((p) => toLine(p) + 1).sort((a, b) => a - b);
    return { kind: "ambiguous", candidates };
  }
  const { start: p, similarity } = picked.window;
  const start = toLine(p);
  const end = toLine(p + searchKeys.length - 1) + 1;
  const merged = fuzzyMerge(input, { start, end });
  return merged.kind === "unique" ? { kind: "unique", match: { ...merged.match, similarity } } : merged;
}
