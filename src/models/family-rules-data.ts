// The family rules: name patterns → partial settings, for models the table does not list by name and for
// the fields a table entry leaves out. Data only, no logic; the first rule that sets a field wins.
import { CACHE_MINIMUMS } from "./cache-minimums-data.js";
import type { PartialSettings } from "./model-settings.js";

const REASONING_PREFIX = "Formatting re-enabled.";

const EFFORT = ["reasoning_effort"];
/** Claude 5 and later, and Claude 4 and later, by name (Fable and Mythos are Claude 5 names). */
const CLAUDE_5_ON = "(sonnet|opus|haiku)-[5-9]|fable|mythos";
const CLAUDE_4_ON = "(sonnet|opus|haiku)-[4-9]|fable|mythos";
const THINKING = ["thinking_tokens"];

export const FAMILY_RULES: readonly { pattern: string; settings: PartialSettings }[] = [
  // Which reasoning settings a family takes (--reasoning-effort, --thinking-tokens).
  { pattern: "^(o[134](-mini)?|gpt-5|grok-3-mini|gpt-oss)", settings: { acceptsSettings: EFFORT } },
  {
    pattern: `^claude-(3-7|${CLAUDE_4_ON})`,
    settings: { acceptsSettings: THINKING },
  },
  // Claude Opus 4.7 and later take only adaptive thinking: `type: "enabled"` is an HTTP 400 there
  // (platform.claude.com/docs/en/build-with-claude/adaptive-thinking; Sonnet 5: models/sonnet-5/overview).
  { pattern: `^claude-(opus-4-[7-9]|${CLAUDE_5_ON})`, settings: { thinkingType: "adaptive" } },
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
    pattern: `^claude-(${CLAUDE_4_ON}|[4-9])`,
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
  // Anthropic caches nothing under a breakpoint below the model's minimum prefix (cache-minimums-data.ts,
  // which cites the page and says which values it confirms); the rest take 1,024.
  ...CACHE_MINIMUMS.map(({ pattern, tokens }) => ({ pattern, settings: { minCacheTokens: tokens } })),
  // Claude 4.6 and later refuse a prefilled assistant turn (HTTP 400; build-with-claude/working-with-messages).
  { pattern: `^claude-((sonnet|opus|haiku)-4-[6-9]|${CLAUDE_5_ON})`, settings: { allowsPrefill: false } },
  // Claude 5: a 1M window and 128K output on every model (models/overview), Haiku 5.5 the cheap model.
  {
    pattern: `^claude-(${CLAUDE_5_ON})`,
    settings: { contextWindow: 1_000_000, maxOutputTokens: 128_000, weakModelName: "claude-haiku-5-5" },
  },
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
