// The protocol-neutral half of every client: masks secrets in what is sent, runs each attempt under its
// guard (idle timeout, deadline, reply cap), retries what may be retried inside the deadline, and turns
// the last failure into a kerf error. The protocol adapter only translates. Never prints.
import { AttemptGuard } from "./attempt-guard.js";
import { callOptions } from "./call-options.js";
import { classifyFailure, isRetryable, toLlmError, type AttemptFailure } from "./attempt-failure.js";
import { INCOMPLETE_FINISH, type ChatRequest, type ChatResult } from "../core/chat-types.js";
import type { ProtocolAdapter } from "./protocol.js";
import { DeltaCallbackError, type RawReply } from "./read-reply.js";
import { hasToolMessages, toolMessagesAsText } from "./tool-text.js";
import { retryDelayMs, sleep, type RetryPolicy } from "./retry-policy.js";
import { ZERO_USAGE } from "./usage.js";
import { maskDeep, maskKeys } from "../trust/secret-mask.js";
import { scrubWords } from "./scrub.js";

export interface RetryingContext {
  adapter: ProtocolAdapter;
  timeoutMs: number;
  deadlineMs: number;
  maxReplyBytes: number;
  policy: RetryPolicy;
  onRetry?: (notice: { attempt: number; delayMs: number; reason: string }) => void;
  secrets: readonly string[];
}

export async function chatWithRetries(context: RetryingContext, request: ChatRequest): Promise<ChatResult> {
  const { policy, timeoutMs } = context;
  const started = Date.now();
  const deadlineAt = started + context.deadlineMs;
  const errorContext = (attempts: number) => ({
    attempts,
    timeoutMs,
    deadlineMs: context.deadlineMs,
    url: context.adapter.endpointUrl,
    maxReplyBytes: context.maxReplyBytes,
    secrets: context.secrets,
  });
  for (let attempt = 1; ; attempt++) {
    const outcome = await runAttempt(context, request, deadlineAt);
    if (!("kind" in outcome)) return toResult(outcome, attempt, request, context.secrets);
    if (outcome.kind === "aborted") return abortedResult(attempt);
    const now = Date.now();
    const delayMs = retryDelayMs({ retry: attempt, policy, headers: headersOf(outcome), now });
    const inBudget =
      attempt <= policy.maxRetries &&
      now - started + delayMs <= policy.maxTotalMs &&
      now + delayMs < deadlineAt;
    if (!isRetryable(outcome) || !inBudget) throw toLlmError(outcome, errorContext(attempt));
    context.onRetry?.({ attempt, delayMs, reason: reasonOf(outcome) });
    await sleep(delayMs, request.signal);
    if (request.signal?.aborted) return abortedResult(attempt);
  }
}

async function runAttempt(
  context: RetryingContext,
  request: ChatRequest,
  deadlineAt: number,
): Promise<RawReply | AttemptFailure> {
  // Without tool definitions the protocols refuse tool messages: earlier calls travel as text then.
  const plain =
    request.tools || !hasToolMessages(request.messages)
      ? request.messages
      : toolMessagesAsText(request.messages);
  const messages = maskDeep(plain, (text) => maskKeys(text, context.secrets));
  const guard = new AttemptGuard(request.signal, context.timeoutMs, {
    deadlineAt,
    maxReplyBytes: context.maxReplyBytes,
  });
  const sdkOptions = { signal: guard.signal, maxRetries: 0 as const, timeout: context.timeoutMs };
  try {
    return await context.adapter.send({ ...request, messages }, { guard, callOptions: sdkOptions });
  } catch (error) {
    // A throwing onDelta is the caller's bug: it must surface as it is, never be retried.
    if (error instanceof DeltaCallbackError) throw error.cause;
    return classifyFailure(error, guard, context.adapter.errorClasses(), callOptions(request).stream);
  } finally {
    guard.dispose();
  }
}

function toResult(
  raw: RawReply,
  attempts: number,
  request: ChatRequest,
  secrets: readonly string[],
): ChatResult {
  // Calls to tools the request offered are a reply; calls nobody offered, with no text, are not.
  const answered = request.tools !== undefined && (raw.toolCalls?.length ?? 0) > 0;
  const toolCallsOnly = raw.finishReason === "tool-calls" && raw.text.trim() === "" && !answered;
  const partialReason =
    raw.brokenReason ??
    (raw.finishReason ? INCOMPLETE_FINISH[raw.finishReason] : undefined) ??
    (toolCallsOnly ? "tool-calls-only" : undefined);
  return {
    // The reasoning block is stripped by the reasoningTags middleware above.
    text: raw.text,
    rawText: raw.text,
    finishReason: raw.finishReason,
    usage: raw.usage,
    partial: partialReason !== undefined,
    ...(partialReason ? { partialReason } : {}),
    ...(raw.words ? { providerWords: scrubWords(raw.words, secrets) } : {}),
    ...(raw.thinking ? { thinking: raw.thinking } : {}),
    ...(raw.replay && raw.replay.length > 0 ? { replay: raw.replay } : {}),
    ...(answered ? { toolCalls: raw.toolCalls } : {}),
    attempts,
  };
}

function abortedResult(attempts: number): ChatResult {
  return {
    text: "",
    rawText: "",
    finishReason: null,
    usage: { ...ZERO_USAGE },
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
  if (failure.kind === "server") return failure.failure.words.code ?? "server error";
  return failure.kind === "timeout" ? "timeout" : "connection error";
}
