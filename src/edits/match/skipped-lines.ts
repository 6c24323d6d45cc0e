// Stage 8: a hunk that skips lines the file has between its context lines (models drop lines they see
// as irrelevant). SEARCH is cut where its runs of consecutive file lines end; the pieces are located
// in order, each uniquely (elision.ts), and a change at a cut, where the place is a guess, is refused.
import { locatePieces } from "./elision.js";
import { splitLines } from "./lines.js";
import { NONE, type Located, type StageInput } from "./located.js";
import { alignedPairs } from "./three-way.js";

const MAX_PIECES = 8;
const trimEnd = (line: string): string => line.trimEnd();

/** SEARCH indices where a run of consecutive file lines ends, or undefined when a line is missing. */
function cutsOf(keys: readonly string[], wanted: readonly string[], from: number): number[] | undefined {
  const cuts: number[] = [];
  let i = 0;
  let pos = from;
  while (i < wanted.length) {
    let best = 0;
    let bestAt = -1;
    for (let p = pos; p < keys.length; p++) {
      if (keys[p] !== wanted[i]) continue;
      let k = 1;
      while (i + k < wanted.length && keys[p + k] === wanted[i + k]) k++;
      if (k > best) [best, bestAt] = [k, p];
    }
    if (best === 0) return undefined;
    i += best;
    pos = bestAt + best;
    if (i < wanted.length) cuts.push(i);
    if (cuts.length >= MAX_PIECES) return undefined;
  }
  return cuts;
}

/**
 * REPLACE cut at the same places. A change next to a cut goes with the piece it touches, one of as
 * many lines as it replaces is cut line for line; any other change across a cut, or an insertion right
 * at it (above the skipped lines or below them?), is refused.
 */
function replaceCuts(search: readonly string[], replace: readonly string[], cuts: readonly number[]) {
  const pairs: ReadonlyArray<readonly [number, number]> = [
    [-1, -1],
    ...(alignedPairs(search, replace, (a, b) => a === b) ?? []),
    [search.length, replace.length],
  ];
  const out: number[] = [];
  for (const cut of cuts) {
    const next = pairs.findIndex(([b]) => b >= cut);
    const [bPrev, rPrev] = pairs[next - 1] as readonly [number, number];
    const [bNext, rNext] = pairs[next] as readonly [number, number];
    const changed = rNext - rPrev > 1 || bNext - bPrev > 1;
    if (!changed) out.push(rNext);
    else if (bPrev === cut - 1 && bNext > cut) out.push(rPrev + 1);
    else if (bNext === cut && bPrev < cut - 1) out.push(rNext);
    // A change of as many lines as it replaces is read line for line.
    else if (bNext - bPrev === rNext - rPrev) out.push(rPrev + (cut - bPrev));
    else return undefined;
  }
  return out;
}

const slices = (lines: readonly string[], cuts: readonly number[]): string[][] =>
  [0, ...cuts].map((start, k) => lines.slice(start, cuts[k] ?? lines.length));

export function skippedLinesStage(input: StageInput): Located {
  const search = splitLines(input.search);
  const cuts = cutsOf(input.view.keys("trim-end", trimEnd), search.map(trimEnd), input.region.from);
  if (!cuts || cuts.length === 0) return NONE;
  const replace = splitLines(input.replace);
  const atReplace = replaceCuts(search, replace, cuts);
  if (!atReplace) return NONE;
  return locatePieces(input, slices(search, cuts), slices(replace, atReplace));
}
