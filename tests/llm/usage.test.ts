import { addUsage, costOf, usageFromApi } from "../../src/llm/usage";

describe("usageFromApi", () => {
  it("reads OpenAI counts with cached tokens inside the prompt count", () => {
    const raw = {
      prompt_tokens: 2000,
      completion_tokens: 30,
      prompt_tokens_details: { cached_tokens: 1536 },
    };
    expect(usageFromApi(raw)).toEqual({
      promptTokens: 2000,
      completionTokens: 30,
      cachedTokens: 1536,
      cacheWriteTokens: 0,
    });
  });

  it("adds native Anthropic cache counts back when the prompt count excludes them", () => {
    const raw = {
      prompt_tokens: 12,
      completion_tokens: 5,
      cache_read_input_tokens: 900,
      cache_creation_input_tokens: 100,
    };
    expect(usageFromApi(raw)).toEqual({
      promptTokens: 1012,
      completionTokens: 5,
      cachedTokens: 900,
      cacheWriteTokens: 100,
    });
  });

  it("treats a missing or odd usage object as zero", () => {
    const zero = { promptTokens: 0, completionTokens: 0, cachedTokens: 0, cacheWriteTokens: 0 };
    expect(usageFromApi(undefined)).toEqual(zero);
    expect(usageFromApi({ prompt_tokens: "7", completion_tokens: -1 })).toEqual(zero);
  });
});

describe("costOf", () => {
  const prices = { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 };

  it("prices plain, cached, cache-written and output tokens each at their rate", () => {
    const usage = {
      promptTokens: 1_000_000,
      completionTokens: 100_000,
      cachedTokens: 400_000,
      cacheWriteTokens: 100_000,
    };
    // 500k plain × 3 + 400k × 0.3 + 100k × 3.75 + 100k × 15, per million
    expect(costOf(usage, prices)).toBeCloseTo(1.5 + 0.12 + 0.375 + 1.5, 10);
  });

  it("falls back to the input price when cache prices are missing", () => {
    const usage = { promptTokens: 1000, completionTokens: 0, cachedTokens: 500, cacheWriteTokens: 0 };
    expect(costOf(usage, { input: 2, output: 8 })).toBeCloseTo(0.002, 10);
  });

  it("sums usages field by field", () => {
    const a = { promptTokens: 1, completionTokens: 2, cachedTokens: 3, cacheWriteTokens: 4 };
    expect(addUsage(a, a)).toEqual({
      promptTokens: 2,
      completionTokens: 4,
      cachedTokens: 6,
      cacheWriteTokens: 8,
    });
  });
});
