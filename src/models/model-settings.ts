// The shape of one model's settings and metadata, the field list, and the defaults every field falls back to.
// Pure types and constants: no lookup logic, no I/O.
import type { Protocol } from "../core/chat-types.js";

export type TokenizerName = "o200k_base" | "cl100k_base";

export type ThinkingType = "enabled" | "adaptive";

/** US dollars per million tokens. `cacheRead`/`cacheWrite` are absent when the provider has no such price. */
export interface ModelPrices {
  input: number;
  output: number;
  cacheRead?: number;
  cacheWrite?: number;
  /** Rates for every token of a request whose prompt (input, cache reads and writes) is over `above`
   *  tokens (Claude Haiku 5.5 past 100K); absent: one rate at any length. */
  longPrompt?: { above: number } & Omit<ModelPrices, "longPrompt">;
}

export interface ModelSettings {
  name: string;
  editFormat: string;
  /** Cheaper model for commit messages and history summaries; null means use the main model. */
  weakModelName: string | null;
  editorModelName: string | null;
  editorEditFormat: string | null;
  useRepoMap: boolean;
  lazy: boolean;
  overeager: boolean;
  reminder: "sys" | "user" | null;
  examplesAsSystemMessage: boolean;
  useSystemPrompt: boolean;
  /** false: send no temperature; true: send the default (0); a number: send that value. */
  useTemperature: boolean | number;
  streaming: boolean;
  cacheControl: boolean;
  cachesByDefault: boolean;
  systemPromptPrefix: string | null;
  /** Tag the model wraps its visible reasoning in (e.g. "think"), stripped before parsing. */
  reasoningTag: string | null;
  extraParams: Record<string, unknown> | null;
  /** The API accepts a trailing assistant message to continue a reply cut by the output limit. */
  allowsPrefill: boolean;
  contextWindow: number | null;
  maxOutputTokens: number | null;
  prices: ModelPrices | null;
  tokenizer: TokenizerName;
  /**
   * The base prompt (layer 1): a package prompt name (`anthropic`, `openai`, `gpt-5`, `gemini`, `default`;
   * see src/prompts/base/) or a path to the user's own Markdown file.
   */
  basePrompt: string;
  /** The API accepts `developer` messages (OpenAI's o-series and GPT-5); else developer text goes as `system`. */
  developerRole: boolean;
  /** Reasoning settings the model takes (Aider's `accepts_settings`): reasoning_effort, thinking_tokens. */
  acceptsSettings: string[] | null;
  /** Sent when the model accepts it: "low" | "medium" | "high" (--reasoning-effort). */
  reasoningEffort: string | null;
  /** A thinking budget in tokens, sent when the model accepts it (--thinking-tokens). */
  thinkingTokens: number | null;
  /** The thinking shape an Anthropic model takes for --thinking-tokens: `enabled` (a token budget) or
   *  `adaptive` (the model decides how much to think; Claude Opus 4.7, Sonnet 5 and later refuse `enabled`). */
  thinkingType: ThinkingType;
  /** The wire protocol: `responses` for the models OpenAI serves only there (the Codex models); null
   *  leaves it to the provider (Anthropic Messages for Anthropic, chat completions for the rest). */
  api: Protocol | null;
  /** The fewest prompt tokens the provider caches under one breakpoint (Anthropic: 1,024, and 2,048 or
   *  4,096 on some models); a breakpoint over a shorter prefix caches nothing, so none is placed there. */
  minCacheTokens: number;
  /** Provider-native tool types the model was trained on and the API takes for it: `apply_patch` and
   *  `custom` (OpenAI Responses), `text_editor_20250728` and older (Anthropic). A tool-call format offers
   *  its native form of such a type instead of JSON functions; null: functions only. */
  nativeTools: string[] | null;
}

export type SettingField = Exclude<keyof ModelSettings, "name">;

/** What a model-table entry or a family rule may set. */
export type PartialSettings = Partial<Omit<ModelSettings, "name">>;

/** Where a resolved field came from, worded for the user: "edit format: diff (from the model table)". */
export type SettingSource =
  "model table" | "default" | "command line" | `family rule ${string}` | `user file ${string}`;

export const SETTING_FIELDS: readonly SettingField[] = [
  "editFormat",
  "weakModelName",
  "editorModelName",
  "editorEditFormat",
  "useRepoMap",
  "lazy",
  "overeager",
  "reminder",
  "examplesAsSystemMessage",
  "useSystemPrompt",
  "useTemperature",
  "streaming",
  "cacheControl",
  "cachesByDefault",
  "systemPromptPrefix",
  "reasoningTag",
  "extraParams",
  "allowsPrefill",
  "contextWindow",
  "maxOutputTokens",
  "prices",
  "tokenizer",
  "basePrompt",
  "developerRole",
  "acceptsSettings",
  "reasoningEffort",
  "thinkingTokens",
  "thinkingType",
  "api",
  "minCacheTokens",
  "nativeTools",
];

/** An unknown model: whole-file edits and no repo map, the safest choice for a model we know nothing about. */
export const DEFAULT_SETTINGS: Readonly<Omit<ModelSettings, "name">> = {
  editFormat: "whole",
  weakModelName: null,
  editorModelName: null,
  editorEditFormat: null,
  useRepoMap: false,
  lazy: false,
  overeager: false,
  reminder: "user",
  examplesAsSystemMessage: false,
  useSystemPrompt: true,
  useTemperature: true,
  streaming: true,
  cacheControl: false,
  cachesByDefault: false,
  systemPromptPrefix: null,
  reasoningTag: null,
  extraParams: null,
  allowsPrefill: false,
  contextWindow: null,
  maxOutputTokens: null,
  prices: null,
  tokenizer: "o200k_base",
  basePrompt: "default",
  developerRole: false,
  acceptsSettings: null,
  reasoningEffort: null,
  thinkingTokens: null,
  thinkingType: "enabled",
  api: null,
  minCacheTokens: 1024,
  nativeTools: null,
};
