// The model table and family rules: data only, no logic. Names (aliases, prefixes, suffixes) are in
// model-names-data.ts and re-exported here.
// Facts follow the public record of Aider's model-settings.yml and providers' price pages (late 2025);
// fields an entry leaves out come from the family rules, then the defaults.
import type { ModelPrices, PartialSettings } from "./model-settings.js";
export { MODEL_ALIASES, NAME_VARIANTS, PROVIDER_PREFIXES, VERSION_SUFFIXES } from "./model-names-data.js";

const REASONING_PREFIX = "Formatting re-enabled.";

const price = (input: number, output: number, cacheRead?: number, cacheWrite?: number): ModelPrices => ({
  input,
  output,
  ...(cacheRead === undefined ? {} : { cacheRead }),
  ...(cacheWrite === undefined ? {} : { cacheWrite }),
});

/** Exact canonical names. */
function codexEntry(prices: PartialSettings["prices"]): PartialSettings {
  return { weakModelName: "gpt-5-nano", contextWindow: 400_000, maxOutputTokens: 128_000, prices };
}

export const MODEL_TABLE: Readonly<Record<string, PartialSettings>> = {
  // OpenAI chat models
  "gpt-4o": {
    editFormat: "diff",
    weakModelName: "gpt-4o-mini",
    editorEditFormat: "diff",
    useRepoMap: true,
    lazy: true,
    reminder: "sys",
    examplesAsSystemMessage: true,
    contextWindow: 128_000,
    maxOutputTokens: 16_384,
    prices: price(2.5, 10, 1.25),
  },
  "gpt-4o-mini": {
    editFormat: "whole",
    weakModelName: "gpt-4o-mini",
    lazy: true,
    reminder: "sys",
    contextWindow: 128_000,
    maxOutputTokens: 16_384,
    prices: price(0.15, 0.6, 0.075),
  },
  "gpt-4.1": {
    editFormat: "diff",
    weakModelName: "gpt-4.1-mini",
    editorModelName: "gpt-4.1-mini",
    useRepoMap: true,
    reminder: "sys",
    examplesAsSystemMessage: false,
    contextWindow: 1_047_576,
    maxOutputTokens: 32_768,
    prices: price(2, 8, 0.5),
  },
  "gpt-4.1-mini": {
    editFormat: "diff",
    useRepoMap: true,
    reminder: "sys",
    examplesAsSystemMessage: false,
    contextWindow: 1_047_576,
    maxOutputTokens: 32_768,
    prices: price(0.4, 1.6, 0.1),
  },
  "gpt-4-turbo": {
    editFormat: "udiff",
    weakModelName: "gpt-4o-mini",
    useRepoMap: true,
    lazy: true,
    reminder: "sys",
    contextWindow: 128_000,
    maxOutputTokens: 4_096,
    prices: price(10, 30),
    tokenizer: "cl100k_base",
  },
  "gpt-3.5-turbo": {
    weakModelName: "gpt-4o-mini",
    reminder: "sys",
    contextWindow: 16_385,
    maxOutputTokens: 4_096,
    prices: price(0.5, 1.5),
    tokenizer: "cl100k_base",
  },
  // GPT-5: reasoning models. Patch, not Aider's diff: OpenAI trained GPT-5 on the V4A apply_patch
  // format (its Codex agent uses nothing else), and kerf parses that format natively.
  "gpt-5": {
    editFormat: "patch",
    weakModelName: "gpt-5-nano",
    editorModelName: "gpt-5-mini",
    editorEditFormat: "patch",
    useRepoMap: true,
    contextWindow: 400_000,
    maxOutputTokens: 128_000,
    prices: price(1.25, 10, 0.125),
  },
  "gpt-5-mini": {
    editFormat: "patch",
    weakModelName: "gpt-5-nano",
    useRepoMap: true,
    contextWindow: 400_000,
    maxOutputTokens: 128_000,
    prices: price(0.25, 2, 0.025),
  },
  "gpt-5-nano": {
    editFormat: "diff",
    weakModelName: "gpt-5-nano",
    useRepoMap: true,
    contextWindow: 400_000,
    maxOutputTokens: 128_000,
    prices: price(0.05, 0.4, 0.005),
  },
  // Codex: GPT-5 tuned for agentic coding, served only by the Responses API (the family rule sets it).
  "gpt-5-codex": codexEntry(price(1.25, 10, 0.125)),
  "gpt-5.1-codex": codexEntry(price(1.25, 10, 0.125)),
  "gpt-5.1-codex-max": codexEntry(price(1.25, 10, 0.125)),
  "gpt-5.1-codex-mini": codexEntry(price(0.25, 2, 0.025)),
  "gpt-5.2-codex": codexEntry(price(1.75, 14, 0.175)),
  "codex-mini-latest": {
    ...codexEntry(price(1.5, 6, 0.375)),
    contextWindow: 200_000,
    maxOutputTokens: 100_000,
  },
  // o-series reasoning models
  o1: {
    editFormat: "diff",
    weakModelName: "gpt-4o-mini",
    editorModelName: "gpt-4o",
    editorEditFormat: "diff",
    useRepoMap: true,
    streaming: false,
    contextWindow: 200_000,
    maxOutputTokens: 100_000,
    prices: price(15, 60, 7.5),
  },
  "o1-mini": {
    editFormat: "whole",
    weakModelName: "gpt-4o-mini",
    editorModelName: "gpt-4o",
    editorEditFormat: "diff",
    useRepoMap: true,
    useSystemPrompt: false,
    systemPromptPrefix: null,
    contextWindow: 128_000,
    maxOutputTokens: 65_536,
    prices: price(1.1, 4.4, 0.55),
  },
  "o1-preview": {
    editFormat: "architect",
    weakModelName: "gpt-4o-mini",
    editorModelName: "gpt-4o",
    editorEditFormat: "diff",
    useRepoMap: true,
    useSystemPrompt: false,
    systemPromptPrefix: null,
    contextWindow: 128_000,
    maxOutputTokens: 32_768,
    prices: price(15, 60, 7.5),
  },
  o3: {
    editFormat: "diff",
    weakModelName: "gpt-4.1-mini",
    editorModelName: "gpt-4.1",
    editorEditFormat: "diff",
    useRepoMap: true,
    examplesAsSystemMessage: true,
    streaming: false,
    contextWindow: 200_000,
    maxOutputTokens: 100_000,
    prices: price(2, 8, 0.5),
  },
  "o3-mini": {
    editFormat: "diff",
    weakModelName: "gpt-4o-mini",
    editorModelName: "gpt-4o",
    editorEditFormat: "diff",
    useRepoMap: true,
    contextWindow: 200_000,
    maxOutputTokens: 100_000,
    prices: price(1.1, 4.4, 0.55),
  },
  "o4-mini": {
    editFormat: "diff",
    weakModelName: "gpt-4.1-mini",
    editorModelName: "gpt-4.1",
    editorEditFormat: "diff",
    useRepoMap: true,
    examplesAsSystemMessage: true,
    contextWindow: 200_000,
    maxOutputTokens: 100_000,
    prices: price(1.1, 4.4, 0.275),
  },
  // Anthropic
  "claude-3-5-sonnet": {
    contextWindow: 200_000,
    editFormat: "diff",
    useRepoMap: true,
    weakModelName: "claude-3-5-haiku",
    editorModelName: "claude-3-5-sonnet",
    examplesAsSystemMessage: true,
    extraParams: { max_tokens: 8192 },
    maxOutputTokens: 8_192,
    prices: price(3, 15, 0.3, 3.75),
  },
  "claude-3-5-haiku": {
    contextWindow: 200_000,
    editFormat: "diff",
    useRepoMap: true,
    weakModelName: "claude-3-5-haiku",
    maxOutputTokens: 8_192,
    prices: price(0.8, 4, 0.08, 1),
  },
  "claude-3-7-sonnet": {
    contextWindow: 200_000,
    editFormat: "diff",
    useRepoMap: true,
    weakModelName: "claude-3-5-haiku",
    editorModelName: "claude-3-7-sonnet",
    overeager: true,
    examplesAsSystemMessage: true,
    extraParams: { max_tokens: 64000 },
    maxOutputTokens: 64_000,
    prices: price(3, 15, 0.3, 3.75),
  },
  "claude-sonnet-4": {
    contextWindow: 200_000,
    editFormat: "diff",
    useRepoMap: true,
    weakModelName: "claude-3-5-haiku",
    editorModelName: "claude-sonnet-4",
    extraParams: { max_tokens: 64000 },
    maxOutputTokens: 64_000,
    prices: price(3, 15, 0.3, 3.75),
  },
  "claude-sonnet-4-5": {
    contextWindow: 200_000,
    editFormat: "diff",
    useRepoMap: true,
    weakModelName: "claude-haiku-4-5",
    editorModelName: "claude-sonnet-4-5",
    extraParams: { max_tokens: 64000 },
    maxOutputTokens: 64_000,
    prices: price(3, 15, 0.3, 3.75),
  },
  "claude-opus-4": {
    contextWindow: 200_000,
    editFormat: "diff",
    useRepoMap: true,
    weakModelName: "claude-3-5-haiku",
    editorModelName: "claude-sonnet-4",
    extraParams: { max_tokens: 32000 },
    maxOutputTokens: 32_000,
    prices: price(15, 75, 1.5, 18.75),
  },
  "claude-opus-4-1": {
    contextWindow: 200_000,
    editFormat: "diff",
    useRepoMap: true,
    weakModelName: "claude-haiku-4-5",
    editorModelName: "claude-sonnet-4-5",
    extraParams: { max_tokens: 32000 },
    maxOutputTokens: 32_000,
    prices: price(15, 75, 1.5, 18.75),
  },
  "claude-haiku-4-5": {
    contextWindow: 200_000,
    editFormat: "diff",
    useRepoMap: true,
    weakModelName: "claude-haiku-4-5",
    extraParams: { max_tokens: 64000 },
    maxOutputTokens: 64_000,
    prices: price(1, 5, 0.1, 1.25),
  },
  // Google
  "gemini-2.5-pro": {
    contextWindow: 1_048_576,
    maxOutputTokens: 65_536,
    editFormat: "diff-fenced",
    useRepoMap: true,
    weakModelName: "gemini-2.5-flash",
    prices: price(1.25, 10, 0.31),
  },
  "gemini-2.5-flash": {
    contextWindow: 1_048_576,
    maxOutputTokens: 65_536,
    editFormat: "diff-fenced",
    useRepoMap: true,
    weakModelName: "gemini-2.5-flash",
    prices: price(0.3, 2.5, 0.075),
  },
  // DeepSeek
  "deepseek-chat": {
    editFormat: "diff",
    useRepoMap: true,
    reminder: "sys",
    examplesAsSystemMessage: true,
    extraParams: { max_tokens: 8192 },
    contextWindow: 128_000,
    maxOutputTokens: 8_192,
    prices: price(0.27, 1.1, 0.07),
  },
  "deepseek-reasoner": {
    editFormat: "diff",
    useRepoMap: true,
    weakModelName: "deepseek-chat",
    editorModelName: "deepseek-chat",
    editorEditFormat: "diff",
    examplesAsSystemMessage: true,
    extraParams: { max_tokens: 8192 },
    contextWindow: 128_000,
    maxOutputTokens: 64_000,
    prices: price(0.55, 2.19, 0.14),
  },
  // Open-weight and others; hosted prices vary by provider, so none are recorded
  "qwen-2.5-coder-32b": {
    editFormat: "diff",
    weakModelName: "qwen-2.5-coder-32b",
    editorModelName: "qwen-2.5-coder-32b",
    editorEditFormat: "diff",
    useRepoMap: true,
    contextWindow: 32_768,
    maxOutputTokens: 8_192,
  },
  "grok-3-mini": {
    editFormat: "whole",
    useRepoMap: true,
    contextWindow: 131_072,
    maxOutputTokens: 131_072,
    prices: price(0.3, 0.5, 0.075),
  },
};

