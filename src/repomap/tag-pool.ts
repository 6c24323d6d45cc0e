// Tags many files in parallel on worker_threads (one per core by default), or in-process for a few
// files. A crashed worker costs only its batch (noted as skipped); the rest carries on.
import { existsSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { TagFileResult } from "./tag-file.js";
import type { TagBatch, TagBatchDone } from "./tag-worker.js";

export interface TagFilesOptions {
  root: string;
  paths: readonly string[];
  /** Worker threads; 0 or 1 tags in this thread. */
  workers: number;
  /** Below this many files a pool costs more to start than it saves. */
  minForPool?: number;
  onProgress?: (done: number) => void;
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
  const { root, paths } = options;
  const count = Math.min(options.workers, Math.ceil(paths.length / 8));
  // Small batches balance the load near the end; large ones save messages on big scans.
  const batchSize = Math.max(1, Math.min(64, Math.ceil(paths.length / (count * 16))));
  const batches: TagBatch[] = [];
  for (let start = 0, id = 0; start < paths.length; start += batchSize, id++) {
    batches.push({ id, root, paths: paths.slice(start, start + batchSize) });
  }
  const byPath = new Map<string, TagFileResult>();
  return new Promise((resolve) => {
    let next = 0;
    let live = count;
    const finish = (): void => resolve(paths.map((rel) => byPath.get(rel) ?? lost(rel)));
    const feed = (worker: Worker): boolean => {
      const batch = batches[next++];
      if (batch) worker.postMessage(batch);
      return batch !== undefined;
    };
    for (let i = 0; i < count; i++) {
      const worker = spawnTagWorker();
      let current = next;
      worker.on("message", (done: TagBatchDone) => {
        for (const result of done.results) byPath.set(result.path, result);
        options.onProgress?.(byPath.size);
        current = next;
        if (!feed(worker)) void stop(worker);
      });
      worker.on("error", (error) => {
        for (const rel of batches[current]?.paths ?? []) byPath.set(rel, crashed(rel, error));
        void stop(worker);
      });
      worker.on("exit", () => {
        if (--live === 0) finish();
      });
      if (!feed(worker)) void stop(worker);
    }
  });
}

async function stop(worker: Worker): Promise<void> {
  await worker.terminate();
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
