// No thinking budget kerf sends breaks a bound Anthropic documents (budget_tokens ≥ 1,024 and below
// max_tokens, max_tokens ≤ the model's output limit); what kerf changed is said once per session.
// The rule, then real HTTP to an Anthropic Messages server on loopback with each model's own settings.
import { requestSettings } from "../../src/coders/llm-request";
import { createRoutedLlmClient } from "../../src/llm/routed-client";
import { boundThinking, MIN_THINKING_BUDGET } from "../../src/llm/thinking-bounds";
import { resolveModel } from "../../src/models/resolve-model";
import { withServer } from "../helpers/scripted-server";

describe("boundThinking", () => {
  it("raises a budget under 1,024 to 1,024 and says so", () => {
    const bounds = boundThinking("claude-sonnet-4-6", 512, { limit: 64_000 });
    expect(bounds.budget).toBe(MIN_THINKING_BUDGET);
    expect(bounds.maxTokens).toBeUndefined();
    expect(bounds.changed).toBe(
      "--thinking-tokens 512 raised to 1,024 for claude-sonnet-4-6: Anthropic's smallest thinking budget is 1,024.",
    );
  });

  it("lowers a budget that leaves no room under the model's output limit", () => {
    const bounds = boundThinking("claude-opus-4-1", 32_000, { maxTokens: 32_000, limit: 32_000 });
    expect(bounds).toEqual({
      budget: 32_000 - 8_192,
      maxTokens: undefined,
      changed:
        "--thinking-tokens 32,000 lowered to 23,808 for claude-opus-4-1: the budget must stay below " +
        "max_tokens, and claude-opus-4-1 writes at most 32,000 tokens.",
    });
  });

  it("raises max_tokens (never past the limit) when the budget fits under the limit but not under it", () => {
    expect(boundThinking("m", 20_000, { maxTokens: 16_000, limit: 64_000 })).toEqual({
      budget: 20_000,
      maxTokens: 28_192,
      changed: undefined,
    });
    expect(boundThinking("m", 60_000, { maxTokens: 16_000, limit: 64_000 })).toEqual({
      budget: 60_000,
      maxTokens: 64_000,
      changed: undefined,
    });
  });

  it("keeps a budget that fits, and gives room to answer when the limit is unknown", () => {
    expect(boundThinking("m", 8_000, { limit: 64_000 })).toEqual({
      budget: 8_000,
      maxTokens: undefined,
      changed: undefined,
    });
    expect(boundThinking("m", 8_000, {})).toEqual({ budget: 8_000, maxTokens: 16_192, changed: undefined });
  });

  it("holds every bound for any budget and any limit a Claude model has", () => {
    for (const limit of [8_192, 32_000, 64_000, 128_000]) {
      for (const asked of [1, 512, 1_023, 1_024, 8_000, limit - 1, limit, limit + 5_000, 200_000]) {
        const { budget, maxTokens } = boundThinking("m", asked, { limit });
        const sent = maxTokens ?? limit;
        expect(budget).toBeGreaterThanOrEqual(MIN_THINKING_BUDGET);
        expect(budget).toBeLessThan(sent);
        expect(sent).toBeLessThanOrEqual(limit);
      }
    }
  });
});

async function send(model: string, thinkingTokens: number, requests = 1) {
  const settings = { ...requestSettings(resolveModel(model).settings), thinkingTokens };
  const script = Array.from({ length: requests }, () => ({ kind: "reply" as const, text: "ok" }));
  return withServer(script, async (server) => {
    const warnings: string[] = [];
    const client = createRoutedLlmClient({
      endpoint: { env: { ANTHROPIC_API_KEY: "k" }, originOverride: new URL(server.baseUrl).origin },
      onWarning: (message) => warnings.push(message),
    });
    for (let i = 0; i < requests; i++)
      await client.chat({ model, messages: [{ role: "user", content: "hi" }], settings });
    const bodies = server.requests.map((request) => request.body as Record<string, unknown>);
    return { bodies, warnings };
  });
}

describe("thinking budgets over HTTP", () => {
  it("a 32k budget on Opus 4.1 fits under its 32,000-token limit, said once for two requests", async () => {
    const { bodies, warnings } = await send("claude-opus-4-1", 32_000, 2);
    for (const body of bodies) {
      expect(body.max_tokens).toBe(32_000);
      expect(body.thinking).toEqual({ type: "enabled", budget_tokens: 23_808 });
    }
    expect(warnings).toEqual([
      expect.stringMatching(/^--thinking-tokens 32,000 lowered to 23,808 for claude-opus-4-1/),
    ]);
  });

  it("--thinking-tokens 512 is sent as 1,024", async () => {
    const { bodies, warnings } = await send("claude-sonnet-4-6", 512);
    expect(bodies[0]?.thinking).toEqual({ type: "enabled", budget_tokens: 1_024 });
    expect(bodies[0]?.max_tokens).toBe(64_000);
    expect(warnings).toEqual([expect.stringMatching(/^--thinking-tokens 512 raised to 1,024/)]);
  });

  it("a model that thinks adaptively sends no budget, and says so once for two requests", async () => {
    const { bodies, warnings } = await send("claude-opus-5-5", 512, 2);
    for (const body of bodies) expect(body.thinking).toEqual({ type: "adaptive", display: "summarized" });
    expect(warnings).toEqual([
      "--thinking-tokens 512 not sent to claude-opus-5-5: it decides how much to think (adaptive thinking).",
    ]);
  });
});
