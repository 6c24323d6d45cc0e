// The file's lines most like a SEARCH that was not found, for the reflection message. Bounded by the
// same work budget as the fuzzy stage; no threshold.
import type { ClosestMatch } from "../edit.js";
import { splitLines, type FileView } from "./lines.js";
import { fuzzyKey } from "./similarity.js";
import { rankWindows } from "./window-rank.js";

// Looser than the fuzzy stage: the closest lines may be quite different and still help the model.
const LINE_FLOOR = 0.4;
// Only the most promising windows are scored in full, at the looser floor's higher cost.
const MAX_WINDOWS = 12;

export function findClosest(view: FileView, search: string, budget: number): ClosestMatch | undefined {
  const searchKeys = splitLines(search).map(fuzzyKey);
  const fileKeys = view.keys("fuzzy", fuzzyKey);
  const m = Math.min(searchKeys.length, fileKeys.length);
  if (m === 0) return undefined;
  const keys = searchKeys.length > m ? searchKeys.slice(0, m) : searchKeys;
  const best = rankWindows(fileKeys, keys, {
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
  return {
    startLine: best.start + 1,
    lines: view.lines.slice(best.start, best.start + m),
    similarity: Math.round(best.similarity * 1000) / 1000,
  };
}
