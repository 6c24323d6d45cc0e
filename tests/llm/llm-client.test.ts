import { createLlmClient } from "../../src/llm/llm-client";
import { PLACEHOLDER_API_KEY } from "../../src/llm/endpoint";
import { MissingApiKeyError } from "../../src/llm/errors";
import type { ChatMessage } from "../../src/core/chat-types";
import { bodies, withServer } from "../helpers/scripted-server";

const KEY = "sk-test-streaming-key";
const messages: ChatMessage[] = [
  { role: "system", content: "You edit code." },
  { role: "user", content: "Rename foo to bar." },
];

describe("createLlmClient().chat against the scripted server", () => {
  it("streams a reply in pieces, asks for usage and sends the messages exactly", async () => {
    const reply = "Here is the edit:\nfoo → bar\n";
    const usage = { prompt_tokens: 50, completion_tokens: 9 };
    await withServer([{ kind: "reply", text: reply, chunkChars: 3, usage }], async (server) => {
      const deltas: string[] = [];
      const client = createLlmClient({ baseURL: server.baseUrl, apiKey: KEY });
      const result = await client.chat({ model: "m1", messages, onDelta: (d) => deltas.push(d) });
      expect(result).toEqual({
        text: reply,
        rawText: reply,
        finishReason: "stop",
        usage: { promptTokens: 50, completionTokens: 9, cachedTokens: 0, cacheWriteTokens: 0 },
        partial: false,
        attempts: 1,
      });
      expect(deltas.length).toBe(Math.ceil(Array.from(reply).length / 3));
      expect(deltas.join("")).toBe(reply);
      expect(bodies(server)).toEqual([
        { model: "m1", messages, temperature: 0, stream: true, stream_options: { include_usage: true } },
      ]);
      expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    });
  });

  it("asks for one JSON reply when streaming is off", async () => {
    await withServer([{ kind: "reply", text: "whole reply" }], async (server) => {
      const client = createLlmClient({ baseURL: server.baseUrl, apiKey: KEY });
      const deltas: string[] = [];
      const result = await client.chat({
        model: "m1",
        messages,
        stream: false,
        onDelta: (d) => deltas.push(d),
      });
      expect(result.text).toBe("whole reply");
      expect(result.partial).toBe(false);
      expect(deltas).toEqual([]);
      expect(bodies(server)).toEqual([{ model: "m1", messages, temperature: 0, stream: false }]);
    });
  });

  it.each([true, false])("reads usage with OpenAI cached tokens (stream: %s)", async (stream) => {
    const usage = {
      prompt_tokens: 1200,
      completion_tokens: 40,
      prompt_tokens_details: { cached_tokens: 1024 },
    };
    await withServer([{ kind: "reply", text: "ok", usage }], async (server) => {
      const client = createLlmClient({ baseURL: server.baseUrl, apiKey: KEY });
      const result = await client.chat({ model: "m1", messages, stream });
      expect(result.usage).toEqual({
        promptTokens: 1200,
        completionTokens: 40,
        cachedTokens: 1024,
        cacheWriteTokens: 0,
      });
    });
  });

  it("reads the Anthropic-style cache fields", async () => {
    const usage = {
      prompt_tokens: 3000,
      completion_tokens: 12,
      cache_creation_input_tokens: 2000,
      cache_read_input_tokens: 500,
    };
    await withServer([{ kind: "reply", text: "ok", usage }], async (server) => {
      const client = createLlmClient({ baseURL: server.baseUrl, apiKey: KEY });
      const result = await client.chat({ model: "claude", messages });
      expect(result.usage).toEqual({
        promptTokens: 3000,
        completionTokens: 12,
        cachedTokens: 500,
        cacheWriteTokens: 2000,
      });
    });
  });

  it("applies the model settings: no temperature, extra params, streaming off, reasoning stripped", async () => {
    const raw = "<think>\nweigh options\n</think>\n\nThe answer.\n";
    await withServer([{ kind: "reply", text: raw }], async (server) => {
      const client = createLlmClient({ baseURL: server.baseUrl, apiKey: KEY });
      const result = await client.chat({
        model: "r1",
        messages,
        temperature: 0.7,
        extraParams: { max_tokens: 99 },
        settings: {
          useTemperature: false,
          streaming: false,
          extraParams: { reasoning_effort: "high" },
          reasoningTag: "think",
        },
      });
      expect(result.text).toBe("The answer.\n");
      expect(result.rawText).toBe(raw);
      expect(bodies(server)).toEqual([
        { model: "r1", messages, reasoning_effort: "high", max_tokens: 99, stream: false },
      ]);
    });
  });

  it("serves GET /v1/models", async () => {
    await withServer([], async (server) => {
      const response = await fetch(`${server.baseUrl}/models`);
      expect(await response.json()).toEqual({
        object: "list",
        data: [{ id: "scripted-model", object: "model", created: 1_700_000_000, owned_by: "kerf" }],
      });
    });
  });

  it("reports a request the script has no step for", async () => {
    await withServer([], async (server, errors) => {
      const client = createLlmClient({ baseURL: server.baseUrl, apiKey: KEY, maxRetries: 0 });
      await expect(client.chat({ model: "m1", messages })).rejects.toMatchObject({
        name: "LlmStatusError",
        status: 400,
      });
      expect(errors.map((e) => e.message)).toEqual(["scripted server: no step left for request 1"]);
    });
  });
});

