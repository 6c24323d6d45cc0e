import fc from "fast-check";
import { countTokens } from "gpt-tokenizer";
import { fitBudget, lineEstimator } from "../../src/repomap/fit-budget";

describe("fitBudget", () => {
  it("never exceeds the ceiling and fills it closely (property, real tokenizer)", () => {
    const line = fc.string({ unit: "grapheme", maxLength: 60 });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 80 }), fc.integer({ min: 0, max: 400 }), (lines, maxTokens) => {
        const render = (count: number): string => lines.slice(0, count).join("\n");
        const fitted = fitBudget({ available: lines.length, render, maxTokens, countTokens });
        expect(fitted.tokens).toBe(countTokens(fitted.text));
        expect(fitted.tokens).toBeLessThanOrEqual(maxTokens);
        expect(fitted.text).toBe(fitted.count === 0 ? "" : render(fitted.count));
        // Filled closely: a map under GOOD_FILL (95 %) of the ceiling could not take one more entry; at
        // 95 % or more fitBudget stops growing (entries can cost no token: two empty lines added one
        // token to a 148-token map of 150), so there only the ceiling holds.
        if (fitted.count + 1 <= lines.length && fitted.tokens < 0.95 * maxTokens) {
          expect(countTokens(render(fitted.count + 1))).toBeGreaterThan(maxTokens);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("re-searches when the estimate was too low, and still ends under the ceiling", () => {
    const lines = Array.from({ length: 50 }, (_, i) => `line number ${i} with some words`);
    const render = (count: number): string => lines.slice(0, count).join("\n");
    // An estimate that under-counts by half forces at least one overshoot.
    const fitted = fitBudget({
      available: lines.length,
      render,
      maxTokens: 100,
      countTokens,
      estimateTokens: (text) => Math.floor(countTokens(text) / 2),
    });
    expect(fitted.exactCounts).toBeGreaterThan(1);
    expect(fitted.tokens).toBeLessThanOrEqual(100);
    // Scaling the search limit by the overshoot recovers most of the budget (12 of 13 lines fit).
    expect(fitted.count).toBeGreaterThanOrEqual(11);
  });

  it("counts each distinct line once in the estimator", () => {
    const seen: string[] = [];
    const estimate = lineEstimator((text) => {
      seen.push(text);
      return countTokens(text);
    });
    const total = estimate("a b\nc d\na b");
    expect(total).toBe(countTokens("a b\n") * 2 + countTokens("c d\n"));
    expect(seen).toEqual(["a b\n", "c d\n"]);
  });
});
