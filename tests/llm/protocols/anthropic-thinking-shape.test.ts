// --thinking-tokens over real HTTP to an Anthropic Messages server on loopback, with each model's own
// resolved settings: adaptive thinking on the models that refuse a budget, the budget as before elsewhere.
import { requestSettings } from "../../../src/coders/llm-request";
import { createRoutedLlmClient } from "../../../src/llm/routed-client";
import { resolveModel } from "../../../src/models/resolve-model";
import { parseModelSettings } from "../../../src/models/user-model-settings";
import { withServer } from "../../helpers/scripted-server";

async function bodyFor(
  model: string,
  thinkingTokens: number,
  said: string[] = [],
): Promise<Record<string, unknown>> {
  const settings = { ...requestSettings(resolveModel(model).settings), thinkingTokens };
  return withServer([{ kind: "reply", text: "ok" }], async (server) => {
    const warnings: string[] = [];
    const client = createRoutedLlmClient({
      endpoint: { env: { ANTHROPIC_API_KEY: "k" }, originOverride: new URL(server.baseUrl).origin },
      onWarning: (message) => warnings.push(message),
    });
    await client.chat({ model, messages: [{ role: "user", content: "hi" }], settings });
    expect(warnings).toEqual(said);
    expect(server.requests.map((request) => request.path)).toEqual(["/v1/messages"]);
    return server.requests[0]?.body as Record<string, unknown>;
  });
}

describe("the thinking shape an Anthropic model takes", () => {
  it.each(["claude-sonnet-5-5", "claude-opus-5-5", "claude-opus-4-7", "claude-haiku-5-5"])(
    "%s gets adaptive thinking with its text shown, never a budget",
    async (model) => {
      const said = `--thinking-tokens 8,000 not sent to ${model}: it decides how much to think (adaptive thinking).`;
      const body = await bodyFor(model, 8_000, [said]);
      expect(body.thinking).toEqual({ type: "adaptive", display: "summarized" });
      expect(body.max_tokens).toBe(128_000);
      expect("temperature" in body).toBe(false);
      expect("output_config" in body).toBe(false);
    },
  );

  it.each(["claude-sonnet-4-5", "claude-sonnet-4-6", "claude-opus-4-5"])(
    "%s keeps the token budget it takes",
    async (model) => {
      const body = await bodyFor(model, 8_000);
      expect(body.thinking).toEqual({ type: "enabled", budget_tokens: 8_000 });
      expect("temperature" in body).toBe(false);
    },
  );

  it("a model settings file can say a model takes adaptive thinking (thinking_type)", async () => {
    const userSettings = parseModelSettings(
      "- name: claude-sonnet-4-6\n  thinking_type: adaptive\n",
      ".kerf.model.settings.yml",
    );
    const resolved = resolveModel("claude-sonnet-4-6", { userSettings });
    expect(resolved.sources.thinkingType).toBe("user file .kerf.model.settings.yml");
    const settings = { ...requestSettings(resolved.settings), thinkingTokens: 4_000 };
    const body = await withServer([{ kind: "reply", text: "ok" }], async (server) => {
      const client = createRoutedLlmClient({
        endpoint: { env: { ANTHROPIC_API_KEY: "k" }, originOverride: new URL(server.baseUrl).origin },
      });
      await client.chat({
        model: "claude-sonnet-4-6",
        messages: [{ role: "user", content: "hi" }],
        settings,
      });
      return server.requests[0]?.body as Record<string, unknown>;
    });
    expect(body.thinking).toEqual({ type: "adaptive", display: "summarized" });
  });
});
