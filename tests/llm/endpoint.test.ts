import { describeEndpoint, PLACEHOLDER_API_KEY, resolveEndpoint } from "../../src/llm/endpoint";
import { MissingApiKeyError, MissingBaseUrlError } from "../../src/llm/errors";

const OPENAI = { effort: "reasoning_effort", thinking: null };

describe("resolveEndpoint", () => {
  it("takes flags over the environment", () => {
    const env = { OPENAI_API_KEY: "env-key", OPENAI_BASE_URL: "http://env/v1" };
    expect(resolveEndpoint({ flagBase: "http://flag/v1", flagKey: "flag-key", env })).toEqual({
      baseUrl: "http://flag/v1",
      apiKey: "flag-key",
      placeholderKey: false,
      via: "http://flag/v1",
      keySource: "--openai-api-key",
      serves: { protocol: "chat", alsoServes: ["responses"] },
      ...OPENAI,
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
      via: "openai",
      keySource: "OPENAI_API_KEY",
      serves: { protocol: "chat", alsoServes: ["responses"] },
      promptCacheKey: true,
      ...OPENAI,
    });
  });

  it("gives a custom base URL without a key the placeholder key", () => {
    expect(resolveEndpoint({ flagBase: "http://localhost:11434/v1", env: { OPENAI_API_KEY: "  " } })).toEqual(
      {
        baseUrl: "http://localhost:11434/v1",
        apiKey: PLACEHOLDER_API_KEY,
        placeholderKey: true,
        via: "http://localhost:11434/v1",
        serves: { protocol: "chat", alsoServes: ["responses"] },
        ...OPENAI,
      },
    );
  });

  it("refuses no key and no base URL with a typed, clear error", () => {
    expect(() => resolveEndpoint({ env: {} })).toThrow(MissingApiKeyError);
    expect(() => resolveEndpoint({})).toThrow(/--openai-api-key or set OPENAI_API_KEY/);
  });
});

