// Worker-thread entry: tags the batches of files the pool sends and posts the results back.
// One per core; grammars and queries are loaded once per worker (grammar.ts caches per thread).
import { parentPort } from "node:worker_threads";
import { tagFile, type TagFileResult } from "./tag-file.js";

export interface TagBatch {
  id: number;
  root: string;
  paths: string[];
}

export interface TagBatchDone {
  id: number;
  results: TagFileResult[];
}

parentPort?.on("message", (batch: TagBatch) => {
  void runBatch(batch).then((done) => parentPort?.postMessage(done));
});

async function runBatch(batch: TagBatch): Promise<TagBatchDone> {
  const results: TagFileResult[] = [];
  for (const rel of batch.paths) results.push(await tagFile(batch.root, rel));
  return { id: batch.id, results };
}
