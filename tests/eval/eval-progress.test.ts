// The terminal progress bar: done/total, pass rate so far, cost so far and the ETA.
import { duration, progressLine } from "../../src/cli/eval/eval-progress";

describe("eval progress", () => {
  it("shows done/total, the pass rate of this run, the cost and an ETA from the pace so far", () => {
    const line = progressLine({ done: 12, total: 48, passed: 7, cost: 0.123, elapsed: 60 }, 10);
    expect(line).toBe("[######------------------] 12/48  pass 70 %  $0.12  ETA 3m36s");
  });

  it("has no rate or ETA before the first attempt of this run", () => {
    expect(progressLine({ done: 4, total: 8, passed: 0, cost: 0, elapsed: 1 }, 0)).toBe(
      "[############------------] 4/8  pass –  $0.00  ETA ?",
    );
  });

  it("writes durations in s, m and h", () => {
    expect([duration(9.4), duration(75), duration(7260)]).toEqual(["9s", "1m15s", "2h01m"]);
  });
});
