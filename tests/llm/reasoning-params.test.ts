// Reasoning effort and thinking budgets over real HTTP, in each provider's dialect; a setting the model
// or the provider cannot take is warned about once and never sent (so it cannot become an HTTP 400).
import { createRoutedLlmClient } from "../../src/llm/routed-client";
import { withServer } from "../helpers/scripted-server";

const messages = [{ role: "user" as const, content: "hi" }];
const KEYS = {
  OPENAI_API_KEY: "k",
  ANTHROPIC_API_KEY: "k",
  OPENROUTER_API_KEY: "k",
  GEMINI_API_KEY: "k",
  DEEPSEEK_API_KEY: "k",
};

async function sent(
  model: string,
  settings: {
    reasoningEffort?: string;
    thinkingTokens?: number;
    acceptsSettings?: string[];
    useTemperature?: boolean;
  },
): Promise<{ body: Record<string, unknown>; warnings: string[] }> {
  const warnings: string[] = [];
  return withServer([{ kind: "reply", text: "ok" }], async (server) => {
    const client = createRoutedLlmClient({
      endpoint: { env: KEYS, originOverride: new URL(server.baseUrl).origin },
      onWarning: (message) => warnings.push(message),
    });
    await client.chat({ model, messages, settings });
    return { body: server.requests[0]?.body as Record<string, unknown>, warnings };
  });
}

describe("reasoning settings per provider", () => {
  it("OpenAI takes reasoning_effort", async () => {
    const { body, warnings } = await sent("o3", {
      reasoningEffort: "high",
      acceptsSettings: ["reasoning_effort"],
    });
    expect(body.reasoning_effort).toBe("high");
    expect(warnings).toEqual([]);
  });

  it("OpenRouter takes a reasoning object (effort, or max_tokens for a budget)", async () => {
    const effort = await sent("openrouter/openai/o3", {
      reasoningEffort: "low",
      acceptsSettings: ["reasoning_effort"],
    });
    expect(effort.body.reasoning).toEqual({ effort: "low" });
    expect(effort.body.reasoning_effort).toBeUndefined();
    const budget = await sent("openrouter/anthropic/claude-sonnet-4-5", {
      thinkingTokens: 4096,
      acceptsSettings: ["thinking_tokens"],
    });
    expect(budget.body.reasoning).toEqual({ max_tokens: 4096 });
  });

  it("Anthropic takes a thinking object and gets no temperature with it", async () => {
    const { body } = await sent("claude-sonnet-4-5", {
      thinkingTokens: 2048,
      acceptsSettings: ["thinking_tokens"],
      useTemperature: true,
    });
    expect(body.thinking).toEqual({ type: "enabled", budget_tokens: 2048 });
    expect("temperature" in body).toBe(false);
  });

  it("Gemini takes reasoning_effort, and a budget as google.thinking_config", async () => {
    const effort = await sent("gemini/gemini-2.5-pro", {
      reasoningEffort: "medium",
      acceptsSettings: ["reasoning_effort", "thinking_tokens"],
    });
    expect(effort.body.reasoning_effort).toBe("medium");
    const budget = await sent("gemini/gemini-2.5-pro", {
      thinkingTokens: 1024,
      acceptsSettings: ["reasoning_effort", "thinking_tokens"],
    });
    expect(budget.body.extra_body).toEqual({ google: { thinking_config: { thinking_budget: 1024 } } });
  });

  it("warns and sends nothing for a model that takes neither setting", async () => {
    const { body, warnings } = await sent("gpt-4o", { reasoningEffort: "high", thinkingTokens: 1000 });
    expect(body.reasoning_effort).toBeUndefined();
    expect(body.thinking).toBeUndefined();
    expect(warnings).toEqual([
      expect.stringMatching(/^gpt-4o does not take --reasoning-effort: not sent/),
      expect.stringMatching(/^gpt-4o does not take --thinking-tokens: not sent/),
    ]);
  });

  it("warns when the provider's API has no such setting, even for a model that has one", async () => {
    const { body, warnings } = await sent("claude-sonnet-4-5", {
      reasoningEffort: "high",
      acceptsSettings: ["reasoning_effort"],
    });
    expect(body.reasoning_effort).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/^anthropic's API has no reasoning-effort/)]);
  });
});
