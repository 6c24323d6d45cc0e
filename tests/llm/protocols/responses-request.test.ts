// The Responses API body kerf builds: instructions, input items, store false, the session's cache key,
// the effort as reasoning.effort, and encrypted reasoning carried back before its own reply.
import type { ChatMessage } from "../../../src/core/chat-types";
import { responsesBody } from "../../../src/llm/protocols/responses-request";

describe("responsesBody", () => {
  it("sends the leading system text as instructions and every other message as an input item", () => {
    const reasoning = { type: "reasoning", summary: [], encrypted_content: "opaque" };
    const messages: ChatMessage[] = [
      { role: "system", content: "base" },
      { role: "system", content: [{ type: "text", text: "more", cache_control: { type: "ephemeral" } }] },
      { role: "developer", content: "dev" },
      { role: "user", content: "edit it" },
      { role: "assistant", content: "the reply", replay: [reasoning] },
      { role: "user", content: "the edit failed" },
    ];
    const body = responsesBody(
      {
        model: "gpt-5-codex",
        messages,
        settings: { useTemperature: false, acceptsSettings: ["reasoning_effort"], maxOutputTokens: 128_000 },
        extraParams: { reasoning_effort: "high" },
      },
      { promptCacheKey: "kerf-session-1" },
    );
    expect(body).toEqual({
      model: "gpt-5-codex",
      instructions: "base\n\nmore",
      input: [
        { type: "message", role: "developer", content: "dev" },
        { type: "message", role: "user", content: "edit it" },
        reasoning,
        { type: "message", role: "assistant", content: "the reply" },
        { type: "message", role: "user", content: "the edit failed" },
      ],
      stream: true,
      store: false,
      reasoning: { effort: "high" },
      include: ["reasoning.encrypted_content"],
      max_output_tokens: 128_000,
      prompt_cache_key: "kerf-session-1",
    });
  });

  it("sends a temperature only where the model takes one, and no chat-only fields", () => {
    const body = responsesBody(
      {
        model: "gpt-4.1",
        messages: [{ role: "user", content: "hi" }],
        stream: false,
        settings: { useTemperature: true, extraParams: { max_tokens: 500, stream_options: {} } },
      },
      {},
    );
    expect(body).toEqual({
      model: "gpt-4.1",
      input: [{ type: "message", role: "user", content: "hi" }],
      stream: false,
      store: false,
      temperature: 0,
      max_output_tokens: 500,
    });
  });
});
