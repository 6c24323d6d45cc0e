// The cold scan's work plan: every file handed out exactly once, largest first, in batches that
// shrink toward the end; and how many workers a scan starts.
import { BatchPlan, poolSize } from "../../src/repomap/tag-batches";

function drain(plan: BatchPlan): number[][] {
  const batches: number[][] = [];
  for (let batch = plan.take(); batch.length > 0; batch = plan.take()) batches.push(batch);
  return batches;
}

describe("BatchPlan", () => {
  const sizes = Array.from({ length: 3000 }, (_, i) => ((i * 7919) % 997) * 300 + 10);

  it("hands out every file once, largest first", () => {
    const plan = new BatchPlan(sizes, 2);
    const order = drain(plan).flat();
    expect(plan.done).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(sizes.map((_, i) => i));
    const handed = order.map((index) => sizes[index] as number);
    expect(handed).toEqual([...handed].sort((a, b) => b - a));
  });

  it("sends the big files in few-file batches of at most ~1 MB and ends on batches of many small files", () => {
    const batches = drain(new BatchPlan(sizes, 2));
    const bytes = batches.map((batch) => batch.reduce((sum, i) => sum + (sizes[i] as number), 0));
    const largest = Math.max(...sizes);
    expect(Math.max(...bytes)).toBeLessThan(1024 * 1024 + largest);
    expect((batches[0] as number[]).length).toBeLessThan(5);
    expect(Math.max(...batches.map((batch) => batch.length))).toBeLessThanOrEqual(256);
    // The smallest files (the last ones handed out) travel many to a batch.
    const first = (batches[0] as number[]).length;
    expect((batches[batches.length - 2] as number[]).length).toBeGreaterThan(3 * first);
  });

  it("shrinks the batches as the work left shrinks, so workers finish together", () => {
    // 400 files of 40 KB: 16 MB, 2 workers → ~1 MB batches first, 64 KB batches at the end.
    const even = Array.from({ length: 400 }, () => 40_000);
    const batches = drain(new BatchPlan(even, 2));
    expect((batches[0] as number[]).length).toBeGreaterThan((batches[batches.length - 2] as number[]).length);
  });

  it("is deterministic: equal sizes keep the given order", () => {
    expect(drain(new BatchPlan([5, 5, 5, 9], 2)).flat()).toEqual([3, 0, 1, 2]);
  });
});

describe("poolSize", () => {
  it("starts one worker per core for a large scan, and fewer when the work is small", () => {
    expect(poolSize(2, 30_000, 150e6)).toBe(2);
    expect(poolSize(16, 30_000, 150e6)).toBe(16);
    expect(poolSize(16, 200, 40e6)).toBe(6);
    expect(poolSize(16, 5_000, 3.5e6)).toBe(3);
    expect(poolSize(2, 40, 10e6)).toBe(1);
    expect(poolSize(0, 30_000, 150e6)).toBe(1);
  });
});
