// The OpenAI-compatible chat client: one call → one complete or explicitly partial reply, with
// bounded retries. Knows nothing of edit formats; never prints; the key never leaves in any error.
import type OpenAI from "openai";
import { AttemptGuard } from "./attempt-guard.js";
import { cappedFetch } from "./capped-fetch.js";
import { resolveEndpoint } from "./endpoint.js";
import { insecureFetch } from "./insecure-fetch.js";
import { classifyFailure, isRetryable, toLlmError, type AttemptFailure } from "./attempt-failure.js";
import type { ChatRequest, ChatResult } from "../core/chat-types.js";
import { DEFAULTS } from "../core/defaults.js";
import { DeltaCallbackError, readCompletion, readStream, type RawReply } from "./read-reply.js";
import { stripReasoning } from "./reasoning.js";
import { shapeRequest } from "./request-shape.js";
import { DEFAULT_RETRY_POLICY, retryDelayMs, sleep, type RetryPolicy } from "./retry-policy.js";
import { ZERO_USAGE } from "./usage.js";
import { maskDeep, maskKeys } from "../trust/secret-mask.js";

export const OPENAI_BASE_URL = "https://api.openai.com/v1";
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
}

export interface RetryNotice {
  /** The attempt that failed (1-based). */
  attempt: number;
  delayMs: number;
  /** "HTTP 429", "timeout" or "connection error". */
  reason: string;
}

export interface LlmClient {
  readonly baseURL: string;
  /** @deprecated Use `baseURL`. */
  readonly baseUrl: string;
  chat(request: ChatRequest): Promise<ChatResult>;
}

let baseUrlNoted = false;

export function createLlmClient(options: LlmClientOptions): LlmClient {
  if (options.baseUrl !== undefined) noteBaseUrl(options.onWarning);
  const { baseUrl = OPENAI_BASE_URL, apiKey } = resolveEndpoint({
    flagBase: options.baseURL ?? options.baseUrl,
    flagKey: options.apiKey,
  });
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const timeoutMs = Math.min(options.timeoutMs ?? 600_000, deadlineMs);
  const maxReplyBytes = options.maxReplyBytes ?? DEFAULT_MAX_REPLY_BYTES;
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  if (options.maxRetries !== undefined) policy.maxRetries = options.maxRetries;
  // The SDK loads on the first request, not at start: requiring it costs more than the rest of the
  // CLI's start-up before the first prompt (npm run bench cli-start).
  let client: OpenAI | undefined;
  const sdk = (): OpenAI =>
    (client ??= new (loadSdk())({
      baseURL: baseUrl,
      apiKey,
      organization: null,
      project: null,
      webhookSecret: null,
      maxRetries: 0,
      timeout: timeoutMs,
      logLevel: "off",
      defaultHeaders: options.headers,
      // JSON escaping can double the text; the cap on the text itself is applied after parsing.
      fetch: cappedFetch(2 * maxReplyBytes + 65_536, options.verifySsl === false ? insecureFetch : fetch),
    }));
  const context: ChatContext = {
    sdk,
    timeoutMs,
    deadlineMs,
    maxReplyBytes,
    policy,
    options,
    secrets: [apiKey, ...(options.secrets ?? [])],
  };
  return { baseURL: baseUrl, baseUrl, chat: (request) => chatWithRetries(context, request) };
}

function loadSdk(): typeof OpenAI {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require("openai") as typeof import("openai")).default;
}

interface ChatContext {
  sdk: () => OpenAI;
  timeoutMs: number;
  deadlineMs: number;
  maxReplyBytes: number;
  policy: RetryPolicy;
  options: LlmClientOptions;
  secrets: readonly string[];
}

