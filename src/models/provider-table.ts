// The providers kerf reaches by name (`openrouter/…`, `gemini/…`, `ollama_chat/…`): each one's
// OpenAI-compatible base URL, key variables, extra headers and reasoning dialect. Data only; the
// routing itself is in src/llm/provider-route.ts.
import type { Protocol } from "../core/chat-types.js";

/** How a provider's OpenAI-compatible endpoint takes a reasoning effort ("low" | "medium" | "high"). */
export type EffortStyle = "reasoning_effort" | "openrouter" | null;

/** How it takes a thinking-token budget. */
export type ThinkingStyle = "anthropic" | "openrouter" | "gemini" | null;

export interface ProviderSpec {
  name: string;
  /** The protocol its models are reached by unless their settings ask for another it serves. */
  protocol: Protocol;
  /** Further protocols it serves (OpenAI's Responses API), chosen by a model's `api` setting. */
  alsoServes?: readonly Protocol[];
  /** It takes OpenAI's `prompt_cache_key` in chat-completion bodies. */
  promptCacheKey?: boolean;
  /** Routing prefixes, stripped from the name sent (`openrouter/anthropic/x` → `anthropic/x`). */
  prefixes: readonly string[];
  /** The default base URL; null when it can only come from the environment (Azure). */
  baseUrl: string | null;
  /** Variables that replace the default base URL, first set wins. */
  baseEnv: readonly string[];
  /** Appended to a base URL from the environment that does not already end with it. */
  baseEnvSuffix?: string;
  /** Variables the key is read from, first set wins. */
  keyEnv: readonly string[];
  /** Local servers run without a key: a placeholder is sent instead. */
  keyRequired: boolean;
  /** The key goes in this header instead of `Authorization: Bearer` (Azure's `api-key`). */
  keyHeader?: string;
  headers?: Readonly<Record<string, string>>;
  /** Bare model names (no prefix) this provider serves, as regular expressions. */
  claims?: readonly string[];
  effort: EffortStyle;
  thinking: ThinkingStyle;
}

const local = (
  name: string,
  prefixes: string[],
  baseUrl: string,
  env: { base: string[]; key: string[] },
): ProviderSpec => ({
  name,
  protocol: "chat",
  prefixes,
  baseUrl,
  baseEnv: env.base,
  baseEnvSuffix: "/v1",
  keyEnv: env.key,
  keyRequired: false,
  effort: "reasoning_effort",
  thinking: null,
});

