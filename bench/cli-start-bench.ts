// Start-up cost of the CLI: `kerf --help` and `kerf --version` against bare `node -e ''`, as child
// processes (what a user waits for). Needs the built dist/.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { formatMs, medianMs } from "./measure.js";
import type { BenchPart } from "./run.js";

export const cliStartBench: BenchPart = async (print) => {
  // Built as dist-tools/bench/cli-start-bench.js; the CLI is the package build, dist/cli/bin.js.
  const bin = path.join(__dirname, "..", "..", "dist", "cli", "bin.js");
  const run = (args: string[]) => () => execFileSync(process.execPath, args, { stdio: "ignore" });
  const node = await medianMs(run(["-e", ""]), 9);
  print(`corpus: none; median of 9 child processes each`);
  print(`node -e ''        ${formatMs(node)} (baseline)`);
  for (const flag of ["--help", "--version"]) {
    const ms = await medianMs(run([bin, flag]), 9);
    print(`kerf ${flag.padEnd(12)} ${formatMs(ms)}  ${(ms / node).toFixed(2)}× baseline (target ≤ 3×)`);
  }
};
