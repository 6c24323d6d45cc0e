// `npm run bench exit-tail [--corpus=kerf|node_modules] [--files=N] [--runs=N]`: how long
// `kerf --show-repo-map` lives after its last output byte, cold (no .kerf/: the first run ever) and
// warm, against a trivial `node -e` print (the baseline ratio), medians, load average printed.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatMs } from "./measure.js";
import { prepareCorpus } from "./repomap-corpus.js";
import { BIN, median, runOnce, type Run } from "./repomap-process-bench.js";
import type { BenchPart } from "./run.js";

const arg = (args: string[], name: string, fallback: string): string =>
  args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;

/** The case needs a cold map of at least this many files. */
const MIN_FILES = 1500;

interface TailCorpus {
  description: string;
  root: string;
  files: number;
  /** Flags after `--show-repo-map`: a git clone is listed by git, a copied folder by the walk. */
  flags: string[];
}

/** A clone of this checkout (kerf's own repository: TypeScript, its exercises in a dozen languages,
 * docs and fixtures), as a newcomer's first `kerf --show-repo-map` meets it. */
function kerfClone(): TailCorpus {
  const root = mkdtempSync(path.join(os.tmpdir(), "kerf-bench-clone-"));
  execFileSync("git", ["clone", "--quiet", path.resolve("."), root]);
  const files = execFileSync("git", ["-C", root, "ls-files"], { encoding: "utf8" }).split("\n").length - 1;
  return { description: `a clone of this checkout, ${files} files in git`, root, files, flags: [] };
}

async function nodeModules(maxFiles: number): Promise<TailCorpus> {
  const jsTs = (rel: string): boolean => /\.(c|m)?(j|t)sx?$/.test(rel);
  const source = path.resolve("node_modules");
  const corpus = await prepareCorpus({ name: "node_modules JS/TS", source, keep: jsTs, maxFiles });
  const mb = (corpus.bytes / 1e6).toFixed(1);
  const description = `${corpus.files.length} ${corpus.name} files (${mb} MB)`;
  return { description, root: corpus.root, files: corpus.files.length, flags: ["--no-git"] };
}

/** `node -e` running the built CLI's main() and then `finish`, as bin.ts does but without its parts. */
function viaMain(finish: string, flags: string[]): string[] {
  const dir = JSON.stringify(path.dirname(BIN));
  const main = `require(${dir} + "/main.js").main(require(${dir} + "/cli-io.js").processIo())`;
  return ["-e", `${main}.then(${finish})`, "kerf", "--show-repo-map", ...flags];
}

export const exitTailBench: BenchPart = async (print, args) => {
  const runs = Number(arg(args, "runs", "5"));
  const which = arg(args, "corpus", "kerf");
  const corpus = which === "kerf" ? kerfClone() : await nodeModules(Number(arg(args, "files", "3000")));
  const { root, flags } = corpus;
  const kerf = [BIN, "--show-repo-map", ...flags];
  // The CLI without the flushed exit: main() resolves, the process exits when its loop is empty.
  const natural = viaMain("(c) => { process.exitCode = c; }", flags);
  // The CLI's flushed exit without its V8 tiering (wasm-tiering.ts).
  const finish = JSON.stringify(path.join(path.dirname(BIN), "finish-process.js"));
  const defaultTiering = viaMain(`(c) => require(${finish}).finishProcess(c)`, flags);
  const kinds = {
    "node -e print (baseline)": (): Promise<Run> => runOnce(root, ["-e", "console.log('x'.repeat(30000))"]),
    "kerf cold": (): Promise<Run> => (clean(root), runOnce(root, kerf)),
    "kerf warm": (): Promise<Run> => runOnce(root, kerf),
    "kerf cold, V8's default tiering": (): Promise<Run> => (clean(root), runOnce(root, defaultTiering)),
    "kerf cold, natural exit": (): Promise<Run> => (clean(root), runOnce(root, natural)),
    "kerf warm, natural exit": (): Promise<Run> => runOnce(root, natural),
  };
  const tails = new Map<string, Run[]>(Object.keys(kinds).map((k) => [k, []]));
  try {
    if (corpus.files < MIN_FILES) print(`note: ${corpus.files} files, fewer than the ${MIN_FILES} asked for`);
    print(`corpus: ${corpus.description}; ${runs} interleaved rounds, .kerf/ removed before each cold run`);
    print(load());
    for (let round = 0; round < runs; round++) {
      for (const [name, run] of Object.entries(kinds)) tails.get(name)?.push(await run());
    }
    const baseline = median(tails.get("node -e print (baseline)")?.map((r) => r.tailMs) ?? []);
    for (const [name, list] of tails) {
      const tail = median(list.map((r) => r.tailMs));
      const worst = Math.max(...list.map((r) => r.tailMs));
      const whole = median(list.map((r) => r.ms));
      const ratio = baseline > 0 ? `${(tail / baseline).toFixed(2)}× baseline` : "";
      print(
        `${name.padEnd(34)} exit ${formatMs(tail)} after the last output, ${ratio} (max ${formatMs(worst)}); process ${formatMs(whole)}`,
      );
    }
    print(`target: kerf ≤ 100 ms after its last output, cold and warm; ${load()}`);
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
