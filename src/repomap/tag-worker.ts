// Worker-thread entry: tags the batches of files the pool sends and posts the results back, in the
// batch's order. Parser, grammars and compiled queries live as long as the thread (grammar.ts).
// A batch sent with stamps comes back as a tags-cache segment, serialized here rather than on the
// main thread (the pool reads it back; the cache writes the bytes as they are).
import { parentPort } from "node:worker_threads";
import { cacheEntryFor, serializeSegment, type CacheEntry, type FileStamp } from "./cache-segment.js";
import { tagFile, type TagFileResult } from "./tag-file.js";

export interface TagBatch {
  root: string;
  paths: string[];
  /** The stat each path was tagged with (same order); when given, the reply is a segment. */
  stamps?: FileStamp[];
}

export type TagBatchDone =
  | { results: TagFileResult[] }
  | {
      /** `[path, CacheEntry][]` in the batch's order, in the tags cache's segment form. */
      segment: Uint8Array;
      /** Why each file yielded nothing, when that is worth a note (same order). */
      skipped: (string | null)[];
    };

parentPort?.on("message", (batch: TagBatch) => {
  void runBatch(batch).then((done) => {
    const transfer =
      "segment" in done && ownsBuffer(done.segment) ? [done.segment.buffer as ArrayBuffer] : [];
    parentPort?.postMessage(done, transfer);
  });
});

async function runBatch(batch: TagBatch): Promise<TagBatchDone> {
  const results: TagFileResult[] = [];
  for (const rel of batch.paths) results.push(await tagFile(batch.root, rel));
  const stamps = batch.stamps;
  if (!stamps) return { results };
  const entries = results.map((result, i): [string, CacheEntry] => [
    result.path,
    cacheEntryFor(result, stamps[i] as FileStamp),
  ]);
  return { segment: serializeSegment(entries), skipped: results.map((result) => result.skipped ?? null) };
}

/** Moved, not copied, only when the bytes are the whole buffer (never a slice of a shared pool). */
function ownsBuffer(bytes: Uint8Array): boolean {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
}
