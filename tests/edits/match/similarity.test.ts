import fc from "fast-check";
import { boundedDistance, distanceLowerBound, lineSimilarity } from "../../../src/edits/match/similarity";

/** The textbook full-table Levenshtein distance, as the reference. */
function reference(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const curr = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      curr[j] = Math.min(
        (prev[j - 1] as number) + cost,
        (prev[j] as number) + 1,
        (curr[j - 1] as number) + 1,
      );
    }
    prev = curr;
  }
  return prev[b.length] as number;
}

// A small alphabet makes shared prefixes, suffixes and near-equal strings common.
const word = fc.string({ unit: fc.constantFrom("a", "b", " ", "\t"), maxLength: 14 });

describe("boundedDistance", () => {
  it("equals the reference distance when within the bound, and bound + 1 otherwise", () => {
    fc.assert(
      fc.property(word, word, fc.nat(10), (a, b, max) => {
        const full = reference(a, b);
        expect(boundedDistance(a, b, max)).toBe(full <= max ? full : max + 1);
      }),
      { numRuns: 3000 },
    );
  });
});

describe("distanceLowerBound", () => {
  it("never exceeds the reference distance", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), (a, b) => {
        expect(distanceLowerBound(a, b)).toBeLessThanOrEqual(reference(a, b));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("lineSimilarity", () => {
  it("is 1 - distance / longer length, or 0 below the floor", () => {
    expect(lineSimilarity("return x", "return y", 0.5)).toBe(1 - 1 / 8);
    expect(lineSimilarity("abcd", "wxyz", 0.5)).toBe(0);
    expect(lineSimilarity("", "", 0.9)).toBe(1);
  });
});