const EFFORT = ["reasoning_effort"];
const THINKING = ["thinking_tokens"];

export const FAMILY_RULES: readonly { pattern: string; settings: PartialSettings }[] = [
  // Which reasoning settings a family takes (--reasoning-effort, --thinking-tokens).
  { pattern: "^(o[134](-mini)?|gpt-5|grok-3-mini|gpt-oss)", settings: { acceptsSettings: EFFORT } },
  {
    pattern: "^claude-(3-7|(sonnet|opus|haiku)-4)",
    settings: { acceptsSettings: THINKING },
  },
  { pattern: "^gemini-(2\\.5|3)", settings: { acceptsSettings: [...EFFORT, ...THINKING] } },
  {
    pattern: "^o1-(mini|preview)",
    settings: {
      useSystemPrompt: false,
      useTemperature: false,
      weakModelName: "gpt-4o-mini",
      basePrompt: "openai",
    },
  },
  {
    pattern: "^o[134](-|$)",
    settings: {
      editFormat: "diff",
      useRepoMap: true,
      useTemperature: false,
      systemPromptPrefix: REASONING_PREFIX,
      weakModelName: "gpt-4.1-mini",
      basePrompt: "openai",
      developerRole: true,
    },
  },
  // Provider-native edit tools, by the families trained on them: OpenAI's apply_patch tool type from
  // GPT-5.1 on and free-form custom tools from GPT-5 on (Responses); Anthropic's text editor tool on
  // Claude 4 and later, an older version on Claude 3.7.
  { pattern: "^gpt-5\\.[1-9]", settings: { nativeTools: ["apply_patch", "custom"] } },
  { pattern: "^gpt-5", settings: { nativeTools: ["custom"] } },
  { pattern: "^claude-3-7", settings: { nativeTools: ["text_editor_20250124"] } },
  {
    pattern: "^claude-((sonnet|opus|haiku)-[4-9]|[4-9])",
    settings: { nativeTools: ["text_editor_20250728"] },
  },
  // The Codex models are served only by the Responses API and were trained on apply_patch.
  {
    pattern: "(^|-)codex(-|$)",
    settings: {
      api: "responses",
      editFormat: "patch",
      editorEditFormat: "patch",
      useRepoMap: true,
      useTemperature: false,
      basePrompt: "gpt-5",
      developerRole: true,
      acceptsSettings: EFFORT,
    },
  },
  {
    pattern: "^gpt-5",
    settings: {
      editFormat: "diff",
      useRepoMap: true,
      useTemperature: false,
      weakModelName: "gpt-5-nano",
      basePrompt: "gpt-5",
      developerRole: true,
    },
  },
  {
    pattern: "^gpt-4\\.1",
    settings: {
      editFormat: "diff",
      useRepoMap: true,
      reminder: "sys",
      weakModelName: "gpt-4.1-mini",
      basePrompt: "openai",
    },
  },
  {
    pattern: "^gpt-4o",
    settings: {
      editFormat: "diff",
      useRepoMap: true,
      lazy: true,
      reminder: "sys",
      weakModelName: "gpt-4o-mini",
      basePrompt: "openai",
    },
  },
  {
    pattern: "^gpt-4(-|$)",
    settings: {
      editFormat: "diff",
      useRepoMap: true,
      tokenizer: "cl100k_base",
      reminder: "sys",
      weakModelName: "gpt-4o-mini",
      basePrompt: "openai",
    },
  },
  {
    pattern: "^gpt-3\\.5",
    settings: {
      tokenizer: "cl100k_base",
      reminder: "sys",
      weakModelName: "gpt-4o-mini",
      basePrompt: "openai",
    },
  },
  // Anthropic caches nothing under a breakpoint below the model's minimum prefix.
  { pattern: "^claude-(haiku-4|opus-4-[5-9])", settings: { minCacheTokens: 4096 } },
  { pattern: "^claude-(3-5-haiku|3-haiku)", settings: { minCacheTokens: 2048 } },
  {
    pattern: "^claude-.*haiku",
    settings: { editFormat: "diff", useRepoMap: true, basePrompt: "anthropic" },
  },
  {
    pattern: "^claude-",
    settings: {
      editFormat: "diff",
      editorEditFormat: "diff",
      useRepoMap: true,
      reminder: "user",
      cacheControl: true,
      allowsPrefill: true,
      contextWindow: 200_000,
      weakModelName: "claude-haiku-4-5",
      basePrompt: "anthropic",
    },
  },
  {
    pattern: "^gemini-(2\\.5|3)",
    settings: {
      editFormat: "diff-fenced",
      useRepoMap: true,
      overeager: true,
      useTemperature: false,
      contextWindow: 1_048_576,
      maxOutputTokens: 65_536,
      weakModelName: "gemini-2.5-flash",
      basePrompt: "gemini",
    },
  },
  {
    pattern: "^gemini-",
    settings: { editFormat: "diff", useRepoMap: true, basePrompt: "gemini" },
  },
  {
    pattern: "^deepseek-(reasoner|r1)",
    settings: { useTemperature: false, reasoningTag: "think" },
  },
  {
    pattern: "^deepseek-",
    settings: {
      editFormat: "diff",
      useRepoMap: true,
      cachesByDefault: true,
      allowsPrefill: true,
      weakModelName: "deepseek-chat",
    },
  },
  {
    pattern: "^(qwq|qwen3)",
    settings: { editFormat: "diff", useRepoMap: true, reasoningTag: "think", useTemperature: 0.6 },
  },
  {
    pattern: "^grok-.*mini",
    settings: { editFormat: "whole", useRepoMap: true },
  },
  {
    pattern: "^grok-",
    settings: { editFormat: "diff", useRepoMap: true },
  },
];
