// How users and providers name models: alias words (expanded and sent), other spellings (settings
// lookup only), provider prefixes and version suffixes. Data only.

/**
 * Short words people type for a model, each with a fixed target. Only a whole typed word expands
 * (`sonnet`, never `openrouter/sonnet`), and the expansion is the name sent, so each target is a name the
 * provider's own API takes (and a table name). `sonnet`, `opus` and `haiku` are not here: they name the
 * current model of their line on the day kerf runs (model-lines-data.ts, current-models.ts).
 */
export const MODEL_ALIASES: Readonly<Record<string, string>> = {
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
};

/**
 * Other spellings of table models (catalogue names, Ollama tags), used only to find a model's settings
 * and metadata. Never sent: a local server that serves `qwen2.5-coder:32b` knows no other name for it.
 */
export const NAME_VARIANTS: Readonly<Record<string, string>> = {
  "claude-3.5-sonnet": "claude-3-5-sonnet",
  "claude-3.5-haiku": "claude-3-5-haiku",
  "claude-3.7-sonnet": "claude-3-7-sonnet",
  "claude-sonnet-4.5": "claude-sonnet-4-5",
  "claude-opus-4.1": "claude-opus-4-1",
  "claude-haiku-4.5": "claude-haiku-4-5",
  // Catalogues (OpenRouter, Vercel) write the Claude 4.6 and later versions with a dot.
  "claude-sonnet-4.6": "claude-sonnet-4-6",
  "claude-opus-4.5": "claude-opus-4-5",
  "claude-opus-4.6": "claude-opus-4-6",
  "claude-opus-4.7": "claude-opus-4-7",
  "claude-opus-4.8": "claude-opus-4-8",
  "claude-sonnet-5.5": "claude-sonnet-5-5",
  "claude-opus-5.5": "claude-opus-5-5",
  "claude-haiku-5.5": "claude-haiku-5-5",
  "claude-fable-5.1": "claude-fable-5-1",
  "claude-fable-5.2": "claude-fable-5-2",
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
