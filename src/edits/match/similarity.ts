// Line similarity for the fuzzy and closest-lines searches: a banded Levenshtein distance, so the
// cost of comparing two lines is bounded by how different they may be. Pure.
import { normalizePunctuation } from "./unicode.js";

// Two rows reused across calls: tens of thousands of comparisons must not allocate each time.
let rowA = new Int32Array(256);
let rowB = new Int32Array(256);

/** Levenshtein distance of `a` and `b`, or `max + 1` as soon as it must exceed `max`. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a.length === 0 || b.length === 0) return Math.max(a.length, b.length);
  const over = max + 1;
  if (rowA.length <= b.length) {
    rowA = new Int32Array(b.length * 2);
    rowB = new Int32Array(b.length * 2);
  }
  let prev = rowA;
  let curr = rowB;
  for (let j = 0; j <= b.length; j++) prev[j] = j <= max ? j : over;
  for (let i = 1; i <= a.length; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(b.length, i + max);
    curr.fill(over, 0, b.length + 1);
    curr[0] = i <= max ? i : over;
    let rowMin = curr[0] as number;
    for (let j = lo; j <= hi; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(
        (prev[j - 1] as number) + cost,
        (prev[j] as number) + 1,
        (curr[j - 1] as number) + 1,
        over,
      );
      curr[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return over;
    [prev, curr] = [curr, prev];
  }
  return Math.min(prev[b.length] as number, over);
}

const profileA = new Int32Array(32);

/**
 * A lower bound on the edit distance from character counts (folded into 32 buckets): each edit
 * changes the counts by at most 2. Costs a pass over both strings instead of the DP table.
 */
export function distanceLowerBound(a: string, b: string): number {
  profileA.fill(0);
  for (let i = 0; i < a.length; i++) (profileA[a.charCodeAt(i) & 31] as number)++;
  for (let i = 0; i < b.length; i++) (profileA[b.charCodeAt(i) & 31] as number)--;
  let sum = 0;
  for (let k = 0; k < 32; k++) sum += Math.abs(profileA[k] as number);
  return Math.ceil(sum / 2);
}

/** 1 - distance / longer length; 0 whenever the similarity would fall below `floor`. */
export function lineSimilarity(a: string, b: string, floor: number): number {
  if (a === b) return 1;
  const longer = Math.max(a.length, b.length);
  const max = Math.floor((1 - floor) * longer);
  if (Math.abs(a.length - b.length) > max || distanceLowerBound(a, b) > max) return 0;
  const distance = boundedDistance(a, b, max);
  return distance > max ? 0 : 1 - distance / longer;
}

/** The text fuzzy matching compares: punctuation normalised, whitespace runs collapsed, trimmed. */
export function fuzzyKey(line: string): string {
  const trimmed = normalizePunctuation(line).trim();
  // Most lines have no run of whitespace to collapse: skip the replace and its allocation.
  return /\s\s|[^\S ]/.test(trimmed) ? trimmed.replace(/\s+/g, " ") : trimmed;
}