describe("createLlmClient keys and callbacks", () => {
  it("sends the placeholder key to a custom base URL given no key", async () => {
    await withServer([{ kind: "reply", text: "ok" }], async (server) => {
      const client = createLlmClient({ baseURL: server.baseUrl });
      await client.chat({ model: "m", messages });
      expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${PLACEHOLDER_API_KEY}`);
    });
  });

  it("refuses to be created with neither key nor base URL", () => {
    expect(() => createLlmClient({})).toThrow(MissingApiKeyError);
  });

  it("lets an exception from onDelta through as it is, without retrying", async () => {
    await withServer(
      [
        { kind: "reply", text: "abc" },
        { kind: "reply", text: "abc" },
      ],
      async (server) => {
        const client = createLlmClient({ baseURL: server.baseUrl, apiKey: KEY });
        const bug = new RangeError("caller bug");
        const onDelta = (): void => {
          throw bug;
        };
        await expect(client.chat({ model: "m", messages, onDelta })).rejects.toBe(bug);
        expect(server.requests.length).toBe(1);
      },
    );
  });
});

describe("createLlmClient ignores the environment", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("uses only the base URL and key it is given, never OPENAI_* variables", async () => {
    process.env.OPENAI_BASE_URL = "http://127.0.0.1:9/v1";
    process.env.OPENAI_API_KEY = "sk-from-env";
    expect(createLlmClient({ apiKey: KEY }).baseURL).toBe("https://api.openai.com/v1");
    expect(() => createLlmClient({})).toThrow(MissingApiKeyError);
    await withServer([{ kind: "reply", text: "ok" }], async (server) => {
      await createLlmClient({ baseURL: server.baseUrl, apiKey: KEY }).chat({ model: "m", messages });
      expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    });
  });
});

describe("createLlmClient's base URL option", () => {
  it("is baseURL, the SDK's spelling; the old baseUrl still works, with a deprecation note", async () => {
    const notes: string[] = [];
    await withServer(
      [
        { kind: "reply", text: "new" },
        { kind: "reply", text: "old" },
      ],
      async (server) => {
        const modern = createLlmClient({
          baseURL: server.baseUrl,
          apiKey: KEY,
          onWarning: (n) => notes.push(n),
        });
        expect(modern.baseURL).toBe(server.baseUrl);
        expect((await modern.chat({ model: "m", messages })).text).toBe("new");
        expect(notes).toEqual([]);
        const legacy = createLlmClient({
          baseUrl: server.baseUrl,
          apiKey: KEY,
          onWarning: (n) => notes.push(n),
        });
        expect(legacy.baseURL).toBe(server.baseUrl);
        expect((await legacy.chat({ model: "m", messages })).text).toBe("old");
        expect(server.requests).toHaveLength(2);
      },
    );
    expect(notes).toEqual(["createLlmClient option baseUrl is deprecated: use baseURL"]);
  });
});
