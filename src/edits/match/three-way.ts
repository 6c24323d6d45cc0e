// The three-way merge behind every tolerant match: base = SEARCH, ours = the file's matched lines,
// theirs = REPLACE. A line where the file differs from SEARCH is kept as the file has it, and must not
// be one the SEARCH→REPLACE change touches; otherwise the merge refuses. Pure; bounded line diffs.
import { diffArrays } from "diff";
import type { MergeConflict } from "../issue-reason.js";
import { stringInterior } from "./string-interior.js";
import { resolveByWords } from "./word-resolve.js";

/** Base lines [start, end) became `lines` (other[from, from + lines.length)). */
export interface Hunk {
  start: number;
  end: number;
  from: number;
  lines: string[];
}

export interface MergeInput {
  base: readonly string[];
  ours: readonly string[];
  theirs: readonly string[];
  /** Whether a file line is the SEARCH line up to what the stage normalises (indentation, punctuation…). */
  same: (baseLine: string, oursLine: string) => boolean;
  /** How a REPLACE line is written into the file (re-indented to the block). */
  adjust: (line: string) => string;
  /** How a REPLACE line that starts inside a multi-line string is written; default: as given. */
  adjustString?: (line: string) => string;
  /** How many extra file lines each end of `ours` may hold beyond where SEARCH was located. */
  slack?: readonly [number, number];
}

/**
 * File lines before the first or after the last SEARCH line are outside the match: removes them from
 * the edge hunks (a changed edge line keeps at most `slack` extra lines) and returns their counts.
 */
function trimEdges(hunks: Hunk[], m: number, slack: readonly [number, number]): [number, number] {
  let lead = 0;
  let tail = 0;
  const first = hunks[0];
  if (first && first.start === 0) {
    const extra = first.lines.length - first.end;
    lead = first.end === 0 ? extra : Math.max(0, Math.min(extra, slack[0]));
    first.lines = first.lines.slice(lead);
    first.from += lead;
    if (first.end === 0) hunks.shift();
  }
  const last = hunks.at(-1);
  if (last && last.end === m) {
    const extra = last.lines.length - (last.end - last.start);
    tail = last.start === m ? extra : Math.max(0, Math.min(extra, slack[1]));
    last.lines = last.lines.slice(0, last.lines.length - tail);
    if (last.start === m) hunks.pop();
  }
  return [lead, tail];
}

export type MergeResult =
  | {
      ok: true;
      lines: string[];
      /** Leading/trailing file lines the merge left outside the match. */ trim: [number, number];
    }
  | { ok: false; conflict: MergeConflict };

const MAX_DIFF_STEPS = 4_000_000;

function hunksOf(other: readonly string[], changes: ReturnType<typeof diffIndices>): Hunk[] {
  const out: Hunk[] = [];
  let b = 0;
  let o = 0;
  let current: Hunk | undefined;
  for (const change of changes ?? []) {
    if (!change.added && !change.removed) {
      if (current) out.push(current);
      current = undefined;
      b += change.count;
      o += change.count;
      continue;
    }
    current ??= { start: b, end: b, from: o, lines: [] };
    if (change.removed) {
      b += change.count;
      current.end = b;
    } else {
      current.lines.push(...other.slice(o, o + change.count));
      o += change.count;
    }
  }
  if (current) out.push(current);
  return out;
}

function diffIndices(
  base: readonly string[],
  other: readonly string[],
  equal: (a: string, b: string) => boolean,
  maxEditLength: number,
) {
  const left = base.map((_, i) => i);
  const right = other.map((_, j) => j);
  return diffArrays(left, right, {
    comparator: (i, j) => equal(base[i] as string, other[j] as string),
    maxEditLength,
  });
}

function clash(o: Hunk, t: Hunk): boolean {
  const oInsert = o.start === o.end;
  const tInsert = t.start === t.end;
  if (oInsert && tInsert) return o.start === t.start;
  if (oInsert) return t.start < o.start && o.start < t.end;
  if (tInsert) return o.start < t.start && t.start < o.end;
  return o.start < t.end && t.start < o.end;
}

/** Index pairs (base, ours) of the lines `equal` aligns, or undefined past the edit bound. */
export function alignedPairs(
  base: readonly string[],
  ours: readonly string[],
  equal: (a: string, b: string) => boolean,
): Array<[number, number]> | undefined {
  const changes = diffIndices(base, ours, equal, editBound(base, ours));
  if (!changes) return undefined;
  const pairs: Array<[number, number]> = [];
  let b = 0;
  let o = 0;
  for (const change of changes) {
    if (change.removed) b += change.count;
    else if (change.added) o += change.count;
    else for (let k = 0; k < change.count; k++) pairs.push([b++, o++]);
  }
  return pairs;
}

