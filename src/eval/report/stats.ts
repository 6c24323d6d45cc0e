// Interval arithmetic for pass rates: the Wilson score interval of one proportion, and Newcombe's
// interval (built from two Wilson intervals) for the difference of two. Pure.

export interface Interval {
  low: number;
  high: number;
}

/** z for a two-sided 95 % interval. */
export const Z95 = 1.959964;

export function wilson(successes: number, n: number, z = Z95): Interval {
  if (n === 0) return { low: 0, high: 1 };
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** 95 % interval of p1 − p2 (Newcombe's hybrid score method, his method 10). */
export function differenceInterval(
  s1: number,
  n1: number,
  s2: number,
  n2: number,
  z = Z95,
): Interval & { diff: number } {
  const p1 = n1 === 0 ? 0 : s1 / n1;
  const p2 = n2 === 0 ? 0 : s2 / n2;
  const a = wilson(s1, n1, z);
  const b = wilson(s2, n2, z);
  const diff = p1 - p2;
  return {
    diff,
    low: diff - Math.sqrt((p1 - a.low) ** 2 + (b.high - p2) ** 2),
    high: diff + Math.sqrt((a.high - p1) ** 2 + (p2 - b.low) ** 2),
  };
}
