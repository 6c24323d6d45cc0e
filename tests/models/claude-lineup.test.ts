// The current Claude lineup resolves to the documented prices, limits, cache minimums, prefill rule,
// thinking shape and role models; the Claude 4.5 models keep what issue 24 built on.
import { costOf } from "../../src/models/cost";
import { resolveModel } from "../../src/models/resolve-model";
import { parseModelSettings } from "../../src/models/user-model-settings";

const pick = (name: string) => {
  const s = resolveModel(name).settings;
  return {
    prices: s.prices,
    contextWindow: s.contextWindow,
    maxOutputTokens: s.maxOutputTokens,
    minCacheTokens: s.minCacheTokens,
    allowsPrefill: s.allowsPrefill,
    thinkingType: s.thinkingType,
    acceptsSettings: s.acceptsSettings,
    nativeTools: s.nativeTools,
    weakModelName: s.weakModelName,
    editorModelName: s.editorModelName,
  };
};
const prices = (input: number, output: number, cacheRead: number, cacheWrite: number) => ({
  input,
  output,
  cacheRead,
  cacheWrite,
});
const THINKING = ["thinking_tokens"];
const EDITOR = ["text_editor_20250728"];

describe("the current Claude lineup", () => {
  it.each([
    ["claude-sonnet-5-5", prices(2, 10, 0.1, 2.5), 512, "claude-sonnet-5-5"],
    ["claude-sonnet-5", prices(2, 10, 0.2, 2.5), 1024, "claude-sonnet-5"],
    ["claude-opus-5-5", prices(4, 20, 0.2, 5), 512, "claude-sonnet-5-5"],
    ["claude-opus-5", prices(5, 25, 0.5, 6.25), 512, "claude-sonnet-5"],
    ["claude-fable-5-1", prices(10, 50, 0.25, 12.5), 512, "claude-sonnet-5-5"],
  ])("%s: 1M context, 128K output, adaptive thinking, no prefill", (name, price, minCache, editor) => {
    expect(pick(name)).toEqual({
      prices: price,
      contextWindow: 1_000_000,
      maxOutputTokens: 128_000,
      minCacheTokens: minCache,
      allowsPrefill: false,
      thinkingType: "adaptive",
      acceptsSettings: THINKING,
      nativeTools: EDITOR,
      weakModelName: "claude-haiku-5-5",
      editorModelName: editor,
    });
  });

  it("Haiku 5.5 is its own weak model, with a dearer tier for prompts over 100K tokens", () => {
    expect(pick("claude-haiku-5-5")).toEqual({
      prices: {
        ...prices(0.1, 0.5, 0.01, 0.125),
        longPrompt: { above: 100_000, ...prices(0.5, 2.5, 0.05, 0.625) },
      },
      contextWindow: 1_000_000,
      maxOutputTokens: 128_000,
      minCacheTokens: 512,
      allowsPrefill: false,
      thinkingType: "adaptive",
      acceptsSettings: THINKING,
      nativeTools: EDITOR,
      weakModelName: "claude-haiku-5-5",
      editorModelName: null,
    });
  });

  it.each([
    ["claude-opus-4-8", 1024, "adaptive"],
    ["claude-opus-4-7", 2048, "adaptive"],
    ["claude-opus-4-6", 4096, "enabled"],
  ])("%s: $5 / $25, 1M context, %i-token cache minimum, %s thinking", (name, minCache, thinking) => {
    expect(pick(name)).toEqual({
      prices: prices(5, 25, 0.5, 6.25),
      contextWindow: 1_000_000,
      maxOutputTokens: 128_000,
      minCacheTokens: minCache,
      allowsPrefill: false,
      thinkingType: thinking,
      acceptsSettings: THINKING,
      nativeTools: EDITOR,
      weakModelName: "claude-haiku-4-5",
      editorModelName: "claude-sonnet-4-6",
    });
  });

  it("Sonnet 4.6 takes a thinking budget still, but no prefill, with 64K output", () => {
    expect(pick("claude-sonnet-4-6")).toMatchObject({
      prices: prices(3, 15, 0.3, 3.75),
      contextWindow: 1_000_000,
      maxOutputTokens: 64_000,
      minCacheTokens: 1024,
      allowsPrefill: false,
      thinkingType: "enabled",
    });
  });

  it("Opus 4.5 keeps Claude 4.5's window, prefill and thinking budget at the new Opus price", () => {
    expect(pick("claude-opus-4-5")).toMatchObject({
      prices: prices(5, 25, 0.5, 6.25),
      contextWindow: 200_000,
      maxOutputTokens: 64_000,
      minCacheTokens: 4096,
      allowsPrefill: true,
      thinkingType: "enabled",
    });
  });

  it("the Claude 4.5 models are what they were, and the aliases name the current models", () => {
    expect(pick("claude-sonnet-4-5")).toMatchObject({
      prices: prices(3, 15, 0.3, 3.75),
      contextWindow: 200_000,
      maxOutputTokens: 64_000,
      minCacheTokens: 1024,
      allowsPrefill: true,
      thinkingType: "enabled",
    });
    expect(pick("claude-haiku-4-5")).toMatchObject({ minCacheTokens: 4096, thinkingType: "enabled" });
    const today = new Date("2026-12-06T12:00:00Z");
    expect(["sonnet", "opus", "haiku"].map((word) => resolveModel(word, { today }).expanded)).toEqual([
      "claude-sonnet-5-5",
      "claude-opus-5-5",
      "claude-haiku-5-5",
    ]);
  });

  it("finds the settings under catalogue spellings and dated names", () => {
    for (const name of ["openrouter/anthropic/claude-sonnet-5.5", "anthropic/claude-opus-5-5"]) {
      expect(resolveModel(name).settings.prices).not.toBeNull();
    }
    expect(resolveModel("claude-sonnet-5-5-20260915").name).toBe("claude-sonnet-5-5");
  });

  it("a Sonnet 5.5 turn is priced with its cache rates", () => {
    const usage = { inputTokens: 1_000, outputTokens: 500, cacheReadTokens: 20_000, cacheWriteTokens: 4_000 };
    const cost = costOf(usage, resolveModel("claude-sonnet-5-5").settings.prices);
    // 1,000 × $2 + 500 × $10 + 20,000 × $0.10 + 4,000 × $2.50, per million tokens.
    expect(cost).toBeCloseTo(0.019, 10);
  });

  it("a Haiku 5.5 request over 100K prompt tokens is priced whole at the long-prompt rates", () => {
    const haiku = resolveModel("claude-haiku-5-5").settings.prices;
    const short = { inputTokens: 10_000, outputTokens: 1_000, cacheReadTokens: 90_000 };
    // 10,000 × $0.10 + 1,000 × $0.50 + 90,000 × $0.01: a 100,000-token prompt is not over the line.
    expect(costOf(short, haiku)).toBeCloseTo(0.0024, 10);
    const long = { ...short, cacheReadTokens: 90_001 };
    // 10,000 × $0.50 + 1,000 × $2.50 + 90,001 × $0.05, output included.
    expect(costOf(long, haiku)).toBeCloseTo(0.01200005, 10);
  });

  it("takes thinking_type from a settings file and names the values it accepts", () => {
    const [entry] = parseModelSettings("- name: my-claude\n  thinking_type: adaptive\n", "s.yml");
    expect(entry?.settings).toEqual({ thinkingType: "adaptive" });
    expect(() => parseModelSettings("- name: my-claude\n  thinking_type: budget\n", "s.yml")).toThrow(
      '"thinking_type" for my-claude must be enabled or adaptive, got "budget"',
    );
  });
});
