// Worker-thread entry for the repo-map bench: the 1-thread parse+query floor in a fresh thread, which
// loads and compiles its grammars as a cold run must (the in-process floor reuses the bench's own,
// already optimized by earlier rounds). Posts the milliseconds the tagging took.
import { parentPort, workerData } from "node:worker_threads";
import { performance } from "node:perf_hooks";
import { tagFiles } from "../src/repomap/tag-pool.js";

const { root, paths } = workerData as { root: string; paths: string[] };
const start = performance.now();
void tagFiles({ root, paths, workers: 1 }).then(() => parentPort?.postMessage(performance.now() - start));
