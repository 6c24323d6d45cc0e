// The check behind a replace edit's `exactLines` (udiff lines sent without a prefix): wherever a stage
// located the SEARCH, each such line must be the file's line at its spot, byte for byte, next to its
// neighbours. Pure; runs only for edits that carry such lines, never guesses a wrapped `+`/`-` line.
import type { ClosestMatch } from "../edit.js";
import type { IssueReason, UnprefixedSpot } from "../issue-reason.js";
import { isBlank, splitLines, type FileView } from "./lines.js";
import type { Match } from "./located.js";
import { alignedPairs } from "./three-way.js";

/** Why the located match is refused, and the located lines as the file has them. */
export interface ExactLinesRefusal {
  reason: IssueReason;
  closest: ClosestMatch;
}

// Aligns SEARCH with the located lines up to what the tolerant stages forgive; bytes are compared after.
const loose = (line: string): string => line.replace(/\s+/g, " ").trim();

/** The nearest non-blank SEARCH index from `i` in direction `step`, if any. */
function neighbour(lines: readonly string[], i: number, step: 1 | -1): number | undefined {
  for (let j = i + step; j >= 0 && j < lines.length; j += step) if (!isBlank(lines[j] as string)) return j;
  return undefined;
}

/** Only blank file lines lie strictly between lines a and b. */
function onlyBlanksBetween(view: FileView, a: number, b: number): boolean {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  for (let k = lo + 1; k < hi; k++) if (!isBlank(view.lines[k] as string)) return false;
  return true;
}

/** The file line where SEARCH line i belongs: below its aligned upper neighbour, else above the lower. */
function spotOf(lines: readonly string[], i: number, at: ReadonlyMap<number, number>): number | undefined {
  const up = neighbour(lines, i, -1);
  const upAt = up === undefined ? undefined : at.get(up);
  if (up !== undefined && upAt !== undefined) return upAt + (i - up);
  const down = neighbour(lines, i, 1);
  const downAt = down === undefined ? undefined : at.get(down);
  if (down !== undefined && downAt !== undefined) return downAt - (down - i);
  return at.get(i);
}

/** Whether SEARCH line i stands in the file as written, right next to its non-blank neighbours. */
function standsAt(view: FileView, lines: readonly string[], i: number, at: ReadonlyMap<number, number>) {
  const f = at.get(i);
  if (f === undefined || view.lines[f] !== lines[i]) return false;
  return ([-1, 1] as const).every((step) => {
    const j = neighbour(lines, i, step);
    if (j === undefined) return true;
    const g = at.get(j);
    return g !== undefined && onlyBlanksBetween(view, f, g);
  });
}

function located(view: FileView, match: Match, similarity: number): ClosestMatch {
  return { startLine: match.start + 1, lines: view.lines.slice(match.start, match.end), similarity };
}

/** Undefined when every unprefixed line stands where `match` puts it; else why the edit is refused. */
export function exactLinesRefusal(
  view: FileView,
  search: string,
  exactLines: readonly number[],
  match: Match,
): ExactLinesRefusal | undefined {
  const lines = splitLines(search);
  const exact = exactLines.filter((i) => i >= 0 && i < lines.length);
  if (exact.length === 0) return undefined;
  const file = view.lines.slice(match.start, match.end);
  const pairs = alignedPairs(lines, file, (a, b) => loose(a) === loose(b)) ?? [];
  const at = new Map(pairs.map(([s, f]) => [s, match.start + f]));
  const same = pairs.filter(([s, f]) => lines[s] === file[f]).length;
  const similarity = Math.round((same / Math.max(1, lines.length, file.length)) * 1000) / 1000;
  const unprefixed = new Set(exact);
  if (lines.every((line, i) => isBlank(line) || unprefixed.has(i))) {
    const reason = { kind: "unprefixed-unplaced", line: lines[exact[0] as number] as string } as const;
    return { reason, closest: located(view, match, similarity) };
  }
  const i = exact.find((k) => !standsAt(view, lines, k, at));
  if (i === undefined) return undefined;
  const spot = whatIsThere(view, lines, i, at);
  const reason = { kind: "unprefixed-misplaced", line: lines[i] as string, spot } as const;
  return { reason, closest: located(view, match, similarity) };
}

/** What the file has where SEARCH line i would stand. */
function whatIsThere(
  view: FileView,
  lines: readonly string[],
  i: number,
  at: ReadonlyMap<number, number>,
): UnprefixedSpot {
  const spot = spotOf(lines, i, at);
  if (spot === undefined || spot < 0 || spot >= view.lineCount) return {};
  const line = view.lines[spot] as string;
  return line === lines[i] ? { line: spot + 1 } : { line: spot + 1, text: line };
}

/** The first line a not-found SEARCH sent without a prefix: it may be why it was not found. */
export function firstUnprefixed(
  search: string,
  exactLines: readonly number[] | undefined,
): string | undefined {
  const first = exactLines?.[0];
  return first === undefined ? undefined : splitLines(search)[first];
}
