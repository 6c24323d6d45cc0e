// `npm run bench exit-tail [--files=N] [--runs=N]`: how long `kerf --show-repo-map` lives after its
// last output byte, cold (no .kerf/) and warm, against the same CLI left to exit on its own (what
// bin.ts did before finish-process.ts) and a trivial `node -e` print, medians, load average printed.
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatMs } from "./measure.js";
import { prepareCorpus } from "./repomap-corpus.js";
import { BIN, median, runOnce, type Run } from "./repomap-process-bench.js";
import type { BenchPart } from "./run.js";

const arg = (args: string[], name: string, fallback: number): number =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);

export const exitTailBench: BenchPart = async (print, args) => {
  const maxFiles = arg(args, "files", 3000);
  const runs = arg(args, "runs", 5);
  const jsTs = (rel: string): boolean => /\.(c|m)?(j|t)sx?$/.test(rel);
  const source = path.resolve("node_modules");
  const corpus = await prepareCorpus({ name: "node_modules JS/TS", source, keep: jsTs, maxFiles });
  const root = corpus.root;
  // The same CLI without the flushed exit: main() resolves, the process exits when its loop is empty.
  const natural = [
    "-e",
    `require(${JSON.stringify(path.join(path.dirname(BIN), "main.js"))}).main(require(${JSON.stringify(path.join(path.dirname(BIN), "cli-io.js"))}).processIo()).then((c) => { process.exitCode = c; })`,
    "kerf",
    "--show-repo-map",
    "--no-git",
  ];
  // The CLI's flushed exit without its V8 tiering (wasm-tiering.ts): what bin.ts did before.
  const defaultTiering = [
    "-e",
    `const m = require(${JSON.stringify(path.join(path.dirname(BIN), "main.js"))}); m.main(require(${JSON.stringify(path.join(path.dirname(BIN), "cli-io.js"))}).processIo()).then((c) => require(${JSON.stringify(path.join(path.dirname(BIN), "finish-process.js"))}).finishProcess(c))`,
    "kerf",
    "--show-repo-map",
    "--no-git",
  ];
  const kinds = {
    "node -e print (baseline)": (): Promise<Run> => runOnce(root, ["-e", "console.log('x'.repeat(30000))"]),
    "kerf cold": (): Promise<Run> => (clean(root), runOnce(root)),
    "kerf warm": (): Promise<Run> => runOnce(root),
    "kerf cold, V8's default tiering": (): Promise<Run> => (clean(root), runOnce(root, defaultTiering)),
    "kerf cold, natural exit (before)": (): Promise<Run> => (clean(root), runOnce(root, natural)),
    "kerf warm, natural exit (before)": (): Promise<Run> => runOnce(root, natural),
  };
  const tails = new Map<string, Run[]>(Object.keys(kinds).map((k) => [k, []]));
  try {
    print(
      `corpus: ${corpus.files.length} ${corpus.name} files (${(corpus.bytes / 1e6).toFixed(1)} MB); ${runs} interleaved rounds; ${load()}`,
    );
    for (let round = 0; round < runs; round++) {
      for (const [name, run] of Object.entries(kinds)) tails.get(name)?.push(await run());
    }
    for (const [name, list] of tails) {
      const tail = median(list.map((r) => r.tailMs));
      const worst = Math.max(...list.map((r) => r.tailMs));
      const whole = median(list.map((r) => r.ms));
      print(
        `${name.padEnd(34)} exit ${formatMs(tail)} after the last output (max ${formatMs(worst)}); process ${formatMs(whole)}`,
      );
    }
    print(`target: kerf ≤ 100 ms after its last output; ${load()}`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
};

function clean(root: string): void {
  rmSync(path.join(root, ".kerf"), { recursive: true, force: true });
}

function load(): string {
  return `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`;
}
