// The one contract every protocol's client keeps, run against a loopback server that speaks each
// protocol as its provider documents it (chat completions, Responses, Anthropic Messages), through the
// real SDKs: streamed and whole replies, usage, cut-off replies, server errors in and out of the stream,
// retries, the deadline, the reply cap and key masking.
import type { ChatMessage } from "../../src/core/chat-types";
import { createLlmClient, type LlmClientOptions } from "../../src/llm/llm-client";
import type { Protocol } from "../../src/llm/protocol";
import { withServer } from "../helpers/scripted-server";

const KEY = "sk-contract-key-0123456789";
const messages: ChatMessage[] = [
  { role: "system", content: "You edit code." },
  { role: "user", content: "Rename foo to bar." },
];

/** The path each protocol posts to, under the server's /v1 base. */
const PATHS: Record<Protocol, RegExp> = {
  chat: /\/v1\/chat\/completions$/,
  responses: /\/v1\/responses$/,
  anthropic: /\/v1\/messages$/,
};

/** One usage, in each protocol's own fields: 1,200 prompt tokens of which 1,000 read from the cache. */
const USAGE: Record<Protocol, Record<string, unknown>> = {
  chat: { prompt_tokens: 1200, completion_tokens: 40, prompt_tokens_details: { cached_tokens: 1000 } },
  responses: {
    input_tokens: 1200,
    input_tokens_details: { cached_tokens: 1000 },
    output_tokens: 40,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: 1240,
  },
  anthropic: {
    input_tokens: 200,
    cache_read_input_tokens: 1000,
    cache_creation_input_tokens: 0,
    output_tokens: 40,
  },
};

const client = (protocol: Protocol, baseURL: string, options: Partial<LlmClientOptions> = {}) =>
  createLlmClient({
    protocol,
    baseURL,
    apiKey: KEY,
    retry: { initialBackoffMs: 1, maxBackoffMs: 5 },
    ...options,
  });

