// `npm run bench repomap [folders…] [--runs=N] [--files=N] [--default-tiering]`: the repo map on the
// local Python stdlib, the JS/TS files under node_modules and any folder given. Cold (1 and N workers)
// vs the raw parse+query floor (warm in this process, and in a fresh thread), warm, one file changed,
// a new message; medians; peak RSS; each against its issue-15 target. The "ceiling" is what this
// machine allows any N-thread split: N fresh threads on fixed shares, no pool and no map work.
// Tagging is tiered as the CLI tiers it (wasm-tiering.ts) unless --default-tiering.
import { execFileSync } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { RepoMap, type RepoMapRequest } from "../src/repomap/repo-map.js";
import { poolSize } from "../src/repomap/tag-batches.js";
import { tagFiles } from "../src/repomap/tag-pool.js";
import { tuneWasmTiering } from "../src/repomap/wasm-tiering.js";
import { formatMs, medianMs } from "./measure.js";
import { prepareCorpus, pythonStdlib, type Corpus } from "./repomap-corpus.js";
import { measureProcess } from "./repomap-process-bench.js";
import type { BenchPart } from "./run.js";

type Print = (line: string) => void;

export const repomapBench: BenchPart = async (print, args) => {
  const runs = Number(args.find((a) => a.startsWith("--runs="))?.slice(7) ?? 3);
  const maxFiles = Number(args.find((a) => a.startsWith("--files="))?.slice(8) ?? Infinity);
  const folders = args.filter((a) => !a.startsWith("--"));
  const workers = os.availableParallelism();
  const tiering = args.includes("--default-tiering") ? "default" : "tuned";
  if (tiering === "tuned") tuneWasmTiering();
  print(
    `WebAssembly tiering: ${tiering === "tuned" ? "as the CLI sets it (wasm-tiering.ts)" : "V8's default"}`,
  );
  print(
    `corpora copied to temp dirs; ${workers} workers; cold medians of ${runs} interleaved rounds, the others of 7`,
  );
  for (const corpus of await corpora(folders, maxFiles)) {
    try {
      await benchCorpus(corpus, { print, runs, workers, tiering });
    } finally {
      rmSync(corpus.root, { recursive: true, force: true });
    }
  }
  const peak = (process.resourceUsage().maxRSS / 1024).toFixed(0);
  print(`peak RSS of this whole bench process (in-process parser heaps included): ${peak} MB`);
};

async function corpora(folders: string[], maxFiles: number): Promise<Corpus[]> {
  const found: Corpus[] = [];
  const stdlib = pythonStdlib();
  if (stdlib) {
    const keep = (rel: string): boolean =>
      !rel.startsWith("site-packages/") && !rel.startsWith("dist-packages/");
    found.push(await prepareCorpus({ name: `python stdlib (${stdlib})`, source: stdlib, keep, maxFiles }));
  }
  const modules = path.resolve("node_modules");
  const jsTs = (rel: string): boolean => /\.(c|m)?(j|t)sx?$/.test(rel);
  found.push(await prepareCorpus({ name: "node_modules JS/TS", source: modules, keep: jsTs, maxFiles }));
  for (const folder of folders)
    found.push(await prepareCorpus({ name: folder, source: path.resolve(folder), maxFiles }));
  return found;
}

interface BenchOptions {
  print: Print;
  runs: number;
  workers: number;
  tiering: "tuned" | "default";
}

