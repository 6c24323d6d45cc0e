// The worker threads of a tagging job, run inside the tagging process (tag-host.ts): files go out
// largest first in shrinking batches (tag-batches.ts); each batch's reply is passed on as it comes.
// A crashed thread costs only its batch (noted as skipped). Never decodes or keeps results.
import { existsSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { BatchPlan } from "./tag-batches.js";
import type { FileStamp } from "./cache-segment.js";
import type { TagBatch, TagBatchDone } from "./tag-worker.js";

/** What the tagging process is asked to do: one job per process. */
export interface TagJob {
  root: string;
  paths: string[];
  /** Bytes of each path (same order): the largest go first. */
  sizes: number[];
  /** Threads to start (at most one per path). */
  workers: number;
  /** When given, each batch comes back as a tags-cache segment. */
  stamps?: FileStamp[];
}

/** Called once per batch, with the indices (into the job's paths) of the files it holds. */
export type OnBatch = (indices: number[], done: TagBatchDone) => void;

/** Resolves once every thread has exited; every path has been reported in exactly one batch, except
 * those of a thread that stopped without an error, or after `stop` aborted (the threads end then). */
export function runTagThreads(job: TagJob, onBatch: OnBatch, stop?: AbortSignal): Promise<void> {
  const { root, paths, stamps } = job;
  const count = Math.max(1, Math.min(job.workers, paths.length));
  const plan = new BatchPlan(job.sizes, count);
  return new Promise((resolve) => {
    let live = count;
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
        const indices = current;
        if (!feed()) void worker.terminate();
        onBatch(indices, done);
      });
      worker.on("error", (error) => {
        const results = current.map((index) => ({
          path: paths[index] as string,
          skipped: `worker thread crashed: ${error.message}`,
        }));
        onBatch(current, { results });
        current = [];
        void worker.terminate();
      });
      worker.on("exit", () => {
        if (--live === 0) resolve();
      });
      stop?.addEventListener("abort", () => void worker.terminate());
      if (stop?.aborted || !feed()) void worker.terminate();
    }
  });
}

/** The compiled worker runs as is; from sources (ts-jest, ts-node) a bootstrap registers ts-node
 * inside the thread, because a worker cannot load a .ts entry by itself. */
function spawnTagWorker(): Worker {
  const compiled = path.join(__dirname, "tag-worker.js");
  if (existsSync(compiled)) return new Worker(compiled);
  return new Worker(tsBootstrap(path.join(__dirname, "tag-worker.ts")), { eval: true });
}

/** Script text that loads a .ts entry through ts-node (sources only: tests and ts-node runs). */
export function tsBootstrap(source: string): string {
  const options = {
    transpileOnly: true,
    experimentalResolver: true,
    compilerOptions: { module: "commonjs", moduleResolution: "node10" },
  };
  return `require(${JSON.stringify(require.resolve("ts-node"))}).register(${JSON.stringify(options)});
require(${JSON.stringify(source)});`;
}
