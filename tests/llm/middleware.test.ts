// Client middleware over a real chat-completions server on loopback: the order a stack runs in, the
// route of the client below passing through, a deferred client built only when first used, and the
// reasoning block stripped once from a reply continued past the output limit.
import type { ChatMessage } from "../../src/core/chat-types";
import { chatWithContinuation } from "../../src/llm/client-stack";
import { MissingApiKeyError } from "../../src/llm/errors";
import { createLlmClient, type LlmClient } from "../../src/llm/llm-client";
import { deferredClient, wrapLlmClient, type LlmMiddleware } from "../../src/llm/middleware";
import { withServer } from "../helpers/scripted-server";

const messages: ChatMessage[] = [{ role: "user", content: "hi" }];

/** A middleware that writes its name on the way down (the request's model) and up (the reply text). */
function tagging(name: string): LlmMiddleware {
  return {
    async wrapChat(next, request) {
      const result = await next({ ...request, model: `${request.model}+${name}` });
      return { ...result, text: `${result.text}+${name}` };
    },
  };
}

describe("wrapLlmClient", () => {
  it("runs the first middleware outermost: it sees the request first and the result last", async () => {
    await withServer([{ kind: "reply", text: "ok" }], async (server) => {
      const inner = createLlmClient({ baseURL: server.baseUrl, apiKey: "k" });
      const client = wrapLlmClient(inner, [tagging("a"), tagging("b")]);
      const result = await client.chat({ model: "m", messages });
      expect((server.requests[0]?.body as { model: string }).model).toBe("m+a+b");
      expect(result.text).toBe("ok+b+a");
    });
  });

  it("keeps the route of the client below, and has none when that client has none", async () => {
    const inner = createLlmClient({ baseURL: "http://127.0.0.1:9/v1", apiKey: "k", protocol: "responses" });
    const route = wrapLlmClient(inner, [tagging("a")]).route?.("any-model");
    expect(route).toEqual({ protocol: "responses", endpointUrl: "http://127.0.0.1:9/v1/responses" });
    const bare: LlmClient = { chat: (request) => inner.chat(request) };
    expect(wrapLlmClient(bare, []).route).toBeUndefined();
  });
});

describe("deferredClient", () => {
  it("builds nothing until the first request, so a missing key is reported then", async () => {
    let built = 0;
    const client = deferredClient(() => {
      built++;
      return createLlmClient({ protocol: "anthropic" });
    });
    expect(built).toBe(0);
    await expect(client.chat({ model: "claude-x", messages })).rejects.toThrow(MissingApiKeyError);
    expect(built).toBe(1);
  });
});

describe("reasoning tags under continuation", () => {
  it("strips the reasoning block from the joined reply, the raw text kept whole", async () => {
    const script = [
      { kind: "reply" as const, text: "<think>plan", finishReason: "length" },
      { kind: "reply" as const, text: " more</think>\nanswer" },
    ];
    await withServer(script, async (server) => {
      const client = createLlmClient({ baseURL: server.baseUrl, apiKey: "k" });
      const request = { model: "m", messages, settings: { reasoningTag: "think" } };
      const result = await chatWithContinuation(client, request, { allowsPrefill: true });
      expect(result.rawText).toBe("<think>plan more</think>\nanswer");
      expect(result.text).toBe("answer");
      expect(server.requests).toHaveLength(2);
    });
  });
});
