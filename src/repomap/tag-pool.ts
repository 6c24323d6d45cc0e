// Tags many files in parallel, or in this thread for a few files. The parallel work runs in a child
// tagging process (tag-host.ts) that holds the worker threads (tag-threads.ts); it is killed as soon
// as the last batch is back, so no optimizing compile V8 started for a grammar outlives the scan.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { deserializeSegment, type CacheEntry, type FileStamp } from "./cache-segment.js";
import type { HostMessage } from "./tag-host.js";
import type { TagFileResult } from "./tag-file.js";
import { tsBootstrap, type TagJob } from "./tag-threads.js";
import { tieringFlags } from "./wasm-tiering.js";

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
  return tagInHost(options);
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

/** Resolves once every batch is back and the tagging process is gone (killed, not waited for). */
function tagInHost(options: TagFilesOptions): Promise<TagFileResult[]> {
  const { paths } = options;
  const results = new Array<TagFileResult | undefined>(paths.length);
  let finished = 0;
  const job: TagJob = {
    root: options.root,
    paths: [...paths],
    sizes: options.sizes ? [...options.sizes] : paths.map(() => 1),
    workers: options.workers,
  };
  if (options.stamps) job.stamps = [...options.stamps];
  return new Promise((resolve) => {
    const host = spawnTagHost();
    const onMessage = (message: HostMessage): void => {
      if ("end" in message) return void host.kill("SIGKILL");
      const { indices, done } = message;
      const batch = "segment" in done ? fromSegment(done, options.onSegment) : done.results;
      batch.forEach((result, k) => (results[indices[k] as number] = result));
      finished += batch.length;
      options.onProgress?.(finished);
    };
    host.on("message", onMessage);
    // "close" (the process gone and its channel closed) follows a failed start too ("error" first): it
    // is the one place the job ends.
    host.once("close", () => resolve(paths.map((rel, i) => results[i] ?? lost(rel))));
    host.on("error", () => host.kill("SIGKILL"));
    try {
      host.send(job);
    } catch {
      host.kill("SIGKILL"); // its channel is already closed: the start failed
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
  return { path: rel, skipped: "not tagged: the tagging process stopped" };
}

/** The compiled entry runs as is; from sources (ts-jest, ts-node) it is loaded through ts-node. Node's
 * own flags carry over (as `fork` does), except a debugger's port, with this process's tiering. */
function spawnTagHost(): ChildProcess {
  const compiled = path.join(__dirname, "tag-host.js");
  const entry = existsSync(compiled) ? [compiled] : ["-e", tsBootstrap(path.join(__dirname, "tag-host.ts"))];
  const flags = process.execArgv.filter((flag) => !/^--(inspect|debug)/.test(flag));
  return spawn(process.execPath, [...flags, ...tieringFlags(), ...entry], {
    stdio: ["ignore", "ignore", "ignore", "ipc"],
    serialization: "advanced",
    windowsHide: true,
  });
}
