import {
  DEFAULT_RETRY_POLICY,
  isRetryableStatus,
  retryAfterMs,
  retryDelayMs,
  sleep,
} from "../../src/llm/retry-policy";

const NOW = Date.parse("2026-01-01T00:00:00Z");

describe("retry policy", () => {
  it.each([
    [408, true],
    [409, true],
    [429, true],
    [500, true],
    [503, true],
    [400, false],
    [401, false],
    [404, false],
  ])("status %i retryable: %p", (status, retryable) => {
    expect(isRetryableStatus(status)).toBe(retryable);
  });

  it("reads retry-after-ms, retry-after seconds and retry-after dates", () => {
    expect(retryAfterMs(new Headers({ "retry-after-ms": "250", "retry-after": "9" }), NOW)).toBe(250);
    expect(retryAfterMs(new Headers({ "retry-after": "2" }), NOW)).toBe(2000);
    expect(retryAfterMs(new Headers({ "retry-after": "Thu, 01 Jan 2026 00:00:03 GMT" }), NOW)).toBe(3000);
    expect(retryAfterMs(new Headers({ "retry-after": "soon" }), NOW)).toBeUndefined();
    expect(retryAfterMs(undefined, NOW)).toBeUndefined();
  });

  it("backs off exponentially up to the cap, and caps a server's wish", () => {
    const policy = {
      ...DEFAULT_RETRY_POLICY,
      initialBackoffMs: 500,
      maxBackoffMs: 3000,
      maxRetryAfterMs: 10_000,
    };
    const delays = [1, 2, 3, 4, 5].map((retry) => retryDelayMs({ retry, policy, now: NOW }));
    expect(delays).toEqual([500, 1000, 2000, 3000, 3000]);
    const headers = new Headers({ "retry-after": "3600" });
    expect(retryDelayMs({ retry: 1, policy, headers, now: NOW })).toBe(10_000);
  });

  describe("sleep (on a fake clock)", () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const settled = (promise: Promise<void>) => {
      const state = { done: false };
      void promise.then(() => (state.done = true));
      return state;
    };

    it("waits the whole delay when nothing aborts", async () => {
      const state = settled(sleep(5000));
      await jest.advanceTimersByTimeAsync(4999);
      expect(state.done).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(state.done).toBe(true);
    });

    it("ends as soon as the signal aborts, with no time passing", async () => {
      const controller = new AbortController();
      const state = settled(sleep(5000, controller.signal));
      await jest.advanceTimersByTimeAsync(20);
      expect(state.done).toBe(false);
      controller.abort();
      await Promise.resolve();
      expect(state.done).toBe(true);
      expect(jest.getTimerCount()).toBe(0);
    });
  });
});
