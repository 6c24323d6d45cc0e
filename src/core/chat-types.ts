// The request and result shapes of one chat call, shared by the LLM client and its callers. Types only.
import type { ChatMessage as BaseChatMessage } from "./chat-message.js";
import type { ToolCall, ToolOffer } from "./tool-types.js";

/** kerf's one message shape, plus the assistant prefill flag some servers accept. */
export type ChatMessage = BaseChatMessage & {
  /** Assistant prefill: the server continues this message instead of starting a new one. */
  prefix?: boolean;
};

/** The per-model fields that change the request. */
export interface RequestSettings {
  /** false → no temperature sent; true → the request's (or 0); a number → that number. */
  useTemperature?: boolean | number;
  /** Merged into the body last: provider-specific knobs (reasoning_effort, max_tokens, …). */
  extraParams?: Readonly<Record<string, unknown>>;
  /** false → the server is asked for one JSON reply instead of a stream. */
  streaming?: boolean;
}

export interface Usage {
  promptTokens: number;
  completionTokens: number;
  /** Prompt tokens read from the provider's cache (OpenAI cached_tokens / Anthropic cache_read). */
  cachedTokens: number;
  /** Prompt tokens written to the provider's cache (Anthropic cache_creation_input_tokens). */
  cacheWriteTokens: number;
  /** Output tokens the model spent reasoning (Responses `reasoning_tokens`), inside completionTokens. */
  reasoningTokens?: number;
  /** The counts are a local estimate, not the server's: the reply never reached its end (stopped, or
   *  broken off), so no final usage came. */
  estimated?: boolean;
}

/** Why a reply is incomplete; nothing from an incomplete reply may be applied. */
export type PartialReason =
  | "length"
  | "stream-broken"
  | "malformed-stream"
  | "server-error"
  | "tool-calls-only"
  | "aborted"
  | "idle-timeout";

/** Each reason in plain words, naming whose fault it was (shown to the user). */
export const PARTIAL_REASON_TEXT: Readonly<Record<PartialReason, string>> = {
  length: "the reply hit the model's output limit and was cut off",
  "stream-broken": "the model server's stream broke off before the reply was finished",
  "malformed-stream": "the model server sent a malformed stream event in the middle of the reply",
  "server-error": "the model server reported an error in the middle of the reply",
  "tool-calls-only": "the model server answered with tool calls only and no reply text",
  aborted: "the reply was stopped",
  "idle-timeout": "the model server stopped sending in the middle of the reply",
};

/** The model settings the client acts on (a structural subset of the model settings). */
export interface ChatSettings extends RequestSettings {
  /** `<tag>…</tag>` blocks are removed from `text`. */
  reasoningTag?: string;
  /** "low" | "medium" | "high": sent in the provider's dialect when the model accepts it. */
  reasoningEffort?: string | null;
  /** A thinking budget in tokens; 0 or null: none. */
  thinkingTokens?: number | null;
  /** The thinking shape the model takes (Anthropic): a budget (`enabled`, the default) or `adaptive`. */
  thinkingType?: "enabled" | "adaptive";
  /** The reasoning settings the model takes (`reasoning_effort`, `thinking_tokens`). */
  acceptsSettings?: readonly string[] | null;
  /** The wire protocol the model's settings ask for (`responses` for the Codex models); the provider
   *  table decides when this is absent. */
  api?: "chat" | "responses" | "anthropic" | null;
  /** The model's output limit: Anthropic's required `max_tokens`, the Responses `max_output_tokens`. */
  maxOutputTokens?: number | null;
  /** Provider-native tool types the model was trained on (`apply_patch`, `custom`,
   *  `text_editor_20250728`, …): a request's native tool of such a type replaces its function tools. */
  nativeTools?: readonly string[] | null;
}

export interface ChatRequest {
  model: string;
  messages: readonly ChatMessage[];
  /** Default true; forced off by `settings.streaming === false`. */
  stream?: boolean;
  temperature?: number;
  extraParams?: Readonly<Record<string, unknown>>;
  settings?: ChatSettings;
  signal?: AbortSignal;
  /** Each piece of reply text as it arrives (raw, before reasoning is stripped). */
  onDelta?: (text: string) => void;
  /** Each piece of the model's thinking as it arrives (Anthropic thinking blocks); never reply text. */
  onThinking?: (text: string) => void;
  /** Tools the model may call; a reply that calls them is complete without text. */
  tools?: ToolOffer;
}

export interface ChatResult {
  /** The reply with the reasoning block removed. */
  text: string;
  /** The reply exactly as received. */
  rawText: string;
  finishReason: string | null;
  usage: Usage;
  partial: boolean;
  partialReason?: PartialReason;
  /** Total requests sent, retries included. */
  attempts: number;
  /** The server's own words when it ended the reply with an error event (scrubbed of keys). */
  errorDetail?: string;
  /** The model's thinking, shown to the user dimmed; never part of `text` or the chat history. */
  thinking?: string;
  /** Opaque protocol items (Responses' encrypted reasoning) to send back with this reply on the next
   *  request of the same turn; see ChatMessage.replay. */
  replay?: readonly unknown[];
  /** The reply's tool calls, in order, each complete (arguments assembled from the stream). */
  toolCalls?: ToolCall[];
}
