// The token estimates of a reply that never reached its end, on a real Anthropic Messages stream from
// the scripted loopback server: message_start already counts the input (kept as the server's) and says
// output_tokens 1 (a placeholder, never shown as "~1 received"); the text streamed before Ctrl-C is
// what was received. A chat-completions stream that broke off gets both counts estimated.
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import { abortEstimates } from "../../src/llm/abort-estimates";
import type { ChatMessage } from "../../src/core/chat-types";
import { createLlmClient } from "../../src/llm/llm-client";
import { wrapLlmClient } from "../../src/llm/middleware";
import { countMessages, countText } from "../../src/models/tokens";

const messages: ChatMessage[] = [
  { role: "system", content: "You are terse." },
  { role: "user", content: "Tell me a long story about a lighthouse keeper and her cat." },
];
const STORY = "Once upon a time a lighthouse keeper lived with her cat on a rock far out at sea. ".repeat(20);

describe("the abortEstimates middleware", () => {
  let server: ScriptedServer;
  afterEach(() => server?.close());

  it("Anthropic, stopped mid-stream: the server's input count, the streamed text as received", async () => {
    server = await startScriptedServer([
      {
        kind: "reply",
        text: STORY,
        chunkChars: 16,
        chunkDelayMs: 20,
        usage: { input_tokens: 321, output_tokens: 400 },
      },
    ]);
    const inner = createLlmClient({ protocol: "anthropic", baseURL: server.baseUrl, apiKey: "sk-ant-test" });
    const llm = wrapLlmClient(inner, [abortEstimates("o200k_base")]);
    const controller = new AbortController();
    let streamed = "";
    const result = await llm.chat({
      model: "claude-sonnet-4-5",
      messages,
      settings: { maxOutputTokens: 1_000 },
      signal: controller.signal,
      onDelta: (text) => {
        streamed += text;
        if (streamed.length >= 160) controller.abort();
      },
    });
    expect(result.partialReason).toBe("aborted");
    expect(streamed.length).toBeLessThan(STORY.length);
    expect(result.usage.completionTokens).toBe(countText(streamed, "o200k_base"));
    expect(result.usage.completionTokens).toBeGreaterThan(10);
    expect(result.usage.promptTokens).toBe(321);
    expect(result.usage.estimated).toBe(true);
  });

  it("chat completions, stream broken off: both counts estimated", async () => {
    server = await startScriptedServer([{ kind: "cut", text: STORY, afterChars: 200 }]);
    const inner = createLlmClient({ baseURL: server.baseUrl, apiKey: "sk-test" });
    const llm = wrapLlmClient(inner, [abortEstimates("o200k_base")]);
    let streamed = "";
    const result = await llm.chat({
      model: "gpt-4o",
      messages,
      onDelta: (text) => (streamed += text),
    });
    expect(result.partialReason).toBe("stream-broken");
    expect(result.usage.estimated).toBe(true);
    expect(result.usage.promptTokens).toBe(
      countMessages(messages, { tokenizer: "o200k_base", primeReply: true }),
    );
    expect(result.usage.completionTokens).toBe(countText(streamed, "o200k_base"));
    expect(result.usage.completionTokens).toBeGreaterThan(10);
  });

  it("a finished reply keeps the server's usage, unmarked", async () => {
    server = await startScriptedServer([
      { kind: "reply", text: "Short.", usage: { prompt_tokens: 50, completion_tokens: 3 } },
    ]);
    const llm = wrapLlmClient(createLlmClient({ baseURL: server.baseUrl, apiKey: "sk-test" }), [
      abortEstimates("o200k_base"),
    ]);
    const result = await llm.chat({ model: "gpt-4o", messages });
    expect(result.usage.promptTokens).toBe(50);
    expect(result.usage.completionTokens).toBe(3);
    expect(result.usage.estimated).toBeUndefined();
  });
});
