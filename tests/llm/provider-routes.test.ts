// Every provider route over real HTTP: the request reaches the provider's base path, carries the
// model name the provider expects and the key in the provider's header. The provider's default base
// URL keeps its path; only its origin is pointed at a loopback server (a test-only override).
import { createRoutedLlmClient } from "../../src/llm/routed-client";
import { PLACEHOLDER_API_KEY } from "../../src/llm/endpoint";
import { withServer } from "../helpers/scripted-server";

interface Route {
  typed: string;
  env: Record<string, string>;
  path: string;
  model: string;
  key: string | null;
  headers?: Record<string, string>;
  /** The path posted to, when it is not the base path's /chat/completions (another protocol). */
  posted?: string;
}

const ROUTES: Route[] = [
  {
    typed: "openai/gpt-4o",
    env: { OPENAI_API_KEY: "k-openai" },
    path: "/v1",
    model: "gpt-4o",
    key: "k-openai",
  },
  { typed: "gpt-4o", env: { OPENAI_API_KEY: "k-openai" }, path: "/v1", model: "gpt-4o", key: "k-openai" },
  {
    typed: "gpt-5-codex",
    env: { OPENAI_API_KEY: "k-openai" },
    path: "/v1",
    model: "gpt-5-codex",
    key: "k-openai",
    posted: "/v1/responses",
  },
  {
    typed: "anthropic/claude-sonnet-4-5",
    env: { ANTHROPIC_API_KEY: "k-ant" },
    path: "/v1",
    model: "claude-sonnet-4-5",
    key: "k-ant",
    headers: { "anthropic-version": "2026-10-21" },
    posted: "/v1/messages",
  },
  {
    typed: "claude-sonnet-4-5",
    env: { ANTHROPIC_API_KEY: "k-ant" },
    path: "/v1",
    model: "claude-sonnet-4-5",
    key: "k-ant",
    headers: { "anthropic-version": "2026-10-21" },
    posted: "/v1/messages",
  },
  {
    typed: "openrouter/anthropic/claude-sonnet-4-5",
    env: { OPENROUTER_API_KEY: "k-or", OPENAI_API_KEY: "not-this" },
    path: "/api/v1",
    model: "anthropic/claude-sonnet-4-5",
    key: "k-or",
    headers: { "x-title": "kerf" },
  },
  {
    typed: "gemini/gemini-2.5-pro",
    env: { GEMINI_API_KEY: "k-gem" },
    path: "/v1beta/openai",
    model: "gemini-2.5-pro",
    key: "k-gem",
  },
  {
    typed: "deepseek/deepseek-chat",
    env: { DEEPSEEK_API_KEY: "k-ds" },
    path: "/v1",
    model: "deepseek-chat",
    key: "k-ds",
  },
  {
    typed: "groq/llama-3.3-70b-versatile",
    env: { GROQ_API_KEY: "k-groq" },
    path: "/openai/v1",
    model: "llama-3.3-70b-versatile",
    key: "k-groq",
  },
  {
    typed: "mistral/codestral-latest",
    env: { MISTRAL_API_KEY: "k-mis" },
    path: "/v1",
    model: "codestral-latest",
    key: "k-mis",
  },
  { typed: "xai/grok-4", env: { XAI_API_KEY: "k-xai" }, path: "/v1", model: "grok-4", key: "k-xai" },
  {
    typed: "together_ai/Qwen/Qwen2.5-Coder-32B-Instruct",
    env: { TOGETHERAI_API_KEY: "k-tog" },
    path: "/v1",
    model: "Qwen/Qwen2.5-Coder-32B-Instruct",
    key: "k-tog",
  },
  {
    typed: "fireworks_ai/accounts/fireworks/models/qwen3-coder",
    env: { FIREWORKS_API_KEY: "k-fw" },
    path: "/inference/v1",
    model: "accounts/fireworks/models/qwen3-coder",
    key: "k-fw",
  },
  { typed: "ollama_chat/qwen2.5-coder:32b", env: {}, path: "/v1", model: "qwen2.5-coder:32b", key: null },
  { typed: "ollama/llama3", env: {}, path: "/v1", model: "llama3", key: null },
  { typed: "lm_studio/qwen-coder", env: {}, path: "/v1", model: "qwen-coder", key: null },
  { typed: "hosted_vllm/meta/llama", env: {}, path: "/v1", model: "meta/llama", key: null },
  {
    typed: "vllm/meta/llama",
    env: { VLLM_API_KEY: "k-vllm" },
    path: "/v1",
    model: "meta/llama",
    key: "k-vllm",
  },
  { typed: "llamacpp/local", env: {}, path: "/v1", model: "local", key: null },
];