describe("resolveEndpoint routes provider/name", () => {
  it("sends openrouter/anthropic/claude-sonnet-4-5 to OpenRouter as anthropic/claude-sonnet-4-5", () => {
    const endpoint = resolveEndpoint({
      model: "openrouter/anthropic/claude-sonnet-4-5",
      env: { OPENROUTER_API_KEY: "or-key", OPENAI_API_KEY: "oa-key" },
    });
    expect(endpoint).toMatchObject({
      baseUrl: "https://openrouter.ai/api/v1",
      apiKey: "or-key",
      via: "openrouter",
      model: "anthropic/claude-sonnet-4-5",
      keySource: "OPENROUTER_API_KEY",
    });
  });

  it("keeps the rest of the name after the routing prefix (ollama_chat, fireworks account paths)", () => {
    expect(resolveEndpoint({ model: "ollama_chat/qwen2.5-coder:32b" })).toMatchObject({
      baseUrl: "http://127.0.0.1:11434/v1",
      model: "qwen2.5-coder:32b",
      placeholderKey: true,
    });
    const fireworks = resolveEndpoint({
      model: "fireworks_ai/accounts/fireworks/models/qwen3-coder",
      env: { FIREWORKS_API_KEY: "fw" },
    });
    expect(fireworks).toMatchObject({
      model: "accounts/fireworks/models/qwen3-coder",
      keySource: "FIREWORKS_API_KEY",
    });
  });

  it("routes a bare name its provider claims (claude-… → Anthropic), also past a custom OpenAI base when the provider's own variables are set", () => {
    const env = { ANTHROPIC_API_KEY: "an", OPENAI_API_KEY: "oa" };
    const anthropic = { via: "anthropic", baseUrl: "https://api.anthropic.com", apiKey: "an" };
    expect(resolveEndpoint({ model: "claude-sonnet-4-5", env })).toMatchObject(anthropic);
    for (const custom of [
      { env: { ...env, OPENAI_API_BASE: "http://gw/v1" } },
      { env, flagBase: "http://gw/v1" },
    ]) {
      expect(resolveEndpoint({ model: "claude-sonnet-4-5", ...custom })).toMatchObject(anthropic);
    }
  });

  it("sends a claimed name to a custom OpenAI base, named by flag or variable alike, when its provider has no variables set", () => {
    const env = { OPENAI_API_KEY: "oa" };
    const gateway = {
      via: "http://gw/v1",
      baseUrl: "http://gw/v1",
      apiKey: "oa",
      model: "claude-sonnet-4-5",
    };
    for (const custom of [
      { env: { ...env, OPENAI_BASE_URL: "http://gw/v1" } },
      { env: { ...env, OPENAI_API_BASE: "http://gw/v1" } },
      { env, flagBase: "http://gw/v1" },
    ]) {
      const endpoint = resolveEndpoint({ model: "claude-sonnet-4-5", ...custom });
      expect(endpoint).toMatchObject(gateway);
      expect(endpoint.serves).toEqual({ protocol: "chat", alsoServes: ["responses"] });
    }
  });

  it("--openai-api-base serves a prefixed name whose provider has no variables set, prefix stripped", () => {
    const endpoint = resolveEndpoint({
      model: "openrouter/anthropic/claude-sonnet-4-5",
      flagBase: "http://127.0.0.1:9/v1",
      flagKey: "flag",
      env: {},
    });
    expect(endpoint).toMatchObject({
      baseUrl: "http://127.0.0.1:9/v1",
      apiKey: "flag",
      model: "anthropic/claude-sonnet-4-5",
    });
    const own = resolveEndpoint({
      model: "openrouter/anthropic/claude-sonnet-4-5",
      flagBase: "http://127.0.0.1:9/v1",
      env: { OPENROUTER_API_KEY: "or" },
    });
    expect(own).toMatchObject({ via: "openrouter", apiKey: "or", model: "anthropic/claude-sonnet-4-5" });
  });

  it("takes --api-key provider=KEY over the provider's variable", () => {
    const endpoint = resolveEndpoint({
      model: "gemini/gemini-2.5-pro",
      apiKeys: { gemini: "from-flag" },
      env: { GEMINI_API_KEY: "from-env" },
    });
    expect(endpoint).toMatchObject({
      apiKey: "from-flag",
      keySource: "--api-key gemini=…",
      model: "gemini-2.5-pro",
    });
  });

  it("names the variable to set when the key is missing", () => {
    expect(() => resolveEndpoint({ model: "openrouter/x/y", env: { OPENAI_API_KEY: "k" } })).toThrow(
      "No API key for openrouter: set OPENROUTER_API_KEY, or pass --api-key openrouter=KEY.",
    );
    expect(describeEndpoint({ model: "deepseek/deepseek-chat", env: {} })).toBe(
      "deepseek-chat via deepseek (no key: set DEEPSEEK_API_KEY)",
    );
  });

  it("builds Azure's base from AZURE_API_BASE and sends the key as api-key", () => {
    expect(() => resolveEndpoint({ model: "azure/my-deploy", env: { AZURE_API_KEY: "az" } })).toThrow(
      MissingBaseUrlError,
    );
    const endpoint = resolveEndpoint({
      model: "azure/my-deploy",
      env: { AZURE_API_KEY: "az", AZURE_API_BASE: "https://res.openai.azure.com/" },
    });
    expect(endpoint).toMatchObject({
      baseUrl: "https://res.openai.azure.com/openai/v1",
      model: "my-deploy",
      headers: { "api-key": "az" },
      keyHeader: "api-key",
    });
  });

  it("describes the route for the start block", () => {
    expect(
      describeEndpoint({ model: "openrouter/anthropic/claude-sonnet-4-5", env: { OPENROUTER_API_KEY: "k" } }),
    ).toBe("anthropic/claude-sonnet-4-5 via openrouter (key from OPENROUTER_API_KEY)");
  });

  it("shows a base URL that a provider's variable moved, and which variable moved it", () => {
    const env = { ANTHROPIC_API_KEY: "k", ANTHROPIC_BASE_URL: "http://proxy.local:8080" };
    expect(describeEndpoint({ model: "claude-sonnet-5-5", env })).toBe(
      "claude-sonnet-5-5 via anthropic at http://proxy.local:8080 (from ANTHROPIC_BASE_URL; key from ANTHROPIC_API_KEY)",
    );
    expect(describeEndpoint({ model: "claude-sonnet-5-5", env: { ANTHROPIC_API_KEY: "k" } })).toBe(
      "claude-sonnet-5-5 via anthropic (key from ANTHROPIC_API_KEY)",
    );
  });
});
