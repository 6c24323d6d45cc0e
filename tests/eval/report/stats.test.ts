// Wilson and Newcombe intervals against published values.
import { differenceInterval, wilson } from "../../../src/eval/report/stats";

describe("intervals", () => {
  it("Wilson's interval matches the textbook values", () => {
    const none = wilson(0, 10);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.2775, 4);
    const half = wilson(5, 10);
    expect(half.low).toBeCloseTo(0.2366, 4);
    expect(half.high).toBeCloseTo(0.7634, 4);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it("Newcombe's difference interval matches his worked example (56/70 vs 48/80)", () => {
    const d = differenceInterval(56, 70, 48, 80);
    expect(d.diff).toBeCloseTo(0.2, 6);
    expect(d.low).toBeCloseTo(0.0524, 3);
    expect(d.high).toBeCloseTo(0.3339, 3);
  });
});
