// Runs tasks with at most `jobs` at once; stops taking new ones once the signal aborts.
export async function runPool<T>(
  items: readonly T[],
  jobs: number,
  work: (item: T) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (!signal?.aborted && next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  const workers = Array.from({ length: Math.max(1, Math.min(jobs, items.length)) }, worker);
  await Promise.all(workers);
}
