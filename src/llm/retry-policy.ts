// When to retry a failed request and how long to wait. Pure, except `sleep`, which only waits.
// The SDK's own retries are off: it obeys any retry-after without a cap and has no total-time bound.

export interface RetryPolicy {
  /** Retries after the first attempt. */
  maxRetries: number;
  /** No retry starts once this much time has passed since the first attempt (waits included). */
  maxTotalMs: number;
  /** A server's retry-after is honoured up to this long. */
  maxRetryAfterMs: number;
  initialBackoffMs: number;
  maxBackoffMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: 5,
  maxTotalMs: 120_000,
  maxRetryAfterMs: 60_000,
  initialBackoffMs: 500,
  maxBackoffMs: 8_000,
};

/** Request timeout, rate limit, lock conflict and server errors are worth another try. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/** The wait a server asked for: retry-after-ms, retry-after in seconds, or retry-after as an HTTP date. */
export function retryAfterMs(headers: Headers | undefined, now: number): number | undefined {
  const ms = parseFloat(headers?.get("retry-after-ms") ?? "");
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get("retry-after");
  if (!value) return undefined;
  const seconds = Number(value.trim());
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Wait before retry number `retry` (1-based): the server's wish if any (capped), else exponential. */
export function retryDelayMs(options: {
  retry: number;
  policy: RetryPolicy;
  headers?: Headers;
  now: number;
}): number {
  const { retry, policy } = options;
  const asked = retryAfterMs(options.headers, options.now);
  if (asked !== undefined) return Math.min(asked, policy.maxRetryAfterMs);
  return Math.min(policy.initialBackoffMs * 2 ** (retry - 1), policy.maxBackoffMs);
}

/** Resolves after `ms`, or early (without throwing) when `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
}
