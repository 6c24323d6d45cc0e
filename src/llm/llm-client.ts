// The LLM client: one call → one complete or explicitly partial reply, with bounded retries, over one
// of three wire protocols (chat completions, Responses, Anthropic Messages). Knows nothing of edit
// formats; never prints; never reads the environment; the key never leaves in any error.
import type { ChatRequest, ChatResult } from "../core/chat-types.js";
import { DEFAULTS } from "../core/defaults.js";
import { resolveEndpoint } from "./endpoint.js";
import { MissingApiKeyError } from "./errors.js";
import type { Protocol, ProtocolAdapter } from "./protocol.js";
import { protocolForModel } from "./protocol-choice.js";
import { anthropicMessagesAdapter } from "./protocols/anthropic-messages.js";
import { chatCompletionsAdapter } from "./protocols/chat-completions.js";
import { responsesAdapter } from "./protocols/responses.js";
import type { SdkClientConfig } from "./protocols/sdk-options.js";
import { protocolStack } from "./client-stack.js";
import { chatWithRetries, type RetryingContext } from "./retrying-client.js";
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from "./retry-policy.js";

export const OPENAI_BASE_URL = "https://api.openai.com/v1";
export const ANTHROPIC_BASE_URL = "https://api.anthropic.com";
export const DEFAULT_DEADLINE_MS = DEFAULTS.requestDeadlineSeconds * 1000;
export const DEFAULT_MAX_REPLY_BYTES = 8 * 1024 * 1024;

export interface LlmClientOptions {
  /** Default: OpenAI. Always passed to the SDK, so it never falls back to the environment. */
  baseURL?: string;
  /** @deprecated Use `baseURL` (the SDK's spelling); `baseUrl` still works and `baseURL` wins. */
  baseUrl?: string;
  /** From `resolveEndpoint`. Missing: the placeholder key with a custom baseUrl, else MissingApiKeyError. */
  apiKey?: string;
  /** Per attempt: until the reply starts, and then between two stream chunks. Default 10 minutes. */
  timeoutMs?: number;
  /** Total time for one chat() call, retries and waits included (a server that drips forever still
   *  ends). Default 15 minutes. */
  deadlineMs?: number;
  /** Most reply bytes accepted from one request; more aborts it with an error. Default 8 MiB. */
  maxReplyBytes?: number;
  /** Shorthand for `retry.maxRetries`. */
  maxRetries?: number;
  retry?: Partial<RetryPolicy>;
  /** false: the server's TLS certificate is not checked (self-signed proxies). Default true. */
  verifySsl?: boolean;
  /** Told about deprecated options; without it, Node's own deprecation warning is emitted once. */
  onWarning?: (message: string) => void;
  /** Told before each wait; the caller may report "retrying in 2 s (HTTP 429)". */
  onRetry?: (notice: RetryNotice) => void;
  /** Extra headers on every request; null removes a default one (Azure sends no Authorization). */
  headers?: Record<string, string | null>;
  /** The session's configured keys: masked in every message sent and every error, besides this
   *  client's own key (a chat file that holds a key never carries it to the model). */
  secrets?: readonly string[];
  /** The wire protocol. Absent: the one `model`'s settings and provider call for, else chat completions. */
  protocol?: Protocol;
  /** Picks the protocol when `protocol` is absent (`claude-…` → Anthropic Messages, `gpt-5-codex` →
   *  Responses); requests still name their own model. */
  model?: string;
  /** A key that stays the same for a session, sent as OpenAI's `prompt_cache_key` (Responses always;
   *  chat completions when `sendPromptCacheKey`). */
  promptCacheKey?: string;
  /** Send `promptCacheKey` in chat-completion bodies: only OpenAI's own endpoint takes it. */
  sendPromptCacheKey?: boolean;
}

export interface RetryNotice {
  /** The attempt that failed (1-based). */
  attempt: number;
  delayMs: number;
  /** "HTTP 429", "timeout" or "connection error". */
  reason: string;
}

/** Where a request goes: its protocol and the URL it is posted to. */
export interface LlmRoute {
  protocol: Protocol;
  endpointUrl: string;
}

/** What the coders, eval and the CLI call. The concerns every client shares (reasoning tags,
 *  continuation, abort estimates, creation on first use) are middleware (middleware.ts), composed in
 *  client-stack.ts, not methods each client re-implements. */
