// Stage 9: SEARCH differs from the file only in its blank lines between non-blank ones (a udiff hunk
// with one blank line where the file has two, or none). The file keeps its own blank runs wherever
// REPLACE leaves the lines around them alone; REPLACE's lines go in as written elsewhere. Pure.
import { withoutPadding } from "./blank-lines.js";
import { findKeyMatches } from "./key-match.js";
import { isBlank, joinLines, splitLines } from "./lines.js";
import { NONE, select, singlePiece, type Located, type Match, type StageInput } from "./located.js";
import { projectNonBlank } from "./projection.js";
import { alignedPairs } from "./three-way.js";

const trimEnd = (line: string): string => line.trimEnd();

/** REPLACE lines [start, end) become `lines`. */
type Swap = { start: number; end: number; lines: string[] };

/**
 * Each blank run REPLACE keeps from SEARCH (also an empty run between two lines it keeps side by
 * side) becomes the file's blank run at that spot. `fileAt[i]`: the file line of SEARCH's line i.
 */
function blankSwaps(search: string[], replace: string[], file: readonly string[], fileAt: number[]): Swap[] {
  const toReplace = new Map(alignedPairs(search, replace, (x, y) => x === y) ?? []);
  const anchors = search.flatMap((line, i) => (isBlank(line) ? [] : [i]));
  const swaps: Swap[] = [];
  anchors.slice(1).forEach((next, k) => {
    const prev = anchors[k] as number;
    const blanks = [...Array(next - prev - 1).keys()].map((d) => toReplace.get(prev + 1 + d));
    const prevAt = toReplace.get(prev);
    const start = blanks.length > 0 ? blanks[0] : prevAt === undefined ? undefined : prevAt + 1;
    if (start === undefined) return;
    if (blanks.length === 0 && toReplace.get(next) !== start) return;
    if (blanks.some((r, d) => r !== start + d)) return;
    const lines = file.slice((fileAt[prev] as number) + 1, fileAt[next] as number);
    swaps.push({ start, end: start + blanks.length, lines });
  });
  return swaps;
}

function withFileBlanks(
  search: string[],
  replace: string[],
  file: readonly string[],
  fileAt: number[],
): string[] {
  const swaps = blankSwaps(search, replace, file, fileAt);
  const out: string[] = [];
  let r = 0;
  for (const swap of swaps) {
    out.push(...replace.slice(r, swap.start), ...swap.lines);
    r = swap.end;
  }
  return [...out, ...replace.slice(r)];
}

export function blankRunsStage(input: StageInput): Located {
  const { view, search, replace, region } = withoutPadding(input) ?? input;
  const searchLines = splitLines(search);
  const at = searchLines.flatMap((line, i) => (isBlank(line) ? [] : [i]));
  const first = at[0];
  const last = at[at.length - 1];
  if (first === undefined || last === undefined || first !== 0 || last !== searchLines.length - 1)
    return NONE;
  const { keys, lines } = projectNonBlank(view, "trim-end", trimEnd);
  const wanted = at.map((i) => trimEnd(searchLines[i] as string));
  const fromKey = lines.findIndex((line) => line >= region.from);
  if (fromKey === -1) return NONE;
  const matches: Match[] = [];
  for (const p of findKeyMatches(keys, wanted, fromKey)) {
    const fileAt: number[] = [];
    at.forEach((i, k) => (fileAt[i] = lines[p + k] as number));
    const start = lines[p] as number;
    const end = (lines[p + wanted.length - 1] as number) + 1;
    const written = withFileBlanks(searchLines, splitLines(replace), view.lines, fileAt);
    matches.push(singlePiece(start, end, joinLines(written)));
  }
  return matches.length === 0 ? NONE : select(matches, region, view.lineCount);
}
