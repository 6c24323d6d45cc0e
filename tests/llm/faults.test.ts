import { createLlmClient, type RetryNotice } from "../../src/llm/llm-client";
import { LlmConnectionError, LlmStatusError, LlmTimeoutError } from "../../src/llm/errors";
import type { ChatMessage } from "../../src/core/chat-types";
import { startScriptedServer } from "../../replay/scripted-server";
import { withServer } from "../helpers/scripted-server";

const KEY = "sk-test-faults-key";
const messages: ChatMessage[] = [{ role: "user", content: "hi" }];
const fastRetry = { initialBackoffMs: 20, maxBackoffMs: 40 };

describe("retries", () => {
  it("honours retry-after on 429 and then succeeds", async () => {
    await withServer(
      [
        { kind: "error", status: 429, retryAfter: 1 },
        { kind: "reply", text: "after the wait" },
      ],
      async (server) => {
        const notices: RetryNotice[] = [];
        const client = createLlmClient({
          baseUrl: server.baseUrl,
          apiKey: KEY,
          onRetry: (n) => notices.push(n),
        });
        const started = Date.now();
        const result = await client.chat({ model: "m", messages });
        // The one lower bound kept: the recorded delay alone would not show that the wait happened.
        expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
        expect(result.text).toBe("after the wait");
        expect(result.attempts).toBe(2);
        expect(notices).toEqual([{ attempt: 1, delayMs: 1000, reason: "HTTP 429" }]);
        expect(server.requests.length).toBe(2);
      },
    );
  });

  it("caps a long retry-after at maxRetryAfterMs", async () => {
    await withServer(
      [
        { kind: "error", status: 429, retryAfter: 3600 },
        { kind: "reply", text: "ok" },
      ],
      async (server) => {
        const notices: RetryNotice[] = [];
        const client = createLlmClient({
          baseUrl: server.baseUrl,
          apiKey: KEY,
          retry: { maxRetryAfterMs: 150 },
          onRetry: (n) => notices.push(n),
        });
        const result = await client.chat({ model: "m", messages });
        expect(notices).toEqual([{ attempt: 1, delayMs: 150, reason: "HTTP 429" }]);
        expect(result).toMatchObject({ text: "ok", attempts: 2, partial: false });
      },
    );
  });

  it("retries a 500 and then succeeds", async () => {
    await withServer(
      [
        { kind: "error", status: 500 },
        { kind: "reply", text: "recovered" },
      ],
      async (server) => {
        const notices: RetryNotice[] = [];
        const client = createLlmClient({
          baseUrl: server.baseUrl,
          apiKey: KEY,
          retry: fastRetry,
          onRetry: (n) => notices.push(n),
        });
        const result = await client.chat({ model: "m", messages });
        expect(result).toMatchObject({ text: "recovered", attempts: 2, partial: false });
        expect(notices).toEqual([{ attempt: 1, delayMs: 20, reason: "HTTP 500" }]);
      },
    );
  });

  it("gives up after maxRetries with an error naming the status", async () => {
    const steps = [500, 502, 503, 504].map((status) => ({ kind: "error" as const, status }));
    await withServer(steps, async (server) => {
      const notices: RetryNotice[] = [];
      const client = createLlmClient({
        baseUrl: server.baseUrl,
        apiKey: KEY,
        maxRetries: 2,
        retry: fastRetry,
        onRetry: (n) => notices.push(n),
      });
      const error = await client.chat({ model: "m", messages }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LlmStatusError);
      expect(error).toMatchObject({ status: 503, attempts: 3 });
      expect((error as Error).message).toBe(
        "The model server answered HTTP 503 after 3 attempts: scripted HTTP 503 (server_error)",
      );
      expect(server.requests.length).toBe(3);
      // Exponential backoff from 20 ms, capped at 40 ms.
      expect(notices).toEqual([
        { attempt: 1, delayMs: 20, reason: "HTTP 500" },
        { attempt: 2, delayMs: 40, reason: "HTTP 502" },
      ]);
    });
  });

  it("stops retrying when the next wait would pass the total time budget", async () => {
    await withServer(
      [
        { kind: "error", status: 429, retryAfter: 30 },
        { kind: "reply", text: "never served" },
      ],
      async (server) => {
        const notices: RetryNotice[] = [];
        const client = createLlmClient({
          baseUrl: server.baseUrl,
          apiKey: KEY,
          retry: { maxTotalMs: 2000 },
          onRetry: (n) => notices.push(n),
        });
        const error = await client.chat({ model: "m", messages }).catch((e: unknown) => e);
        // No wait was even started: the 30 s retry-after would pass the 2 s budget.
        expect(notices).toEqual([]);
        expect(error).toMatchObject({ name: "LlmStatusError", status: 429, attempts: 1 });
        expect(server.remaining()).toBe(1);
      },
    );
  });

  it("does not retry a 400", async () => {
    await withServer([{ kind: "error", status: 400, message: "bad model" }], async (server) => {
      const client = createLlmClient({ baseURL: server.baseUrl, apiKey: KEY });
      const error = await client.chat({ model: "m", messages }).catch((e: unknown) => e);
      expect((error as Error).message).toBe(
        "The model server answered HTTP 400: bad model (invalid_request_error)",
      );
      expect(server.requests.length).toBe(1);
    });
  });

  it("retries a refused connection, then names it", async () => {
    const server = await startScriptedServer([]);
    const baseUrl = server.baseUrl;
    await server.close();
    const notices: RetryNotice[] = [];
    const client = createLlmClient({
      baseURL: baseUrl,
      apiKey: KEY,
      maxRetries: 1,
      retry: fastRetry,
      onRetry: (n) => notices.push(n),
    });
    const error = await client.chat({ model: "m", messages }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmConnectionError);
    expect(error).toMatchObject({ attempts: 2 });
    expect(notices).toEqual([{ attempt: 1, delayMs: 20, reason: "connection error" }]);
  });
});

