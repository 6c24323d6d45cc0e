// The Anthropic Messages body kerf builds from its one message shape: system blocks, merged turns,
// max_tokens, breakpoints and the fields API version 2026-10-21 refuses.
import type { ChatMessage } from "../../../src/core/chat-types";
import { anthropicBody, FALLBACK_MAX_TOKENS } from "../../../src/llm/protocols/anthropic-request";

const mark = { type: "ephemeral" as const };
const text = (value: string, cached = false) => ({
  type: "text" as const,
  text: value,
  ...(cached ? { cache_control: mark } : {}),
});

describe("anthropicBody", () => {
  it("sends system and developer text as top-level system blocks and merges neighbours of one role", () => {
    const messages: ChatMessage[] = [
      { role: "system", content: [text("base", true)] },
      { role: "developer", content: "dev rules" },
      { role: "user", content: "files" },
      { role: "user", content: "the request" },
      { role: "assistant", content: "Ok." },
      { role: "system", content: "reminder" },
    ];
    const body = anthropicBody({
      model: "claude-sonnet-4-5",
      messages,
      settings: { maxOutputTokens: 64_000 },
    });
    expect(body).toEqual({
      model: "claude-sonnet-4-5",
      max_tokens: 64_000,
      system: [text("base", true), text("dev rules"), text("reminder")],
      messages: [
        { role: "user", content: [text("files"), text("the request")] },
        { role: "assistant", content: [text("Ok.")] },
      ],
      stream: true,
    });
  });

  it("never sends temperature, top_p, top_k or stream_options, and always sets max_tokens", () => {
    const body = anthropicBody({
      model: "claude-x",
      messages: [{ role: "user", content: "hi" }],
      temperature: 0.3,
      settings: { useTemperature: true, extraParams: { top_p: 0.9, top_k: 5, metadata: { user_id: "u" } } },
      extraParams: { stream_options: { include_usage: true }, temperature: undefined },
    });
    expect(Object.keys(body).sort()).toEqual(["max_tokens", "messages", "metadata", "model", "stream"]);
    expect(body.max_tokens).toBe(FALLBACK_MAX_TOKENS);
  });

  it("turns a thinking budget into the thinking object and leaves room for the answer", () => {
    const thinking = { type: "enabled", budget_tokens: 16_000 };
    const small = anthropicBody({
      model: "claude-x",
      messages: [{ role: "user", content: "hi" }],
      settings: { maxOutputTokens: 8_000 },
      extraParams: { thinking, temperature: undefined },
    });
    expect(small.thinking).toEqual(thinking);
    expect(small.max_tokens).toBeGreaterThan(16_000);
    expect("temperature" in small).toBe(false);
  });

  it("keeps at most four breakpoints, the last four", () => {
    const messages: ChatMessage[] = [
      { role: "system", content: [text("s", true)] },
      ...["a", "b", "c", "d"].flatMap((word): ChatMessage[] => [
        { role: "user", content: [text(word, true)] },
        { role: "assistant", content: "ok" },
      ]),
    ];
    const body = anthropicBody({ model: "claude-x", messages });
    const blocks = [...(body.system ?? []), ...body.messages.flatMap((turn) => turn.content)];
    expect(blocks.filter((block) => block.cache_control).map((block) => block.text)).toEqual([
      "a",
      "b",
      "c",
      "d",
    ]);
  });

  it("opens with the user and trims a prefilled assistant turn's trailing white space", () => {
    const body = anthropicBody({
      model: "claude-x",
      messages: [
        { role: "assistant", content: "Ok." },
        { role: "user", content: "go on" },
        { role: "assistant", content: "partial reply \n", prefix: true },
      ],
      stream: false,
    });
    expect(body.messages.map((turn) => turn.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(body.messages.at(-1)?.content).toEqual([text("partial reply")]);
    expect(body.stream).toBe(false);
  });
});