export const PROVIDERS: readonly ProviderSpec[] = [
  {
    name: "openai",
    protocol: "chat",
    alsoServes: ["responses"],
    promptCacheKey: true,
    prefixes: ["openai/"],
    baseUrl: "https://api.openai.com/v1",
    baseEnv: ["OPENAI_BASE_URL", "OPENAI_API_BASE"],
    keyEnv: ["OPENAI_API_KEY"],
    keyRequired: true,
    claims: ["^(gpt-|o\\d|chatgpt-|codex-)"],
    effort: "reasoning_effort",
    thinking: null,
  },
  {
    name: "anthropic",
    // Claude's own protocol: Anthropic's OpenAI-compatible layer drops cache_control and thinking.
    protocol: "anthropic",
    prefixes: ["anthropic/"],
    // The SDK appends /v1/messages; a base given as …/v1 or …/v1/messages is cut back to match.
    baseUrl: "https://api.anthropic.com",
    baseEnv: ["ANTHROPIC_BASE_URL", "ANTHROPIC_API_BASE"],
    keyEnv: ["ANTHROPIC_API_KEY"],
    keyRequired: true,
    claims: ["^claude-"],
    // Claude takes a thinking budget, not an effort.
    effort: null,
    thinking: "anthropic",
  },
  {
    name: "openrouter",
    protocol: "chat",
    prefixes: ["openrouter/"],
    baseUrl: "https://openrouter.ai/api/v1",
    baseEnv: ["OPENROUTER_API_BASE"],
    keyEnv: ["OPENROUTER_API_KEY"],
    keyRequired: true,
    headers: { "X-Title": "kerf" },
    effort: "openrouter",
    thinking: "openrouter",
  },
  {
    name: "gemini",
    protocol: "chat",
    prefixes: ["gemini/"],
    baseUrl: "https://generativelanguage.googleapis.com/v1beta/openai",
    baseEnv: ["GEMINI_API_BASE"],
    keyEnv: ["GEMINI_API_KEY", "GOOGLE_API_KEY"],
    keyRequired: true,
    claims: ["^gemini-"],
    effort: "reasoning_effort",
    thinking: "gemini",
  },
  {
    name: "deepseek",
    protocol: "chat",
    prefixes: ["deepseek/"],
    baseUrl: "https://api.deepseek.com/v1",
    baseEnv: ["DEEPSEEK_API_BASE"],
    keyEnv: ["DEEPSEEK_API_KEY"],
    keyRequired: true,
    claims: ["^deepseek-"],
    effort: null,
    thinking: null,
  },
  {
    name: "groq",
    protocol: "chat",
    prefixes: ["groq/"],
    baseUrl: "https://api.groq.com/openai/v1",
    baseEnv: ["GROQ_API_BASE"],
    keyEnv: ["GROQ_API_KEY"],
    keyRequired: true,
    effort: "reasoning_effort",
    thinking: null,
  },
  {
    name: "mistral",
    protocol: "chat",
    prefixes: ["mistral/"],
    baseUrl: "https://api.mistral.ai/v1",
    baseEnv: ["MISTRAL_API_BASE"],
    keyEnv: ["MISTRAL_API_KEY"],
    keyRequired: true,
    claims: ["^(mistral-|codestral-|devstral-|magistral-)"],
    effort: null,
    thinking: null,
  },
  {
    name: "xai",
    protocol: "chat",
    prefixes: ["xai/"],
    baseUrl: "https://api.x.ai/v1",
    baseEnv: ["XAI_API_BASE"],
    keyEnv: ["XAI_API_KEY"],
    keyRequired: true,
    claims: ["^grok-"],
    effort: "reasoning_effort",
    thinking: null,
  },
  {
    name: "together",
    protocol: "chat",
    prefixes: ["together_ai/", "together/"],
    baseUrl: "https://api.together.xyz/v1",
    baseEnv: ["TOGETHERAI_API_BASE", "TOGETHER_API_BASE"],
    keyEnv: ["TOGETHERAI_API_KEY", "TOGETHER_API_KEY"],
    keyRequired: true,
    effort: "reasoning_effort",
    thinking: null,
  },
  {
    name: "fireworks",
    protocol: "chat",
    prefixes: ["fireworks_ai/", "fireworks/"],
    baseUrl: "https://api.fireworks.ai/inference/v1",
    baseEnv: ["FIREWORKS_AI_API_BASE", "FIREWORKS_API_BASE"],
    keyEnv: ["FIREWORKS_AI_API_KEY", "FIREWORKS_API_KEY"],
    keyRequired: true,
    effort: "reasoning_effort",
    thinking: null,
  },
  local("ollama", ["ollama_chat/", "ollama/"], "http://127.0.0.1:11434/v1", {
    base: ["OLLAMA_API_BASE"],
    key: ["OLLAMA_API_KEY"],
  }),
  local("lm_studio", ["lm_studio/"], "http://127.0.0.1:1234/v1", {
    base: ["LM_STUDIO_API_BASE"],
    key: ["LM_STUDIO_API_KEY"],
  }),
  local("vllm", ["hosted_vllm/", "vllm/"], "http://127.0.0.1:8000/v1", {
    base: ["HOSTED_VLLM_API_BASE", "VLLM_API_BASE"],
    key: ["HOSTED_VLLM_API_KEY", "VLLM_API_KEY"],
  }),
  local("llamacpp", ["llamacpp/", "llama_cpp/"], "http://127.0.0.1:8080/v1", {
    base: ["LLAMACPP_API_BASE", "LLAMA_CPP_API_BASE"],
    key: ["LLAMACPP_API_KEY"],
  }),
  {
    name: "azure",
    protocol: "chat",
    alsoServes: ["responses"],
    prefixes: ["azure/"],
    baseUrl: null,
    // https://RESOURCE.openai.azure.com → its OpenAI-compatible v1 API; the model is the deployment.
    baseEnv: ["AZURE_API_BASE", "AZURE_OPENAI_ENDPOINT"],
    baseEnvSuffix: "/openai/v1",
    keyEnv: ["AZURE_API_KEY", "AZURE_OPENAI_API_KEY"],
    keyRequired: true,
    keyHeader: "api-key",
    effort: "reasoning_effort",
    thinking: null,
  },
];

/** The provider used for a bare name nothing claims, and for `--openai-api-base` servers' defaults. */
export const DEFAULT_PROVIDER = "openai";
