import { chatWithContinuation } from "../../src/llm/client-stack";
import { continuationMessages } from "../../src/llm/continuation";
import { OutputLimitError } from "../../src/llm/errors";
import { createLlmClient } from "../../src/llm/llm-client";
import type { ChatMessage } from "../../src/core/chat-types";
import { bodies, withServer } from "../helpers/scripted-server";

const messages: ChatMessage[] = [{ role: "user", content: "write a long file" }];

describe("chatWithContinuation", () => {
  it("continues a reply cut by the output limit with an assistant prefill", async () => {
    const usage = { prompt_tokens: 10, completion_tokens: 5 };
    const script = [
      { kind: "reply" as const, text: "first half, ", finishReason: "length", usage },
      { kind: "reply" as const, text: "second half.", usage },
    ];
    await withServer(script, async (server) => {
      const client = createLlmClient({ baseURL: server.baseUrl, apiKey: "k" });
      const result = await chatWithContinuation(client, { model: "m", messages }, { allowsPrefill: true });
      expect(result).toEqual({
        text: "first half, second half.",
        rawText: "first half, second half.",
        finishReason: "stop",
        usage: { promptTokens: 20, completionTokens: 10, cachedTokens: 0, cacheWriteTokens: 0 },
        partial: false,
        attempts: 2,
      });
      expect(bodies(server)[1]?.messages).toEqual([
        ...messages,
        { role: "assistant", content: "first half, ", prefix: true },
      ]);
    });
  });

  it("throws OutputLimitError when the model cannot be prefilled", async () => {
    await withServer([{ kind: "reply", text: "cut here", finishReason: "length" }], async (server) => {
      const client = createLlmClient({ baseURL: server.baseUrl, apiKey: "k" });
      const error = await chatWithContinuation(
        client,
        { model: "m", messages },
        { allowsPrefill: false },
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OutputLimitError);
      expect(error).toMatchObject({ partialText: "cut here" });
      expect(server.requests.length).toBe(1);
    });
  });

  it("gives up after maxContinuations", async () => {
    const cut = { kind: "reply" as const, text: "more ", finishReason: "length" };
    await withServer([cut, cut, cut], async (server) => {
      const client = createLlmClient({ baseURL: server.baseUrl, apiKey: "k" });
      const request = { model: "m", messages };
      const error = await chatWithContinuation(client, request, {
        allowsPrefill: true,
        maxContinuations: 2,
      }).catch((e: unknown) => e);
      expect(error).toMatchObject({ name: "OutputLimitError", partialText: "more more more " });
      expect(server.requests.length).toBe(3);
    });
  });

  it("returns a broken stream as it is, partial", async () => {
    await withServer([{ kind: "cut", text: "broken reply", afterChars: 6 }], async (server) => {
      const client = createLlmClient({ baseURL: server.baseUrl, apiKey: "k" });
      const result = await chatWithContinuation(client, { model: "m", messages }, { allowsPrefill: true });
      expect(result).toMatchObject({ text: "broken", partial: true, partialReason: "stream-broken" });
    });
  });

  it("builds the prefill messages without changing the input", () => {
    const out = continuationMessages(messages, "so far");
    expect(out).toEqual([...messages, { role: "assistant", content: "so far", prefix: true }]);
    expect(messages).toHaveLength(1);
  });
});
