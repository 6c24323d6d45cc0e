// The file's lines most like a SEARCH that was not found, for the reflection message. Bounded by the
// same work budget as the fuzzy stage; no threshold. Blank lines are skipped like the fuzzy stage does.
import type { ClosestMatch } from "../edit.js";
import type { FileView } from "./lines.js";
import { projectNonBlank, searchFuzzyKeys } from "./projection.js";
import { rankWindows } from "./window-rank.js";

// Looser than the fuzzy stage: the closest lines may be quite different and still help the model.
const LINE_FLOOR = 0.4;
// Only the most promising windows are scored in full, at the looser floor's higher cost.
const MAX_WINDOWS = 12;

export function findClosest(view: FileView, search: string, budget: number): ClosestMatch | undefined {
  const { keys, lines } = projectNonBlank(view);
  const wanted = searchFuzzyKeys(search);
  const m = Math.min(wanted.length, keys.length);
  if (m === 0) return undefined;
  const best = rankWindows(keys, wanted.slice(0, m), {
    from: 0,
    atEnd: false,
    budget,
    lineFloor: LINE_FLOOR,
    minSimilarity: 0,
    maxWindows: MAX_WINDOWS,
    minShare: 0,
    tokens: true,
  })[0];
  if (!best || best.similarity === 0) return undefined;
  const start = lines[best.start] as number;
  const end = (lines[best.start + m - 1] as number) + 1;
  return {
    startLine: start + 1,
    lines: view.lines.slice(start, end),
    similarity: Math.round(best.similarity * 1000) / 1000,
  };
}
