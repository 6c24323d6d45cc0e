// Benchmark part "edits": the matching cascade on large generated files, each case next to a naive
// `indexOf` baseline measured in the same run, then the coder's apply step per reply. Prints through `print` only.
import { applyReplace } from "../src/edits/match/apply-replace.js";
import type { ReplaceRequest } from "../src/edits/match/types.js";
import { applyStepBench } from "./apply-step-bench.js";
import { formatMs, medianMs } from "./measure.js";
import type { BenchPart } from "./run.js";

const RUNS = 9;

/** Deterministic pseudo-random numbers (mulberry32) so every run sees the same files. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = ["value", "item", "count", "result", "buffer", "index", "total", "node", "entry", "key"];
const CALLS = ["compute", "parse", "render", "lookup", "merge", "update", "check", "format"];

/** Code-like lines: functions of nested statements, numbered so most lines are distinct. */
function generateLines(count: number, seed: number): string[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const lines: string[] = [];
  for (let fn = 0; lines.length < count; fn++) {
    lines.push(`export function ${pick(CALLS)}Step${fn}(input: Input): Output {`);
    const body = 8 + Math.floor(next() * 40);
    for (let i = 0; i < body; i++) {
      const depth = 1 + Math.floor(next() * 3);
      const n = Math.floor(next() * 1000);
      lines.push(`${"  ".repeat(depth)}const ${pick(NAMES)}${n} = ${pick(CALLS)}(${pick(NAMES)}${i}, ${n});`);
    }
    lines.push(`  return ${pick(NAMES)}${fn};`, "}", "");
  }
  return lines.slice(0, count);
}

const text = (lines: readonly string[]): string => lines.map((line) => `${line}\n`).join("");

function exactCase(): ReplaceRequest {
  const lines = generateLines(100_000, 1);
  const block = lines.slice(50_000, 50_010);
  return { content: text(lines), search: text(block), replace: text(block.map((l) => `${l} // edited`)) };
}

function driftCase(): ReplaceRequest {
  const lines = generateLines(20_000, 2).map((line) => (line === "" ? "" : `    ${line}`));
  const block = lines.slice(10_000, 10_060);
  // The model dropped one indentation level and left trailing spaces on every third line.
  const drifted = block.map((line, i) => line.replace(/^ {4}/, "") + (i % 3 === 0 ? "  " : ""));
  return { content: text(lines), search: text(drifted), replace: text(drifted.map((l) => `${l}!`)) };
}

function notFoundCase(): ReplaceRequest {
  const lines = generateLines(20_000, 3);
  const block = generateLines(30, 99).map((line) => line.replace("const", "let"));
  return { content: text(lines), search: text(block), replace: text(block.slice(0, 5)) };
}

function fuzzyCase(): ReplaceRequest {
  const lines = generateLines(20_000, 4);
  const block = lines.slice(12_000, 12_040);
  // The model misremembered one line of its SEARCH; its REPLACE edits another line.
  const search = block.map((line, i) => (i === 7 ? line.replace(/\d+\);$/, "0);") : line));
  const replace = search.map((line, i) => (i === 25 ? `${line} // edited` : line));
  return { content: text(lines), search: text(search), replace: text(replace) };
}

const CASES = [
  { name: "exact replace, 100k-line file", target: 10, make: exactCase, expect: "exact" },
  { name: "60-line drifted block, 20k-line file", target: 50, make: driftCase, expect: "indentation" },
  { name: "fuzzy apply, 40-line block, 20k-line file", target: 100, make: fuzzyCase, expect: "fuzzy" },
  { name: "not found + closest lines, 20k-line file", target: 100, make: notFoundCase, expect: "not-found" },
];

export const editsBench: BenchPart = async (print) => {
  for (const bench of CASES) {
    const req = bench.make();
    const outcome = applyReplace(req);
    const got = outcome.ok ? outcome.strategy : outcome.code;
    const ours = await medianMs(() => applyReplace(req), RUNS);
    const naive = await medianMs(() => req.content.indexOf(req.search), RUNS);
    const verdict = ours < bench.target ? "ok" : "OVER TARGET";
    print(
      `${bench.name}: ${formatMs(ours)} (target < ${bench.target} ms, ${verdict}; outcome ${got}, ` +
        `expected ${bench.expect}) · naive indexOf ${formatMs(naive)} · ratio ${(ours / naive).toFixed(1)}×`,
    );
  }
  await applyStepBench(print);
};
