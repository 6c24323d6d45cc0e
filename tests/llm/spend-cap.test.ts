// The spend-cap middleware as a library caller uses it, over a real chat-completions server on loopback:
// the worst case of a request (prompt at the dearest rate it could be billed, plus its output limit),
// a request refused before anything is sent, the meter fed from the usage that came back.
import type { ChatMessage } from "../../src/core/chat-types";
import { createLlmClient } from "../../src/llm/llm-client";
import { wrapLlmClient } from "../../src/llm/middleware";
import {
  spendCap,
  SpendCapError,
  SpendMeter,
  worstCase,
  type CapModelSettings,
} from "../../src/llm/spend-cap";
import { worstCaseCost } from "../../src/models/cost";
import { countMessages } from "../../src/models/tokens";
import { withServer } from "../helpers/scripted-server";

const messages: ChatMessage[] = [{ role: "user", content: "Say hello to the world, please." }];
const PROMPT = countMessages(messages, { tokenizer: "o200k_base", primeReply: true });
const settings: CapModelSettings = {
  prices: { input: 2, output: 10, cacheRead: 0.5 },
  maxOutputTokens: 1000,
  contextWindow: 128_000,
  tokenizer: "o200k_base",
};

describe("worstCaseCost", () => {
  it("prices every prompt token at the dearer of input and cache write, and the output limit in full", () => {
    expect(worstCaseCost(1000, 100, { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 })).toBeCloseTo(
      (1000 * 3.75 + 100 * 15) / 1e6,
      12,
    );
    expect(worstCaseCost(1000, 100, { input: 3, output: 15, cacheRead: 0.3 })).toBeCloseTo(
      (1000 * 3 + 100 * 15) / 1e6,
      12,
    );
  });

  it("uses the long-prompt rates past their threshold, and is null without prices", () => {
    const prices = { input: 1, output: 5, longPrompt: { above: 500, input: 2, output: 10 } };
    expect(worstCaseCost(400, 10, prices)).toBeCloseTo((400 * 1 + 10 * 5) / 1e6, 12);
    expect(worstCaseCost(600, 10, prices)).toBeCloseTo((600 * 2 + 10 * 10) / 1e6, 12);
    expect(worstCaseCost(600, 10, null)).toBeNull();
  });
});

describe("worstCase of a request", () => {
  const request = { model: "m", messages };

  it("takes the output limit the request asks for, within the model's", () => {
    const asked = { ...request, extraParams: { max_tokens: 200 } };
    expect(worstCase(asked, settings)).toBeCloseTo((PROMPT * 2 + 200 * 10) / 1e6, 12);
    const tooMuch = { ...request, extraParams: { max_tokens: 5000 } };
    expect(worstCase(tooMuch, settings)).toBeCloseTo((PROMPT * 2 + 1000 * 10) / 1e6, 12);
  });

  it("falls back to what the context window leaves, and is null when nothing bounds the output", () => {
    const open = { ...settings, maxOutputTokens: null, contextWindow: 4000 };
    expect(worstCase(request, open)).toBeCloseTo((PROMPT * 2 + (4000 - PROMPT) * 10) / 1e6, 12);
    expect(worstCase(request, { ...open, contextWindow: null })).toBeNull();
  });
});

describe("spendCap", () => {
  const usage = {
    prompt_tokens: 1000,
    completion_tokens: 100,
    prompt_tokens_details: { cached_tokens: 400 },
  };
  const billed = (600 * 2 + 400 * 0.5 + 100 * 10) / 1e6;

  it("lets requests through while their worst case fits, metering what each reply cost", async () => {
    const reply = { kind: "reply" as const, text: "hello", usage };
    await withServer([reply, reply, reply], async (server) => {
      const meter = new SpendMeter();
      const worst = (PROMPT * 2 + 1000 * 10) / 1e6;
      // Room for two requests' worst cases once the first has cost what it cost, not for a third.
      const maxCost = billed + worst + 1e-6;
      const inner = createLlmClient({ baseURL: server.baseUrl, apiKey: "k" });
      const client = wrapLlmClient(inner, [spendCap({ maxCost, settingsOf: () => settings }, meter)]);
      await client.chat({ model: "m", messages });
      await client.chat({ model: "m", messages });
      const third = client.chat({ model: "m", messages });
      await expect(third).rejects.toBeInstanceOf(SpendCapError);
      await expect(third).rejects.toMatchObject({ cap: "cost", requests: 2, requestCost: worst });
      expect(server.requests).toHaveLength(2);
      expect(meter).toMatchObject({ requests: 2, replies: 2 });
      expect(meter.spent).toBeCloseTo(2 * billed, 12);
    });
  });

  it("refuses request N+1 under maxRequests, whatever it costs", async () => {
    await withServer([{ kind: "reply", text: "one" }], async (server) => {
      const inner = createLlmClient({ baseURL: server.baseUrl, apiKey: "k" });
      const client = wrapLlmClient(inner, [spendCap({ maxRequests: 1, settingsOf: () => settings })]);
      await client.chat({ model: "m", messages });
      await expect(client.chat({ model: "m", messages })).rejects.toMatchObject({
        name: "SpendCapError",
        cap: "requests",
        limit: 1,
      });
      expect(server.requests).toHaveLength(1);
    });
  });
});
