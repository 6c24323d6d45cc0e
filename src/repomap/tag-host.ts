// Entry of the tagging process (started by tag-pool.ts): runs one job's worker threads and sends each
// batch's reply to its parent, then `{ end: true }`. While its parent is there it never exits by itself: the parent
// kills it, so an optimizing compile V8 still runs on its threads dies with it and holds no exit.
import { runTagThreads, type TagJob } from "./tag-threads.js";
import type { TagBatchDone } from "./tag-worker.js";

/** What the tagging process sends its parent. */
export type HostMessage = { indices: number[]; done: TagBatchDone } | { end: true };

const send = (message: HostMessage): void => {
  if (process.connected) process.send?.(message);
};

const stop = new AbortController();
// The parent is gone (it crashed or was killed): nothing is left to tag for. With its threads ended
// and its channel closed, the process has nothing left to run and ends.
process.once("disconnect", () => stop.abort());

process.once("message", (job: TagJob) => {
  const sendBatch = (indices: number[], done: TagBatchDone): void => send({ indices, done });
  void runTagThreads(job, sendBatch, stop.signal).then(() => send({ end: true }));
});
