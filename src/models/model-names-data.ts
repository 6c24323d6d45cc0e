// How users and providers name models: aliases, provider prefixes and version suffixes. Data only.

/** Short alias words people type (`--model sonnet`): the only names kerf rewrites before sending. Targets
 *  are canonical table names. */
export const MODEL_ALIASES: Readonly<Record<string, string>> = {
  sonnet: "claude-sonnet-4-5",
  opus: "claude-opus-4-1",
  haiku: "claude-haiku-4-5",
  "4o": "gpt-4o",
  "4o-mini": "gpt-4o-mini",
  "4.1": "gpt-4.1",
  "4.1-mini": "gpt-4.1-mini",
  "4-turbo": "gpt-4-turbo",
  "35turbo": "gpt-3.5-turbo",
  "35-turbo": "gpt-3.5-turbo",
  "5": "gpt-5",
  gpt5: "gpt-5",
  flash: "gemini-2.5-flash",
  gemini: "gemini-2.5-pro",
  "gemini-pro": "gemini-2.5-pro",
  deepseek: "deepseek-chat",
  r1: "deepseek-reasoner",
  "grok-mini": "grok-3-mini",
  qwen: "qwen-2.5-coder-32b",
};

/** Other names providers and servers use for models in the table. They find the model's settings, but the
 *  name sent is always the name typed: a local Ollama, vLLM or LiteLLM server knows only its own names. */
export const MODEL_SYNONYMS: Readonly<Record<string, string>> = {
  "claude-3.5-sonnet": "claude-3-5-sonnet",
  "claude-3.5-haiku": "claude-3-5-haiku",
  "claude-3.7-sonnet": "claude-3-7-sonnet",
  "claude-sonnet-4.5": "claude-sonnet-4-5",
  "claude-opus-4.1": "claude-opus-4-1",
  "claude-haiku-4.5": "claude-haiku-4-5",
  "deepseek-r1": "deepseek-reasoner",
  "deepseek-v3": "deepseek-chat",
  "qwen-2.5-coder-32b-instruct": "qwen-2.5-coder-32b",
  "qwen2.5-coder:32b": "qwen-2.5-coder-32b",
  "grok-3-mini-beta": "grok-3-mini",
};

/** Routing prefixes stripped (repeatedly: openrouter/anthropic/…) before the table is searched again. */
export const PROVIDER_PREFIXES: readonly string[] = [
  "openrouter/",
  "openai/",
  "anthropic/",
  "gemini/",
  "google/",
  "vertex_ai/",
  "deepseek/",
  "ollama/",
  "ollama_chat/",
  "azure/",
  "bedrock/",
  "groq/",
  "together_ai/",
  "fireworks_ai/",
  "xai/",
  "x-ai/",
  "qwen/",
  "mistral/",
  "lm_studio/",
  // Bedrock model ids: [region.]anthropic.claude-…
  "us.",
  "eu.",
  "apac.",
  "anthropic.",
];

/** Release-date and channel suffixes removed when the name is not found as it is. */
export const VERSION_SUFFIXES: readonly string[] = [
  ":free$",
  ":beta$",
  ":thinking$",
  "-latest$",
  "-preview(-\\d{2}-\\d{2})?$",
  "-\\d{4}-\\d{2}-\\d{2}$",
  "-\\d{8}(-v\\d+:\\d+)?$",
  "@\\d{8}$",
];

/**
 * Family rules: a regular expression over the name (prefixes and suffixes already stripped) and the
 * settings it implies. Each field comes from the FIRST matching rule that sets it, so specific rules
 * come before general ones.
 */