/** Myers costs O((N + M) · D): D is capped so one merge stays within a fixed number of steps. */
function editBound(base: readonly string[], other: readonly string[]): number {
  const size = base.length + other.length;
  return Math.min(size, Math.max(64, Math.floor(MAX_DIFF_STEPS / Math.max(1, size))));
}

/** Both sides made the same change: not a conflict, the file's version stands. */
function sameChange(o: Hunk, t: Hunk, same: MergeInput["same"]): boolean {
  if (o.start !== t.start || o.end !== t.end || o.lines.length !== t.lines.length) return false;
  return o.lines.every((line, k) => same(t.lines[k] as string, line));
}

function conflictOf(o: Hunk, ours: readonly string[], base: readonly string[]): MergeConflict {
  // No line number here: the caller names the one place the reflection shows (apply-replace.ts).
  const fileLine = ours[o.from] ?? "";
  if (o.start === o.end) return { why: "extra-file-line", fileLine };
  const searchLine = base[o.start] ?? "";
  if (o.lines.length === 0) return { why: "search-line-missing", searchLine };
  return { why: "line-differs", fileLine, searchLine };
}

/** The file's lines with REPLACE's changes merged in, or the reason they cannot be. */
export function threeWayMerge(input: MergeInput): MergeResult {
  const { base, ours, theirs, same } = input;
  const oursDiff = diffIndices(base, ours, same, editBound(base, ours));
  if (!oursDiff) return { ok: false, conflict: { why: "too-many-differences" } };
  const oursHunks = hunksOf(ours, oursDiff);
  // A rewrite past the bound is taken as one change of the whole block (never a refusal).
  const theirsDiff = diffIndices(base, theirs, (a, b) => a === b, editBound(base, theirs));
  const theirsHunks = theirsDiff
    ? hunksOf(theirs, theirsDiff)
    : [{ start: 0, end: base.length, from: 0, lines: [...theirs] }];
  const [lead, tail] = trimEdges(oursHunks, base.length, input.slack ?? [0, 0]);
  const clashes = (o: Hunk, t: Hunk): boolean => clash(o, t) && !sameChange(o, t, same);
  const first = oursHunks.find((o) => theirsHunks.some((t) => clashes(o, t)));
  if (!first)
    return { ok: true, lines: weave({ ...input, oursHunks, theirsHunks, lead }), trim: [lead, tail] };
  // A line both changed may still merge word by word (a typo in SEARCH that REPLACE corrects).
  const resolved = resolveByWords(base, oursHunks, theirsHunks, clashes);
  if (!resolved) return { ok: false, conflict: conflictOf(first, ours, base) };
  return { ok: true, lines: weave({ ...input, ...resolved, lead }), trim: [lead, tail] };
}

interface Weave extends MergeInput {
  oursHunks: Hunk[];
  theirsHunks: Hunk[];
  lead: number;
}

/** Walks SEARCH once, writing the file's version of each line unless REPLACE changed it. */
function weave(input: Weave): string[] {
  const { base, ours, theirs, adjust, oursHunks, theirsHunks, lead } = input;
  const inside = stringInterior(theirs);
  const adjustString = input.adjustString ?? ((line: string) => line);
  const write = (hunk: Hunk): string[] =>
    hunk.lines.map((line, k) => (inside[hunk.from + k] ? adjustString(line) : adjust(line)));
  const out: string[] = [];
  let o = lead;
  let pi = 0;
  let ti = 0;
  for (let i = 0; i <= base.length;) {
    const oh = oursHunks[pi];
    const th = theirsHunks[ti];
    if (oh && oh.start === i && oh.end === i) {
      out.push(...oh.lines);
      o += oh.lines.length;
      pi++;
      if (th && th.start === i && th.end === i) ti++; // the same insertion, already written
      continue;
    }
    if (th && th.start === i && th.end === i) {
      out.push(...write(th));
      ti++;
      continue;
    }
    if (i === base.length) break;
    if (oh && oh.start === i) {
      out.push(...oh.lines);
      o += oh.lines.length;
      i = oh.end;
      pi++;
      if (th && th.start === oh.start) ti++; // the same change on both sides
    } else if (th && th.start === i) {
      out.push(...write(th));
      o += th.end - th.start;
      i = th.end;
      ti++;
    } else {
      out.push(ours[o] as string);
      o++;
      i++;
    }
  }
  return out;
}