describe.each<Protocol>(["chat", "responses", "anthropic"])("the %s client", (protocol) => {
  it("streams a reply in pieces to the protocol's own path", async () => {
    const reply = "Here is the edit:\nfoo → bar\n";
    await withServer([{ kind: "reply", text: reply, chunkChars: 3 }], async (server) => {
      const deltas: string[] = [];
      const result = await client(protocol, server.baseUrl).chat({
        model: "m1",
        messages,
        onDelta: (d) => deltas.push(d),
      });
      expect(result).toMatchObject({ text: reply, rawText: reply, finishReason: "stop", partial: false });
      expect(result.attempts).toBe(1);
      expect(deltas.length).toBeGreaterThan(1);
      expect(deltas.join("")).toBe(reply);
      expect(server.requests).toHaveLength(1);
      expect(server.requests[0]!.path).toMatch(PATHS[protocol]);
    });
  });

  it("asks for one whole reply when streaming is off", async () => {
    await withServer([{ kind: "reply", text: "whole reply" }], async (server) => {
      const deltas: string[] = [];
      const result = await client(protocol, server.baseUrl).chat({
        model: "m1",
        messages,
        stream: false,
        onDelta: (d) => deltas.push(d),
      });
      expect(result).toMatchObject({ text: "whole reply", partial: false, finishReason: "stop" });
      expect(deltas).toEqual([]);
      expect((server.requests[0]!.body as { stream?: unknown }).stream).toBe(false);
    });
  });

  it.each([true, false])("reads the protocol's usage, cache reads included (stream: %s)", async (stream) => {
    await withServer([{ kind: "reply", text: "ok", usage: USAGE[protocol] }], async (server) => {
      const result = await client(protocol, server.baseUrl).chat({ model: "m1", messages, stream });
      expect(result.usage).toEqual({
        promptTokens: 1200,
        completionTokens: 40,
        cachedTokens: 1000,
        cacheWriteTokens: 0,
      });
    });
  });

  it("marks a reply cut off by the output limit as partial, reason length", async () => {
    await withServer([{ kind: "reply", text: "half a rep", finishReason: "length" }], async (server) => {
      const result = await client(protocol, server.baseUrl).chat({ model: "m1", messages });
      expect(result).toMatchObject({ text: "half a rep", partial: true, partialReason: "length" });
    });
  });

  it("names the status of a refused request and does not retry a 400", async () => {
    await withServer([{ kind: "error", status: 400, message: "bad field" }], async (server) => {
      await expect(client(protocol, server.baseUrl).chat({ model: "m1", messages })).rejects.toMatchObject({
        name: "LlmStatusError",
        status: 400,
        attempts: 1,
        message: expect.stringContaining("bad field"),
      });
      expect(server.requests).toHaveLength(1);
    });
  });

  it("retries a 429 and an overloaded 529, then succeeds", async () => {
    const script = [
      { kind: "error" as const, status: 429, retryAfter: 0, errorType: "rate_limit_error" },
      { kind: "error" as const, status: 529, errorType: "overloaded_error" },
      { kind: "reply" as const, text: "done" },
    ];
    await withServer(script, async (server) => {
      const retries: string[] = [];
      const result = await client(protocol, server.baseUrl, {
        onRetry: (notice) => retries.push(notice.reason),
      }).chat({ model: "m1", messages });
      expect(result).toMatchObject({ text: "done", attempts: 3, partial: false });
      expect(retries).toEqual(["HTTP 429", "HTTP 529"]);
    });
  });

  it("ends a reply whose stream carries a server error as partial, with the server's words", async () => {
    const step = {
      kind: "fail" as const,
      text: "partial answer that never ends",
      afterChars: 12,
      errorType: "overloaded_error",
      message: "Overloaded",
    };
    await withServer([step], async (server) => {
      const result = await client(protocol, server.baseUrl).chat({ model: "m1", messages });
      expect(result).toMatchObject({
        partial: true,
        partialReason: "server-error",
        text: step.text.slice(0, 12),
      });
      expect(result.providerWords?.message).toBe("Overloaded");
      expect(result.providerWords?.code).toMatch(/overloaded/i);
    });
  });

  it("keeps what arrived of a stream whose connection drops, as partial", async () => {
    await withServer([{ kind: "cut", text: "first part, second part", afterChars: 11 }], async (server) => {
      const result = await client(protocol, server.baseUrl, { maxRetries: 0 }).chat({
        model: "m1",
        messages,
      });
      expect(result).toMatchObject({ partial: true, partialReason: "stream-broken", text: "first part," });
    });
  });

  it("gives up at the deadline on a server that never answers", async () => {
    await withServer([{ kind: "hang" }, { kind: "hang" }, { kind: "hang" }], async (server) => {
      const started = Date.now();
      await expect(
        client(protocol, server.baseUrl, { deadlineMs: 400, timeoutMs: 200 }).chat({ model: "m1", messages }),
      ).rejects.toMatchObject({ name: expect.stringMatching(/LlmDeadlineError|LlmTimeoutError/) });
      expect(Date.now() - started).toBeLessThan(5_000);
    });
  });

  it("stops reading a reply over the byte cap and applies none of it", async () => {
    await withServer([{ kind: "reply", text: "x".repeat(5_000), chunkChars: 100 }], async (server) => {
      await expect(
        client(protocol, server.baseUrl, { maxReplyBytes: 1_000 }).chat({ model: "m1", messages }),
      ).rejects.toMatchObject({ name: "LlmReplyTooLargeError" });
    });
  });

  it("never sends the key in the messages, and never shows it in an error", async () => {
    const leaky: ChatMessage[] = [{ role: "user", content: `my key is ${KEY}, keep it` }];
    const script = [
      { kind: "reply" as const, text: "ok" },
      { kind: "error" as const, status: 401, message: `Incorrect API key provided: ${KEY}` },
    ];
    await withServer(script, async (server) => {
      const llm = client(protocol, server.baseUrl);
      await llm.chat({ model: "m1", messages: leaky });
      expect(JSON.stringify(server.requests[0]!.body)).not.toContain(KEY);
      const error = (await llm.chat({ model: "m1", messages: leaky }).catch((e: unknown) => e)) as Error;
      expect(error.name).toBe("LlmStatusError");
      expect(`${error.message}\n${error.stack ?? ""}\n${String(error.cause)}`).not.toContain(KEY);
    });
  });
});

describe("createLlmClient for Claude without a key", () => {
  it("names Anthropic's key, not OpenAI's", () => {
    expect(() => createLlmClient({ model: "claude-sonnet-4-5", apiKey: "" })).toThrow(
      expect.objectContaining({
        name: "MissingApiKeyError",
        provider: "anthropic",
        message: expect.stringContaining("ANTHROPIC_API_KEY"),
      }),
    );
  });
});