describe("timeouts, broken streams, output limit, abort", () => {
  it("times out a server that never answers, retrying within the bound", async () => {
    await withServer([{ kind: "hang" }, { kind: "hang" }], async (server) => {
      const notices: RetryNotice[] = [];
      const client = createLlmClient({
        baseUrl: server.baseUrl,
        apiKey: KEY,
        timeoutMs: 300,
        maxRetries: 1,
        retry: fastRetry,
        onRetry: (n) => notices.push(n),
      });
      const error = await client.chat({ model: "m", messages }).catch((e: unknown) => e);
      expect(notices).toEqual([{ attempt: 1, delayMs: 20, reason: "timeout" }]);
      expect(error).toBeInstanceOf(LlmTimeoutError);
      expect((error as Error).message).toBe("The model server did not answer within 300 ms (2 attempts).");
      expect(server.requests.length).toBe(2);
    });
  });

  it.each([true, false])("retries a connection cut before any reply text (stream: %s)", async (stream) => {
    await withServer(
      [
        { kind: "cut", text: "lost", afterChars: 0 },
        { kind: "reply", text: "second try" },
      ],
      async (server) => {
        const client = createLlmClient({ baseURL: server.baseUrl, apiKey: KEY, retry: fastRetry });
        const result = await client.chat({ model: "m", messages, stream });
        expect(result).toMatchObject({ text: "second try", attempts: 2, partial: false });
      },
    );
  });

  it("marks a stream cut in the middle as partial and keeps what arrived", async () => {
    const text = "<<<<<<< SEARCH\nold line\n=======\nnew line\n>>>>>>> REPLACE\n";
    await withServer([{ kind: "cut", text, afterChars: 20 }], async (server) => {
      const client = createLlmClient({ baseURL: server.baseUrl, apiKey: KEY });
      const result = await client.chat({ model: "m", messages });
      expect(result).toEqual({
        text: text.slice(0, 20),
        rawText: text.slice(0, 20),
        finishReason: null,
        usage: { promptTokens: 0, completionTokens: 0, cachedTokens: 0, cacheWriteTokens: 0 },
        partial: true,
        partialReason: "stream-broken",
        attempts: 1,
      });
      expect(server.requests.length).toBe(1);
    });
  });

  it("marks a stream that goes silent as partial after the idle timeout", async () => {
    await withServer([{ kind: "stall", text: "half a reply and then", afterChars: 12 }], async (server) => {
      const client = createLlmClient({ baseURL: server.baseUrl, apiKey: KEY, timeoutMs: 400 });
      const result = await client.chat({ model: "m", messages });
      expect(result).toMatchObject({
        text: "half a reply",
        partial: true,
        partialReason: "idle-timeout",
        attempts: 1,
      });
      expect(server.requests.length).toBe(1);
    });
  });

  it.each([true, false])("marks finish_reason length as partial (stream: %s)", async (stream) => {
    await withServer(
      [{ kind: "reply", text: "cut by the limit", finishReason: "length" }],
      async (server) => {
        const client = createLlmClient({ baseURL: server.baseUrl, apiKey: KEY });
        const result = await client.chat({ model: "m", messages, stream });
        expect(result).toMatchObject({
          text: "cut by the limit",
          finishReason: "length",
          partial: true,
          partialReason: "length",
        });
      },
    );
  });

  it("stops the stream when the signal aborts and says so", async () => {
    const text = "a".repeat(1600);
    await withServer([{ kind: "reply", text, chunkChars: 4, chunkDelayMs: 20 }], async (server) => {
      const client = createLlmClient({ baseURL: server.baseUrl, apiKey: KEY });
      const controller = new AbortController();
      let seen = 0;
      const result = await client.chat({
        model: "m",
        messages,
        signal: controller.signal,
        onDelta: () => {
          if (++seen === 3) controller.abort();
        },
      });
      expect(result).toMatchObject({
        text: "a".repeat(12),
        partial: true,
        partialReason: "aborted",
        finishReason: null,
        attempts: 1,
      });
    });
  });

  it("abort during a retry wait returns at once, aborted", async () => {
    // The wait (60 s, the default cap on retry-after) is far past the test timeout: only the abort ends it.
    await withServer([{ kind: "error", status: 429, retryAfter: 600 }], async (server) => {
      const controller = new AbortController();
      const notices: RetryNotice[] = [];
      const client = createLlmClient({
        baseUrl: server.baseUrl,
        apiKey: KEY,
        onRetry: (n) => {
          notices.push(n);
          // Later than the start of the wait, which begins right after this notice.
          setTimeout(() => controller.abort(), 50);
        },
      });
      const result = await client.chat({ model: "m", messages, signal: controller.signal });
      expect(notices).toEqual([{ attempt: 1, delayMs: 60_000, reason: "HTTP 429" }]);
      expect(result).toEqual({
        text: "",
        rawText: "",
        finishReason: null,
        usage: { promptTokens: 0, completionTokens: 0, cachedTokens: 0, cacheWriteTokens: 0 },
        partial: true,
        partialReason: "aborted",
        attempts: 1,
      });
      expect(server.requests.length).toBe(1);
    });
  });
});
