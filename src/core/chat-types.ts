// The request and result shapes of one chat call, shared by the LLM client and its callers: types, the
// outcomes a reply can end in, and their words for a person. Pure.
import type { ChatMessage as BaseChatMessage } from "./chat-message.js";
import type { ToolCall, ToolOffer } from "./tool-types.js";

/** kerf's one message shape, plus the assistant prefill flag some servers accept. */
export type ChatMessage = BaseChatMessage & {
  /** Assistant prefill: the server continues this message instead of starting a new one. */
  prefix?: boolean;
};

/** The three wire protocols kerf speaks, each on its provider's official SDK: OpenAI chat completions,
 *  OpenAI Responses, Anthropic Messages. Declared here, the lowest layer, so models and llm share it. */
export type Protocol = "chat" | "responses" | "anthropic";

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

/** How a reply ended, in kerf's words. Each protocol maps its own values (finish_reason, stop_reason,
 *  status and incomplete_details, refusal parts, error events) to one of these; nothing outside the
 *  protocol readers compares a provider's raw strings. */
export type ReplyFinish =
  /** The model finished its reply. */
  | "stop"
  /** The reply hit the output limit (max_tokens, max_output_tokens). */
  | "length"
  /** The model stopped to call tools. */
  | "tool-calls"
  /** The model refused (Anthropic `refusal`, a Responses or chat `refusal` part). */
  | "refusal"
  /** The provider's content filter stopped or withheld the reply. */
  | "content-filter"
  /** The conversation filled the model's context window (Anthropic `model_context_window_exceeded`). */
  | "context-window"
  /** The server reported a failure in place of a reply (an error event, a failed response). */
  | "error";

/** The provider's own words about a reply that did not end normally: an error's type or code and its
 *  message, a refusal's category and explanation, a Responses refusal's text. */
export interface ProviderWords {
  /** The error type or code (`overloaded_error`, `invalid_prompt`), or a refusal's category. */
  code?: string;
  /** The server's message, the refusal's explanation or text. */
  message?: string;
}

/** "message (code)", or whichever of the two the provider gave; "" for none. */
export function wordsText(words: ProviderWords | undefined): string {
  const message = words?.message?.trim() ?? "";
  const code = words?.code?.trim() ?? "";
  if (message !== "" && code !== "") return `${message} (${code})`;
  return message !== "" ? message : code;
}

/** Why a reply is incomplete; nothing from an incomplete reply may be applied. */
export type PartialReason =
  | "length"
  | "stream-broken"
  | "malformed-stream"
  | "server-error"
  | "tool-calls-only"
  | "aborted"
  | "idle-timeout"
  | "refusal"
  | "content-filter"
  | "context-window";

/** Each reason in plain words, naming whose fault it was (shown to the user). */
export const PARTIAL_REASON_TEXT: Readonly<Record<PartialReason, string>> = {
  length: "the reply hit the model's output limit and was cut off",
  "stream-broken": "the model server's stream broke off before the reply was finished",
  "malformed-stream": "the model server sent a malformed stream event in the middle of the reply",
  "server-error": "the model server reported an error in the middle of the reply",
  "tool-calls-only": "the model server answered with tool calls only and no reply text",
  aborted: "the reply was stopped",
  "idle-timeout": "the model server stopped sending in the middle of the reply",
  refusal: "the model refused to answer",
  "content-filter": "the provider's content filter stopped the reply",
  "context-window": "the conversation filled the model's context window, so the reply was cut off",
};

/** What the person can do about a reason, where there is something (as Aider advises). */
const PARTIAL_REASON_ADVICE: Readonly<Partial<Record<PartialReason, string>>> = {
  "context-window":
    "To make room: /drop files the chat does not need, /clear the chat history, or use a smaller " +
    "--map-tokens.",
};

/** The finishes that leave a reply incomplete (nothing from it is applied), and the reason each gives;
 *  `stop` and `tool-calls` are complete. */
export const INCOMPLETE_FINISH: Readonly<Partial<Record<ReplyFinish, PartialReason>>> = {
  length: "length",
  refusal: "refusal",
  "content-filter": "content-filter",
  "context-window": "context-window",
  error: "server-error",
};

/** Reasons the provider declined the request itself: the turn that asked is left out of the history,
 *  or every later request carries it and is declined too (Anthropic's advice for refusals). */
export const DECLINED_REASONS: ReadonlySet<PartialReason> = new Set(["refusal", "content-filter"]);

/** The warning for an incomplete reply: why, in the provider's words where it gave any. */
export function partialReplyText(reason: PartialReason | undefined, words?: ProviderWords): string {
  const why = reason ? PARTIAL_REASON_TEXT[reason] : "the reply was incomplete";
  // The provider's last full stop gives way to the clause that follows ("…help with that; nothing …").
  const said = wordsText(words).replace(/\.$/, "");
  const advice = reason ? PARTIAL_REASON_ADVICE[reason] : undefined;
  return `${said === "" ? why : `${why}: ${said}`}; nothing from it was applied${advice ? `. ${advice}` : ""}`;
}

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
  api?: Protocol | null;
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
  /** How the reply ended, mapped by its protocol (null: the stream ended without saying). */
  finishReason: ReplyFinish | null;
  usage: Usage;
  partial: boolean;
  partialReason?: PartialReason;
  /** Total requests sent, retries included. */
  attempts: number;
  /** The provider's own words when it ended the reply with an error event, a refusal or a filter
   *  (scrubbed of keys). */
  providerWords?: ProviderWords;
  /** The model's thinking, shown to the user dimmed; never part of `text` or the chat history. */
  thinking?: string;
  /** Opaque protocol items (Responses' encrypted reasoning) to send back with this reply on the next
   *  request of the same turn; see ChatMessage.replay. */
  replay?: readonly unknown[];
  /** The reply's tool calls, in order, each complete (arguments assembled from the stream). */
  toolCalls?: ToolCall[];
}
