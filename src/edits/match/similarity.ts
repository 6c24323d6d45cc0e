// Line similarity for the fuzzy and closest-lines searches: a banded Levenshtein distance, so the
// cost of comparing two lines is bounded by how different they may be. Pure.
import { coarseSimilarity } from "./coarse-distance.js";
import { normalizePunctuation } from "./unicode.js";

// Two rows reused across calls: tens of thousands of comparisons must not allocate each time.
let rowA = new Int32Array(256);
let rowB = new Int32Array(256);

/** Levenshtein distance of `a` and `b`, or `max + 1` as soon as it must exceed `max`. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // A shared prefix and suffix never change the distance: only the middle needs the table.
  let head = 0;
  const shorter = Math.min(a.length, b.length);
  while (head < shorter && a.charCodeAt(head) === b.charCodeAt(head)) head++;
  let tail = 0;
  while (tail < shorter - head && a.charCodeAt(a.length - 1 - tail) === b.charCodeAt(b.length - 1 - tail)) {
    tail++;
  }
  if (head > 0 || tail > 0) {
    return tableDistance(a.slice(head, a.length - tail), b.slice(head, b.length - tail), max);
  }
  return tableDistance(a, b, max);
}

function tableDistance(a: string, b: string, max: number): number {
  const n = b.length;
  if (a.length === 0 || n === 0) return Math.max(a.length, n);
  const over = max + 1;
  if (rowA.length <= n + 1) {
    rowA = new Int32Array(n * 2 + 2);
    rowB = new Int32Array(n * 2 + 2);
  }
  let prev = rowA;
  let curr = rowB;
  for (let j = 0; j <= n; j++) prev[j] = j <= max ? j : over;
  for (let i = 1; i <= a.length; i++) {
    const lo = i - max > 1 ? i - max : 1;
    const hi = i + max < n ? i + max : n;
    // Cells just outside the band are read by the next cells: mark them out of reach.
    curr[lo - 1] = lo === 1 ? (i <= max ? i : over) : over;
    if (hi < n) curr[hi + 1] = over;
    const code = a.charCodeAt(i - 1);
    let rowMin = over;
    for (let j = lo; j <= hi; j++) {
      let value = (prev[j - 1] as number) + (code === b.charCodeAt(j - 1) ? 0 : 1);
      const up = (prev[j] as number) + 1;
      const left = (curr[j - 1] as number) + 1;
      if (up < value) value = up;
      if (left < value) value = left;
      if (value > over) value = over;
      curr[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return over;
    const swap = prev;
    prev = curr;
    curr = swap;
  }
  const distance = prev[n] as number;
  return distance < over ? distance : over;
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

/** The most table cells one exact comparison may cost; longer lines are compared coarsely, so a
 *  20 KB line or a long run of one character costs linear time, never a quadratic table. */
export const EXACT_CELL_BUDGET = 20_000;

/** 1 - distance / longer length; 0 whenever the similarity would fall below `floor`. */
export function lineSimilarity(a: string, b: string, floor: number): number {
  if (a === b) return 1;
  const longer = Math.max(a.length, b.length);
  const max = Math.floor((1 - floor) * longer);
  if (Math.abs(a.length - b.length) > max || distanceLowerBound(a, b) > max) return 0;
  if (Math.min(a.length, b.length) * (2 * max + 1) > EXACT_CELL_BUDGET) {
    const estimate = coarseSimilarity(a, b);
    return estimate < floor ? 0 : estimate;
  }
  const distance = boundedDistance(a, b, max);
  return distance > max ? 0 : 1 - distance / longer;
}

/** The text fuzzy matching compares: punctuation normalised, whitespace runs collapsed, trimmed. */
export function fuzzyKey(line: string): string {
  const trimmed = normalizePunctuation(line).trim();
  // Most lines have no run of whitespace to collapse: skip the replace and its allocation.
  return /\s\s|[^\S ]/.test(trimmed) ? trimmed.replace(/\s+/g, " ") : trimmed;
}