export interface LlmClient {
  chat(request: ChatRequest): Promise<ChatResult>;
  /** The protocol and URL a request for `model` (with its settings' `api`) would use; sends nothing. */
  route?(model: string, api?: Protocol | null): LlmRoute;
}

/** A client of one protocol at one base URL (createLlmClient). */
export interface ProtocolClient extends LlmClient {
  readonly baseURL: string;
  readonly protocol: Protocol;
  /** Where every request is posted. */
  readonly endpointUrl: string;
  route(model?: string, api?: Protocol | null): LlmRoute;
}

let baseUrlNoted = false;

export function createLlmClient(options: LlmClientOptions): ProtocolClient {
  if (options.baseUrl !== undefined) noteBaseUrl(options.onWarning);
  const protocol = options.protocol ?? (options.model ? protocolForModel(options.model) : "chat");
  const defaultBase = protocol === "anthropic" ? ANTHROPIC_BASE_URL : OPENAI_BASE_URL;
  // Anthropic's own endpoint needs Anthropic's key: say so, not OpenAI's rules (a custom base may need none).
  const given = (value: string | undefined) => value !== undefined && value.trim() !== "";
  if (protocol === "anthropic" && !given(options.apiKey) && !given(options.baseURL ?? options.baseUrl)) {
    throw new MissingApiKeyError("anthropic", ["ANTHROPIC_API_KEY"]);
  }
  const { baseUrl = defaultBase, apiKey } = resolveEndpoint({
    flagBase: options.baseURL ?? options.baseUrl,
    flagKey: options.apiKey,
  });
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const timeoutMs = Math.min(options.timeoutMs ?? 600_000, deadlineMs);
  const maxReplyBytes = options.maxReplyBytes ?? DEFAULT_MAX_REPLY_BYTES;
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  if (options.maxRetries !== undefined) policy.maxRetries = options.maxRetries;
  const adapter = ADAPTERS[protocol]({
    baseURL: baseUrl,
    apiKey,
    timeoutMs,
    maxReplyBytes,
    headers: options.headers,
    verifySsl: options.verifySsl,
    promptCacheKey: options.promptCacheKey,
    sendPromptCacheKey: options.sendPromptCacheKey,
  });
  const context: RetryingContext = {
    adapter,
    timeoutMs,
    deadlineMs,
    maxReplyBytes,
    policy,
    onRetry: options.onRetry,
    secrets: [apiKey, ...(options.secrets ?? [])],
  };
  const { chat } = protocolStack({ chat: (request) => chatWithRetries(context, request) });
  return {
    baseURL: baseUrl,
    protocol,
    endpointUrl: adapter.endpointUrl,
    route: () => ({ protocol, endpointUrl: adapter.endpointUrl }),
    chat,
  };
}

const ADAPTERS: Readonly<Record<Protocol, (config: SdkClientConfig) => ProtocolAdapter>> = {
  chat: chatCompletionsAdapter,
  responses: responsesAdapter,
  anthropic: anthropicMessagesAdapter,
};

/** A client that speaks chat completions, whatever the model. */
export function createChatCompletionsClient(options: Omit<LlmClientOptions, "protocol">): ProtocolClient {
  return createLlmClient({ ...options, protocol: "chat" });
}

/** A client that speaks OpenAI's Responses API, whatever the model. */
export function createResponsesClient(options: Omit<LlmClientOptions, "protocol">): ProtocolClient {
  return createLlmClient({ ...options, protocol: "responses" });
}

/** A client that speaks Anthropic's Messages API, whatever the model. */
export function createAnthropicClient(options: Omit<LlmClientOptions, "protocol">): ProtocolClient {
  return createLlmClient({ ...options, protocol: "anthropic" });
}

const BASE_URL_NOTE = "createLlmClient option baseUrl is deprecated: use baseURL";

function noteBaseUrl(onWarning: ((message: string) => void) | undefined): void {
  if (onWarning) return onWarning(BASE_URL_NOTE);
  if (baseUrlNoted) return;
  baseUrlNoted = true;
  // Node's own deprecation channel: shown once, silenced by --no-deprecation like any other.
  process.emitWarning(BASE_URL_NOTE, { type: "DeprecationWarning", code: "KERF_BASEURL" });
}
