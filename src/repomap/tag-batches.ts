// Hands out the files of a cold scan to the tagging pool: largest first, in batches of at most 1 MB
// that shrink as the work left shrinks (guided scheduling by bytes), so the big files start early and
// the workers finish together. Pure planning: no threads, no file access.

export interface WorkItem {
  /** Index into the caller's path list. */
  index: number;
  bytes: number;
}

/** A batch never holds more files than this: each result crosses the thread boundary at once. */
const MAX_FILES = 256;
/** Nor is it smaller than this many bytes while files are left (a message per tiny file costs more), */
const MIN_BYTES = 64 * 1024;
/** nor larger (a batch is the unit of progress and of what a crashed worker loses). */
const MAX_BYTES = 1024 * 1024;
/** Batches per worker in flight over the remaining work: more → better balance, more messages. */
const SHARES_PER_WORKER = 4;

export class BatchPlan {
  private readonly order: WorkItem[];
  private next = 0;
  private remaining: number;

  constructor(
    sizes: readonly number[],
    private readonly workers: number,
  ) {
    this.order = sizes.map((bytes, index) => ({ index, bytes: Math.max(1, bytes) }));
    // Largest first; equal sizes keep the caller's order, so a plan is deterministic.
    this.order.sort((a, b) => b.bytes - a.bytes || a.index - b.index);
    this.remaining = this.order.reduce((sum, item) => sum + item.bytes, 0);
  }

  get done(): boolean {
    return this.next >= this.order.length;
  }

  /** The next batch's indices; empty when everything was handed out. */
  take(): number[] {
    const share = this.remaining / (this.workers * SHARES_PER_WORKER);
    const target = Math.min(MAX_BYTES, Math.max(MIN_BYTES, share));
    const batch: number[] = [];
    let bytes = 0;
    while (this.next < this.order.length && batch.length < MAX_FILES && bytes < target) {
      const item = this.order[this.next++] as WorkItem;
      batch.push(item.index);
      bytes += item.bytes;
    }
    this.remaining -= bytes;
    return batch;
  }
}

/** Worker threads worth starting: one per core, but no more than the work can keep busy. A worker
 * pays ~50–300 ms to start and load its grammars, so each must get ≥ 32 files and ≥ 1 MB. */
export function poolSize(cores: number, files: number, bytes: number): number {
  return Math.max(1, Math.min(cores, Math.floor(files / 32), Math.floor(bytes / 1_000_000)));
}
