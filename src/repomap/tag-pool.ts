// Tags many files in parallel on worker_threads, or in this thread for a few files. Files go out
// largest first in shrinking batches (tag-batches.ts); each worker keeps its parser, grammars and
// compiled queries for the whole scan. A crashed worker costs only its batch (noted as skipped).
import { existsSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { BatchPlan } from "./tag-batches.js";
import { deserializeSegment, type CacheEntry, type FileStamp } from "./cache-segment.js";
import type { TagFileResult } from "./tag-file.js";
import type { TagBatch, TagBatchDone } from "./tag-worker.js";

export interface TagFilesOptions {
  root: string;
  paths: readonly string[];
  /** Bytes of each path (same order): the pool hands out the largest first. Default: path order. */
  sizes?: readonly number[];
  /** Worker threads (at most one per path); 0 or 1 tags in this thread. */
  workers: number;
  /** Below this many files a pool costs more to start than it saves. */
  minForPool?: number;
  onProgress?: (done: number) => void;
  /** The stat of each path (same order). With it, workers send their results as tags-cache
   * segments, each handed to `onSegment` with its entries before the results are returned. */
  stamps?: readonly FileStamp[];
  onSegment?: (bytes: Uint8Array, entries: [string, CacheEntry][]) => void;
}

const DEFAULT_MIN_FOR_POOL = 48;

/** One result per path, in the order of `paths`. */
export async function tagFiles(options: TagFilesOptions): Promise<TagFileResult[]> {
  const { paths, workers } = options;
  const minForPool = options.minForPool ?? DEFAULT_MIN_FOR_POOL;
  if (workers <= 1 || paths.length < minForPool) return tagInProcess(options);
  return tagOnWorkers(options);
}

async function tagInProcess(options: TagFilesOptions): Promise<TagFileResult[]> {
  // Required here, not at the top: the parser runtime loads only when this thread really tags.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { tagFile } = require("./tag-file.js") as typeof import("./tag-file.js");
  const results: TagFileResult[] = [];
  for (const rel of options.paths) {
    results.push(await tagFile(options.root, rel));
    options.onProgress?.(results.length);
  }
  return results;
}

function tagOnWorkers(options: TagFilesOptions): Promise<TagFileResult[]> {
  const { root, paths, stamps } = options;
  const count = Math.min(options.workers, paths.length);
  const plan = new BatchPlan(options.sizes ?? paths.map(() => 1), count);
  const results = new Array<TagFileResult | undefined>(paths.length);
  let finished = 0;
  return new Promise((resolve) => {
    let live = count;
    const finish = (): void => resolve(paths.map((rel, i) => results[i] ?? lost(rel)));
    for (let i = 0; i < count; i++) {
      const worker = spawnTagWorker();
      let current: number[] = [];
      /** Sends the next batch; false when none is left. */
      const feed = (): boolean => {
        current = plan.take();
        if (current.length === 0) return false;
        const batch: TagBatch = { root, paths: current.map((index) => paths[index] as string) };
        if (stamps) batch.stamps = current.map((index) => stamps[index] as FileStamp);
        worker.postMessage(batch);
        return true;
      };
      worker.on("message", (done: TagBatchDone) => {
        const batchResults = "segment" in done ? fromSegment(done, options.onSegment) : done.results;
        batchResults.forEach((result, k) => (results[current[k] as number] = result));
        finished += batchResults.length;
        options.onProgress?.(finished);
        if (!feed()) void worker.terminate();
      });
      worker.on("error", (error) => {
        for (const index of current) results[index] = crashed(paths[index] as string, error);
        void worker.terminate();
      });
      worker.on("exit", () => {
        if (--live === 0) finish();
      });
      if (!feed()) void worker.terminate();
    }
  });
}

function fromSegment(
  done: { segment: Uint8Array; skipped: (string | null)[] },
  onSegment: TagFilesOptions["onSegment"],
): TagFileResult[] {
  const entries = deserializeSegment(done.segment);
  onSegment?.(done.segment, entries);
  return entries.map(([rel, entry], k) => {
    const result: TagFileResult = { path: rel };
    if (entry.tags) result.tags = entry.tags;
    if (entry.excluded) result.excluded = true;
    if (entry.hash !== undefined) result.hash = entry.hash;
    const skipped = done.skipped[k];
    if (skipped) result.skipped = skipped;
    return result;
  });
}

function lost(rel: string): TagFileResult {
  return { path: rel, skipped: "not tagged: every worker thread stopped" };
}

function crashed(rel: string, error: Error): TagFileResult {
  return { path: rel, skipped: `worker thread crashed: ${error.message}` };
}

/** The compiled worker runs as is; from sources (ts-jest, ts-node) a bootstrap registers ts-node
 * inside the thread, because a worker cannot load a .ts entry by itself. */
function spawnTagWorker(): Worker {
  const compiled = path.join(__dirname, "tag-worker.js");
  if (existsSync(compiled)) return new Worker(compiled);
  const source = path.join(__dirname, "tag-worker.ts");
  const options = {
    transpileOnly: true,
    experimentalResolver: true,
    compilerOptions: { module: "commonjs", moduleResolution: "node10" },
  };
  const bootstrap = `require(${JSON.stringify(require.resolve("ts-node"))}).register(${JSON.stringify(options)});
require(${JSON.stringify(source)});`;
  return new Worker(bootstrap, { eval: true });
}
