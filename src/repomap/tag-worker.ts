// Worker-thread entry: tags the batches of files the pool sends and posts the results back, in the
// batch's order. Parser, grammars and compiled queries live as long as the thread (grammar.ts).
import { parentPort } from "node:worker_threads";
import { tagFile, type TagFileResult } from "./tag-file.js";

export interface TagBatch {
  root: string;
  paths: string[];
}

export interface TagBatchDone {
  results: TagFileResult[];
}

parentPort?.on("message", (batch: TagBatch) => {
  void runBatch(batch).then((done) => parentPort?.postMessage(done));
});

async function runBatch(batch: TagBatch): Promise<TagBatchDone> {
  const results: TagFileResult[] = [];
  for (const rel of batch.paths) results.push(await tagFile(batch.root, rel));
  return { results };
}
