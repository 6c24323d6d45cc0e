// Which protocol a request goes by: the provider table decides, a model's `api` setting picks among
// what its provider serves, a custom base means chat completions, and --api wins over all.
import { chooseProtocol, protocolForModel } from "../../src/llm/protocol-choice";

describe("protocolForModel", () => {
  it.each([
    ["claude-sonnet-4-5", "anthropic"],
    ["anthropic/claude-opus-4-1", "anthropic"],
    ["gpt-5-codex", "responses"],
    ["gpt-5.1-codex", "responses"],
    ["gpt-5.1-codex-max", "responses"],
    ["gpt-5.2-codex", "responses"],
    ["codex-mini-latest", "responses"],
    ["openai/gpt-5-codex", "responses"],
    ["gpt-4o", "chat"],
    ["gpt-5", "chat"],
    ["openrouter/anthropic/claude-sonnet-4-5", "chat"],
    ["openrouter/openai/gpt-5-codex", "chat"],
    ["deepseek/deepseek-chat", "chat"],
    ["ollama_chat/qwen2.5-coder:32b", "chat"],
  ])("%s → %s", (model, protocol) => {
    expect(protocolForModel(model)).toBe(protocol);
  });
});

describe("chooseProtocol", () => {
  const openai = { protocol: "chat" as const, alsoServes: ["responses" as const] };
  it("keeps chat completions for a custom OpenAI-compatible base whatever the model asks", () => {
    expect(chooseProtocol({ provider: undefined, api: "responses" })).toBe("chat");
  });
  it("lets --api win over the provider and the model", () => {
    expect(chooseProtocol({ provider: undefined, override: "responses" })).toBe("responses");
    expect(chooseProtocol({ provider: openai, api: "responses", override: "chat" })).toBe("chat");
  });
  it("ignores a model's api its provider does not serve", () => {
    expect(chooseProtocol({ provider: { protocol: "chat" }, api: "responses" })).toBe("chat");
    expect(chooseProtocol({ provider: openai, api: "anthropic" })).toBe("chat");
  });
});
