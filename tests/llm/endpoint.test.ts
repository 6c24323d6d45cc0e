import { PLACEHOLDER_API_KEY, resolveEndpoint } from "../../src/llm/endpoint";
import { MissingApiKeyError } from "../../src/llm/errors";

describe("resolveEndpoint", () => {
  it("takes flags over the environment", () => {
    const env = { OPENAI_API_KEY: "env-key", OPENAI_BASE_URL: "http://env/v1" };
    expect(resolveEndpoint({ flagBase: "http://flag/v1", flagKey: "flag-key", env })).toEqual({
      baseUrl: "http://flag/v1",
      apiKey: "flag-key",
      placeholderKey: false,
    });
  });

  it("prefers OPENAI_BASE_URL to the older OPENAI_API_BASE", () => {
    const env = { OPENAI_API_KEY: "k", OPENAI_BASE_URL: "http://new/v1", OPENAI_API_BASE: "http://old/v1" };
    expect(resolveEndpoint({ env }).baseUrl).toBe("http://new/v1");
    expect(resolveEndpoint({ env: { OPENAI_API_KEY: "k", OPENAI_API_BASE: "http://old/v1" } }).baseUrl).toBe(
      "http://old/v1",
    );
  });

  it("uses the OpenAI default when only a key is given", () => {
    expect(resolveEndpoint({ env: { OPENAI_API_KEY: "k" } })).toEqual({
      baseUrl: undefined,
      apiKey: "k",
      placeholderKey: false,
    });
  });

  it("gives a custom base URL without a key the placeholder key", () => {
    expect(resolveEndpoint({ flagBase: "http://localhost:11434/v1", env: { OPENAI_API_KEY: "  " } })).toEqual(
      {
        baseUrl: "http://localhost:11434/v1",
        apiKey: PLACEHOLDER_API_KEY,
        placeholderKey: true,
      },
    );
  });

  it("refuses no key and no base URL with a typed, clear error", () => {
    expect(() => resolveEndpoint({ env: {} })).toThrow(MissingApiKeyError);
    expect(() => resolveEndpoint({})).toThrow(/--openai-api-key or set OPENAI_API_KEY/);
  });
});