async function benchCorpus(corpus: Corpus, options: BenchOptions): Promise<void> {
  const { print, runs, workers, tiering } = options;
  const { root, files, sizes } = corpus;
  const mb = corpus.bytes / 1e6;
  print(`\n### ${corpus.name}: ${files.length} files, ${mb.toFixed(1)} MB; ${loadLine()}`);
  const request: RepoMapRequest = { chatFiles: [], otherFiles: files, maxTokens: 4096 };
  const cold = (count: number) => () =>
    withCacheDir((cacheDir) => new RepoMap({ root, cacheDir, workers: count }).getRepoMap(request));
  // The fresh-thread floor reports its own tagging time (without the thread's start); the ceiling is
  // timed here, thread starts included, as a cold map pays them.
  const shares = splitByBytes(files, sizes, workers);
  const [floor = 0, coldN = 0, floor1 = 0, cold1 = 0, fresh1 = 0, ceiling = 0] = await interleavedMedians(
    [
      timed(() => tagFiles({ root, paths: files, sizes, workers })),
      timed(cold(workers)),
      timed(() => tagFiles({ root, paths: files, sizes, workers: 1 })),
      timed(cold(1)),
      async () => (await freshThreads(root, [files]))[0] ?? Number.NaN,
      timed(() => freshThreads(root, shares)),
    ],
    runs,
  );
  const pool = (floor1 / floor).toFixed(2);
  print(
    `raw parse+query floor: ${formatMs(floor1)} in-process, ${formatMs(floor)} on ${workers} workers (${pool}×)`,
  );
  print(
    `  1-thread floor in a fresh thread (grammars loaded and compiled as in a cold run): ${formatMs(fresh1)}; cold on ${workers} workers is ${(fresh1 / coldN).toFixed(2)}× faster`,
  );
  print(`cold build: ${formatMs(cold1)} in-process, ${formatMs(coldN)} on ${workers} workers`);
  print(
    `  cold on ${workers} workers vs the 1-thread floor: ${(floor1 / coldN).toFixed(2)}× faster (target ≥ 1.6× idle); vs the ${workers}-worker floor ${(floor / coldN).toFixed(2)} (target ≥ 0.85)`,
  );
  print(
    `  ceiling: ${workers} fresh threads, each tagging a fixed 1/${workers} of the bytes with no messages and no map work: ${formatMs(ceiling)} = ${(floor1 / ceiling).toFixed(2)}× faster than the 1-thread floor; the cold map gets ${pct(floor1 / coldN - 1, floor1 / ceiling - 1)} of that gain`,
  );
  await workerSweep(print, corpus, workers, runs);
  print(
    `  ${(mb / (coldN / 1000)).toFixed(2)} MB/s; cold vs floor throughput ${(floor / coldN).toFixed(2)} (target ≥ 0.80)`,
  );
  const warm = await withCacheDir((cacheDir) => measureWarm({ root, files, cacheDir, workers, request }));
  print(
    `warm, nothing changed (stat + rank + fit): ${formatMs(warm.warm)} = ${pct(warm.warm, coldN)} of cold (target ≤ 10 %)`,
  );
  print(
    `warm from the disk cache (new instance): ${formatMs(warm.reopened)} = ${pct(warm.reopened, coldN)} of cold`,
  );
  print(
    `one file changed: ${formatMs(warm.oneChanged)} = ${pct(warm.oneChanged, coldN)} of cold (target ≤ 15 %)`,
  );
  print(`new message, new mentioned identifiers: ${formatMs(warm.newMessage)}`);
  print(peakRssLine(corpus, workers, tiering));
  const whole = await measureProcess(root, runs);
  if (!whole) print("whole process: run the built bench (npm run bench) to measure it");
  else {
    print(
      `whole process, kerf --show-repo-map: cold ${formatMs(whole.coldMs)} (${(files.length / (whole.coldMs / 1000)).toFixed(0)} files/s), warm ${formatMs(whole.warmMs)} = ${pct(whole.warmMs, whole.coldMs)} of cold (target ≤ 10 % and ≤ 0.6 s at 5k files)`,
    );
    print(
      `exit after the last output: cold ${formatMs(whole.coldTailMs)}, warm ${formatMs(whole.warmTailMs)} (medians; target ≤ 100 ms); ${loadLine()}`,
    );
  }
}

/** The raw floor at 1 … cores + 1 workers (files sorted by size, batched as the map does), and the
 * count poolSize picks for this corpus on this machine and on 16 cores. */
async function workerSweep(print: Print, corpus: Corpus, cores: number, runs: number): Promise<void> {
  const { root, files, sizes, bytes } = corpus;
  const counts = Array.from({ length: cores + 1 }, (_, i) => i + 1);
  const times = counts.map(() => [] as number[]);
  for (let round = 0; round < runs; round++) {
    for (const [i, count] of counts.entries()) {
      times[i]?.push(await medianMs(() => tagFiles({ root, paths: files, sizes, workers: count }), 1, 0));
    }
  }
  const medians = times.map((list) => list.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0);
  const best = counts[medians.indexOf(Math.min(...medians))];
  const line = counts.map((count, i) => `${count}: ${formatMs(medians[i] ?? 0)}`).join(", ");
  print(`  floor by worker count (median of ${runs}): ${line}; best ${String(best)}; ${loadLine()}`);
  print(
    `  poolSize picks ${poolSize(cores, files.length, bytes)} here, ${poolSize(16, files.length, bytes)} on 16 cores (min(cores, files/32, MB))`,
  );
}

function loadLine(): string {
  return `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`;
}

