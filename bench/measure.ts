// Timing helpers for benchmarks: median of several runs, formatted numbers. No printing.
import { performance } from "node:perf_hooks";

/** Runs `fn` `runs` times (after `warmup` untimed runs) and returns the median in milliseconds. */
export async function medianMs(fn: () => unknown, runs = 7, warmup = 1): Promise<number> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

export function formatMs(ms: number): string {
  return ms < 10 ? `${ms.toFixed(2)} ms` : `${ms.toFixed(1)} ms`;
}