const messages = [{ role: "user" as const, content: "hi" }];

describe("provider routes over HTTP", () => {
  it.each(ROUTES)("$typed → $path, model $model", async (route) => {
    await withServer([{ kind: "reply", text: "ok" }], async (server, errors) => {
      const client = createRoutedLlmClient({
        endpoint: { env: route.env, originOverride: new URL(server.baseUrl).origin },
      });
      const result = await client.chat({ model: route.typed, messages });
      expect(result.text).toBe("ok");
      expect(errors).toEqual([]);
      const request = server.requests[0];
      expect(request?.path).toBe(route.posted ?? `${route.path}/chat/completions`);
      expect((request?.body as { model: string }).model).toBe(route.model);
      expect(request?.headers.authorization).toBe(`Bearer ${route.key ?? PLACEHOLDER_API_KEY}`);
      for (const [name, value] of Object.entries(route.headers ?? {}))
        expect(request?.headers[name]).toBe(value);
    });
  });

  it("azure: base from AZURE_API_BASE + /openai/v1, the deployment as model, the key in api-key only", async () => {
    await withServer([{ kind: "reply", text: "ok" }], async (server) => {
      const origin = new URL(server.baseUrl).origin;
      const client = createRoutedLlmClient({
        endpoint: { env: { AZURE_API_BASE: origin, AZURE_API_KEY: "k-az" } },
      });
      await client.chat({ model: "azure/my-gpt4o-deployment", messages });
      const request = server.requests[0];
      expect(request?.path).toBe("/openai/v1/chat/completions");
      expect((request?.body as { model: string }).model).toBe("my-gpt4o-deployment");
      expect(request?.headers["api-key"]).toBe("k-az");
      expect(request?.headers.authorization).toBeUndefined();
    });
  });

  it("sends each model of a session to its own provider with its own key", async () => {
    await withServer(
      [
        { kind: "reply", text: "one" },
        { kind: "reply", text: "two" },
      ],
      async (server) => {
        const client = createRoutedLlmClient({
          endpoint: {
            env: { OPENROUTER_API_KEY: "k-or", DEEPSEEK_API_KEY: "k-ds" },
            originOverride: new URL(server.baseUrl).origin,
          },
        });
        await client.chat({ model: "openrouter/openai/gpt-4o", messages });
        await client.chat({ model: "deepseek/deepseek-chat", messages });
        expect(server.requests.map((r) => [r.path, r.headers.authorization])).toEqual([
          ["/api/v1/chat/completions", "Bearer k-or"],
          ["/v1/chat/completions", "Bearer k-ds"],
        ]);
      },
    );
  });

  it("fails before any request when the provider's key is missing, naming its variable", async () => {
    await withServer([], async (server) => {
      const client = createRoutedLlmClient({
        endpoint: { env: { OPENAI_API_KEY: "k" }, originOverride: new URL(server.baseUrl).origin },
      });
      await expect(client.chat({ model: "groq/llama3", messages })).rejects.toThrow(/set GROQ_API_KEY/);
      expect(server.requests).toEqual([]);
    });
  });
});

describe("prompt_cache_key", () => {
  it("goes to OpenAI itself, the same for every request of a session, and to no other provider", async () => {
    const script = [1, 2, 3].map(() => ({ kind: "reply" as const, text: "ok" }));
    await withServer(script, async (server) => {
      const client = createRoutedLlmClient({
        endpoint: {
          env: { OPENAI_API_KEY: "k-openai", OPENROUTER_API_KEY: "k-or" },
          originOverride: new URL(server.baseUrl).origin,
        },
      });
      await client.chat({ model: "gpt-4o", messages });
      await client.chat({ model: "gpt-4o", messages });
      await client.chat({ model: "openrouter/openai/gpt-4o", messages });
      const keys = server.requests.map((r) => (r.body as { prompt_cache_key?: string }).prompt_cache_key);
      expect(keys[0]).toMatch(/^kerf-[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
      expect(keys[2]).toBeUndefined();
    });
  });
});
