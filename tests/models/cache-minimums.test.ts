// The minimum cacheable prompt length of each Claude model comes from one cited data table: each row
// reaches the models it names, the table cites Anthropic's page, and the README names every value that
// could not be confirmed against that page.
import { readFileSync } from "node:fs";
import path from "node:path";
import { CACHE_MINIMUMS, CACHE_MINIMUMS_SOURCE } from "../../src/models/cache-minimums-data";
import { resolveModel } from "../../src/models/resolve-model";

const readme = readFileSync(path.join(__dirname, "../../README.md"), "utf8").replace(/\s+/g, " ");

describe("the cache minimums", () => {
  it.each([
    ["claude-opus-4-6", 4096],
    ["claude-opus-4-5", 4096],
    ["claude-haiku-4-5", 4096],
    ["claude-3-5-haiku", 2048],
    ["claude-opus-4-7", 2048],
    ["claude-opus-4-8", 1024],
    ["claude-sonnet-5", 1024],
    ["claude-sonnet-4-6", 1024],
    ["claude-sonnet-4-5", 1024],
    ["claude-opus-4-1", 1024],
    ["claude-sonnet-5-5", 512],
    ["claude-haiku-5-5", 512],
    ["claude-opus-5-5", 512],
    ["claude-fable-5-2", 512],
  ])("%s caches from %i tokens", (name, tokens) => {
    expect(resolveModel(name).settings.minCacheTokens).toBe(tokens);
  });

  it("cites Anthropic's prompt-caching page, in the data and in the README", () => {
    expect(CACHE_MINIMUMS_SOURCE).toMatch(
      /^https:\/\/platform\.claude\.com\/docs\/en\/build-with-claude\/prompt-caching/,
    );
    expect(readme).toContain(CACHE_MINIMUMS_SOURCE);
  });

  it("the README names every value that could not be confirmed, with the value kerf keeps", () => {
    const unconfirmed = CACHE_MINIMUMS.filter((row) => !row.confirmed);
    expect(unconfirmed.length).toBeGreaterThan(0);
    const sentence = readme.slice(readme.indexOf("could not be confirmed"));
    for (const row of unconfirmed) {
      expect(sentence).toContain(`${row.models} (${row.tokens.toLocaleString("en-US")})`);
    }
  });
});
