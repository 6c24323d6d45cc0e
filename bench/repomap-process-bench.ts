// Whole-process repo-map timings as a user meets them: `kerf --show-repo-map` cold (no .kerf/) and
// warm (nothing changed), interleaved round by round, plus how long each process lives after its
// last output (the exit tail). Needs the built CLI (dist/cli/bin.js, built by `npm run bench`).
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";

export interface ProcessTimes {
  coldMs: number;
  warmMs: number;
  /** Milliseconds from the last byte of output to the process's exit: medians of the cold runs and of
   * the warm runs. */
  coldTailMs: number;
  warmTailMs: number;
}

export const BIN = path.join(__dirname, "../../dist/cli/bin.js");

export interface Run {
  ms: number;
  tailMs: number;
}

/** One child process: its whole time and the gap from its last output byte to its exit. `node` runs
 * `args` as given (a baseline script) instead of the CLI. */
export function runOnce(root: string, args = [BIN, "--show-repo-map", "--no-git"]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let last = start;
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", HOME: root, OPENAI_API_KEY: "sk-bench" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const seen = (): void => void (last = performance.now());
    child.stdout.on("data", seen);
    child.stderr.on("data", seen);
    child.on("error", reject);
    child.on("exit", (code) => {
      const end = performance.now();
      if (code !== 0) reject(new Error(`${args.join(" ")} exited ${String(code)} in ${root}`));
      else resolve({ ms: end - start, tailMs: end - last });
    });
  });
}

export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** `undefined` when the CLI is not built. */
export async function measureProcess(root: string, runs: number): Promise<ProcessTimes | undefined> {
  if (!existsSync(BIN)) return undefined;
  const cold: Run[] = [];
  const warm: Run[] = [];
  for (let round = 0; round < runs; round++) {
    rmSync(path.join(root, ".kerf"), { recursive: true, force: true });
    cold.push(await runOnce(root));
    warm.push(await runOnce(root));
  }
  rmSync(path.join(root, ".kerf"), { recursive: true, force: true });
  return {
    coldMs: median(cold.map((r) => r.ms)),
    warmMs: median(warm.map((r) => r.ms)),
    coldTailMs: median(cold.map((r) => r.tailMs)),
    warmTailMs: median(warm.map((r) => r.tailMs)),
  };
}