async function chatWithRetries(context: ChatContext, request: ChatRequest): Promise<ChatResult> {
  const { policy, timeoutMs } = context;
  const started = Date.now();
  const deadlineAt = started + context.deadlineMs;
  const errorContext = (attempts: number) => ({
    attempts,
    timeoutMs,
    deadlineMs: context.deadlineMs,
    maxReplyBytes: context.maxReplyBytes,
    secrets: context.secrets,
  });
  for (let attempt = 1; ; attempt++) {
    const outcome = await runAttempt(context, request, deadlineAt);
    if (!("kind" in outcome)) return toResult(outcome, attempt, request.settings?.reasoningTag);
    if (outcome.kind === "aborted") return abortedResult(attempt);
    const now = Date.now();
    const delayMs = retryDelayMs({ retry: attempt, policy, headers: headersOf(outcome), now });
    const inBudget =
      attempt <= policy.maxRetries &&
      now - started + delayMs <= policy.maxTotalMs &&
      now + delayMs < deadlineAt;
    if (!isRetryable(outcome) || !inBudget) throw toLlmError(outcome, errorContext(attempt));
    context.options.onRetry?.({ attempt, delayMs, reason: reasonOf(outcome) });
    await sleep(delayMs, request.signal);
    if (request.signal?.aborted) return abortedResult(attempt);
  }
}

async function runAttempt(
  context: ChatContext,
  request: ChatRequest,
  deadlineAt: number,
): Promise<RawReply | AttemptFailure> {
  const messages = maskDeep(request.messages, (text) => maskKeys(text, context.secrets));
  const shaped = shapeRequest({ ...request, messages });
  const guard = new AttemptGuard(request.signal, context.timeoutMs, {
    deadlineAt,
    maxReplyBytes: context.maxReplyBytes,
  });
  const callOptions = { signal: guard.signal, maxRetries: 0, timeout: context.timeoutMs };
  try {
    if (shaped.stream) {
      const body = shaped.body as unknown as OpenAI.ChatCompletionCreateParamsStreaming;
      const stream = await context.sdk().chat.completions.create(body, callOptions);
      return await readStream(stream, guard, request.onDelta);
    }
    const body = shaped.body as unknown as OpenAI.ChatCompletionCreateParamsNonStreaming;
    return readCompletion(await context.sdk().chat.completions.create(body, callOptions), guard);
  } catch (error) {
    // A throwing onDelta is the caller's bug: it must surface as it is, never be retried.
    if (error instanceof DeltaCallbackError) throw error.cause;
    return classifyFailure(error, guard);
  } finally {
    guard.dispose();
  }
}

function toResult(raw: RawReply, attempts: number, reasoningTag: string | undefined): ChatResult {
  const toolCallsOnly = raw.finishReason === "tool_calls" && raw.text.trim() === "";
  const partialReason =
    raw.brokenReason ??
    (raw.finishReason === "length" ? "length" : toolCallsOnly ? "tool-calls-only" : undefined);
  return {
    text: stripReasoning(raw.text, reasoningTag),
    rawText: raw.text,
    finishReason: raw.finishReason,
    usage: raw.usage,
    partial: partialReason !== undefined,
    ...(partialReason ? { partialReason } : {}),
    attempts,
  };
}

function abortedResult(attempts: number): ChatResult {
  const usage = { ...ZERO_USAGE };
  return {
    text: "",
    rawText: "",
    finishReason: null,
    usage,
    partial: true,
    partialReason: "aborted",
    attempts,
  };
}

function headersOf(failure: AttemptFailure): Headers | undefined {
  return failure.kind === "status" ? failure.headers : undefined;
}

function reasonOf(failure: AttemptFailure): string {
  if (failure.kind === "status") return `HTTP ${failure.status}`;
  return failure.kind === "timeout" ? "timeout" : "connection error";
}

const BASE_URL_NOTE = "createLlmClient option baseUrl is deprecated: use baseURL";

function noteBaseUrl(onWarning: ((message: string) => void) | undefined): void {
  if (onWarning) return onWarning(BASE_URL_NOTE);
  if (baseUrlNoted) return;
  baseUrlNoted = true;
  // Node's own deprecation channel: shown once, silenced by --no-deprecation like any other.
  process.emitWarning(BASE_URL_NOTE, { type: "DeprecationWarning", code: "KERF_BASEURL" });
}
