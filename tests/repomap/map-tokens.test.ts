import { defaultMapTokens, mapBudget } from "../../src/repomap/map-tokens";

describe("map budget", () => {
  it.each([
    [4_000, 1024],
    [8_192, 1024],
    [16_000, 2000],
    [32_768, 4096],
    [200_000, 4096],
  ])("defaults to 1/8 of a %i-token context, clamped to 1k–4k → %i", (context, expected) => {
    expect(defaultMapTokens(context)).toBe(expected);
  });

  it("multiplies the budget when no file is in the chat, capped at the context minus 4k", () => {
    expect(mapBudget({ contextWindow: 128_000, chatFileCount: 1 })).toBe(4096);
    expect(mapBudget({ contextWindow: 128_000, chatFileCount: 0 })).toBe(8192);
    expect(mapBudget({ contextWindow: 128_000, chatFileCount: 0, multiplierNoFiles: 8 })).toBe(32768);
    expect(mapBudget({ contextWindow: 10_000, chatFileCount: 0, mapTokens: 4000 })).toBe(5904);
    expect(mapBudget({ contextWindow: 128_000, chatFileCount: 0, mapTokens: 0 })).toBe(0);
    expect(mapBudget({ contextWindow: 128_000, chatFileCount: 2, mapTokens: 1500 })).toBe(1500);
  });
});
