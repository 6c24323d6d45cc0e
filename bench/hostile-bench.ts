// Benchmark part "hostile": the input shapes issue 11 names as super-linear traps, each next to a
// linear baseline measured in the same run: a whole-file rewrite diff of 20,000 short lines, two 20 KB
// SEARCH blocks and a 20 KB line through fuzzy matching, and token counting of a long run of one
// character. Prints through `print` only.
import os from "node:os";
import { boundedPatch } from "../src/edits/bounded-diff.js";
import { applyReplace } from "../src/edits/match/apply-replace.js";
import { countText } from "../src/models/tokens.js";
import { formatMs, medianMs } from "./measure.js";
import type { BenchPart } from "./run.js";

const RUNS = 5;

function lines(count: number, make: (i: number) => string): string {
  return Array.from({ length: count }, (_, i) => `${make(i)}\n`).join("");
}

/** Deterministic letters (an LCG), so two "random" lines share nothing but their alphabet. */
function letters(length: number, seed: number): string {
  let state = seed;
  let out = "";
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
    out += String.fromCharCode(97 + ((state >> 8) % 26));
  }
  return out;
}

async function row(print: (line: string) => void, name: string, fn: () => unknown, base: () => unknown) {
  const ms = await medianMs(fn, RUNS);
  const baseMs = await medianMs(base, RUNS);
  print(
    `${name.padEnd(58)} ${formatMs(ms).padStart(10)}   baseline ${formatMs(baseMs).padStart(9)}   ×${(ms / Math.max(baseMs, 0.01)).toFixed(1)}`,
  );
}

export const hostileBench: BenchPart = async (print) => {
  print(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")} · medians of ${RUNS} runs`,
  );
  const before = lines(20_000, (i) => `line ${i}`);
  const after = lines(20_000, (i) => `other ${i * 7}`);
  await row(
    print,
    "diff: whole-file rewrite, 20,000 short lines (all differ)",
    () => boundedPatch("a/f", "b/f", before, after),
    () => [before.split("\n").length, after.split("\n").length],
  );
  const tenth = lines(20_000, (i) => (i % 10 === 0 ? `line ${i} changed` : `line ${i}`));
  await row(
    print,
    "diff: 20,000 lines, every 10th changed",
    () => boundedPatch("a/f", "b/f", before, tenth),
    () => [before.split("\n").length, tenth.split("\n").length],
  );
  const code = Array.from({ length: 500 }, (_, i) => `    value_${i} = compute(${i}, "abcdefghij") + ${i}`);
  const file = `${code.join("\n")}\n`;
  const near = `${code.map((l, i) => (i % 7 === 0 ? l.replace("compute", "computx") : l)).join("\n")}\n`;
  await row(
    print,
    "fuzzy: two 20 KB SEARCH blocks (every 7th line differs)",
    () => [0, 1].map(() => applyReplace({ content: file, search: near, replace: "x\n" })),
    () => [0, 1].map(() => file.indexOf(near)),
  );
  const longA = letters(20_000, 1);
  const longB = letters(20_000, 2);
  await row(
    print,
    "fuzzy: a 20 KB line against two other 20 KB lines",
    () => applyReplace({ content: `${longA}\n${longA}\n`, search: `${longB}\n`, replace: "y\n" }),
    () => `${longA}\n${longA}\n`.indexOf(longB),
  );
  const randomLines = lines(200, (i) => letters(400, i));
  const randomSearch = lines(50, (i) => letters(400, i + 9_999));
  await row(
    print,
    "fuzzy: 50 random 400-char lines vs 200 (no match)",
    () => applyReplace({ content: randomLines, search: randomSearch, replace: "z\n" }),
    () => randomLines.indexOf(randomSearch),
  );
  const prose = "The quick brown fox jumps over the lazy dog; it counts tokens as usual. ".repeat(1_400);
  for (const [name, run] of [
    ["tokens: 100,000 × 'a'", "a".repeat(100_000)],
    ["tokens: 100,000 spaces", " ".repeat(100_000)],
  ] as const) {
    await row(
      print,
      `${name} (baseline: 100 KB of prose)`,
      () => countText(run),
      () => countText(prose),
    );
  }
};