/** Peak RSS of a cold build alone, measured in a child process (only from the built bench). */
function peakRssLine(corpus: Corpus, workers: number, tiering: string): string {
  const child = path.join(__dirname, "repomap-rss.js");
  if (!existsSync(child)) return "peak RSS: run the built bench (npm run bench) to measure it";
  return withTempDir((dir) => {
    const list = path.join(dir, "files.json");
    writeFileSync(list, JSON.stringify(corpus.files));
    const args = [child, corpus.root, list, String(workers), path.join(dir, "cache"), tiering];
    const output = execFileSync(process.execPath, args, { encoding: "utf8" });
    const { ms, peakMb } = JSON.parse(output) as { ms: number; peakMb: number };
    return `peak RSS of a cold build in a fresh process: ${peakMb.toFixed(0)} MB in ${formatMs(ms)} (target < 500 MB at 10,000 files)`;
  });
}

function withTempDir<T>(run: (dir: string) => T): T {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kerf-bench-rss-"));
  try {
    return run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A measurement's milliseconds: timed around `fn` here. */
const timed = (fn: () => Promise<unknown>) => (): Promise<number> => medianMs(fn, 1, 0);

/** Runs each measurement once per round, round after round, so a busy machine slows all alike; each
 * returns its own milliseconds. The medians, in the order given. */
async function interleavedMedians(fns: (() => Promise<number>)[], runs: number): Promise<number[]> {
  const times = fns.map(() => [] as number[]);
  for (let round = 0; round < runs; round++) {
    for (const [i, fn] of fns.entries()) times[i]?.push(await fn());
  }
  return times.map((list) => list.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0);
}

/** Tags each list of paths in its own new worker thread, all at once, no messages until each is done
 * (only from the built bench). Resolves when the last is done, with each thread's own tagging
 * milliseconds (without its start). */
function freshThreads(root: string, lists: string[][]): Promise<number[]> {
  const entry = path.join(__dirname, "floor-thread.js");
  if (!existsSync(entry)) return Promise.resolve(lists.map(() => Number.NaN));
  const one = (paths: string[]): Promise<number> =>
    new Promise((resolve, reject) => {
      const worker = new Worker(entry, { workerData: { root, paths } });
      worker.once("message", (ms: number) => {
        resolve(ms);
        void worker.terminate();
      });
      worker.once("error", reject);
    });
  return Promise.all(lists.map(one));
}

/** The files dealt into `count` lists of nearly equal bytes: largest first, each to the lightest list. */
function splitByBytes(files: readonly string[], sizes: readonly number[], count: number): string[][] {
  const lists = Array.from({ length: count }, () => [] as string[]);
  const loads = new Array<number>(count).fill(0);
  const order = files.map((_, i) => i).sort((a, b) => (sizes[b] ?? 0) - (sizes[a] ?? 0) || a - b);
  for (const i of order) {
    const lightest = loads.indexOf(Math.min(...loads));
    lists[lightest]?.push(files[i] as string);
    loads[lightest] = (loads[lightest] ?? 0) + (sizes[i] ?? 0);
  }
  return lists;
}

interface WarmOptions {
  root: string;
  files: string[];
  cacheDir: string;
  workers: number;
  request: RepoMapRequest;
}

async function measureWarm({ root, files, cacheDir, workers, request }: WarmOptions) {
  const map = new RepoMap({ root, cacheDir, workers, refresh: "always" });
  await map.getRepoMap(request);
  const warm = await medianMs(() => map.getRepoMap(request), 7, 1);
  const reopened = await medianMs(() => new RepoMap({ root, cacheDir, workers }).getRepoMap(request), 7, 1);
  let changes = 0;
  const oneChanged = await medianMs(
    async () => {
      appendFileSync(path.join(root, files[(changes++ * 7919) % files.length] as string), "\n");
      const result = await map.getRepoMap(request);
      if (result.stats.parsed !== 1) throw new Error(`expected one re-parse, got ${result.stats.parsed}`);
    },
    7,
    0,
  );
  let message = 0;
  const newMessage = await medianMs(
    () => map.getRepoMap({ ...request, mentionedIdents: identsFor(files, message++) }),
    7,
    0,
  );
  return { warm, reopened, oneChanged, newMessage };
}

async function withCacheDir<T>(run: (cacheDir: string) => Promise<T>): Promise<T> {
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), "kerf-bench-cache-"));
  try {
    return await run(cacheDir);
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

/** File stems as the identifiers a user might mention: each message names different ones. */
function identsFor(files: string[], message: number): string[] {
  return [0, 1, 2].map(
    (i) => path.posix.parse(files[(message * 31 + i * 977) % files.length] as string).name,
  );
}

function pct(part: number, whole: number): string {
  return `${((100 * part) / whole).toFixed(1)} %`;
}
