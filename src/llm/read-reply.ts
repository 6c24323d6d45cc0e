// Collects one attempt's reply (a stream of chunks or a single completion) into text, finish reason
// and usage. A stream that stops early after some text is a partial reply, never an exception.
import type { ChatCompletion, ChatCompletionChunk } from "openai/resources/chat/completions";
import type { AttemptGuard } from "./attempt-guard.js";
import type { PartialReason } from "../core/chat-types.js";
import { usageFromApi, ZERO_USAGE, type Usage } from "./usage.js";

export interface RawReply {
  text: string;
  finishReason: string | null;
  usage: Usage;
  /** Set when the stream stopped before the server said it was finished. */
  brokenReason?: PartialReason;
}

/** Wraps an exception thrown by the caller's onDelta, so it is not taken for a network failure. */
export class DeltaCallbackError extends Error {
  override name = "DeltaCallbackError";
}

/** Thrown when the reply passed the client's byte cap; the request was aborted. */
export class ReplyCapError extends Error {
  override name = "ReplyCapError";
}

/** Thrown when a stream failed before any text arrived: safe to retry, nothing was shown. */
export class EmptyStreamError extends Error {
  override name = "EmptyStreamError";
}

export async function readStream(
  stream: AsyncIterable<ChatCompletionChunk>,
  guard: AttemptGuard,
  onDelta?: (text: string) => void,
): Promise<RawReply> {
  const reply: RawReply = { text: "", finishReason: null, usage: { ...ZERO_USAGE } };
  try {
    for await (const chunk of stream) {
      guard.touch();
      if (chunk.usage) reply.usage = usageFromApi(chunk.usage);
      const choice = chunk.choices[0];
      const delta = choice?.delta?.content;
      if (delta) {
        if (!guard.count(Buffer.byteLength(delta))) throw new ReplyCapError("reply too large");
        reply.text += delta;
        deliver(delta, onDelta);
      }
      if (choice?.finish_reason) reply.finishReason = choice.finish_reason;
    }
  } catch (error) {
    // The deadline and the byte cap refuse the reply outright: it must not pass for a partial one.
    if (error instanceof DeltaCallbackError || guard.limitHit) throw error;
    if (reply.text === "" && !guard.userAborted) throw error;
    return { ...reply, brokenReason: brokenReason(guard, error) };
  }
  // An aborted SDK stream may just end: the deadline and the cap must still refuse the reply.
  if (guard.limitHit) throw new ReplyCapError(guard.overCap ? "reply too large" : "deadline passed");
  if (reply.finishReason !== null) return reply;
  if (reply.text === "" && !guard.userAborted) {
    throw new EmptyStreamError("The stream ended before any reply text.");
  }
  return { ...reply, brokenReason: brokenReason(guard) };
}

export function readCompletion(completion: ChatCompletion, guard: AttemptGuard): RawReply {
  const choice = completion.choices[0];
  if (!guard.count(Buffer.byteLength(choice?.message?.content ?? "")))
    throw new ReplyCapError("reply too large");
  return {
    text: choice?.message?.content ?? "",
    finishReason: choice?.finish_reason ?? null,
    usage: usageFromApi(completion.usage),
  };
}

function brokenReason(guard: AttemptGuard, error?: unknown): PartialReason {
  if (guard.userAborted) return "aborted";
  if (guard.timedOut) return "idle-timeout";
  // The SDK parses each SSE data line with JSON.parse; a bad line surfaces as its SyntaxError.
  return error instanceof SyntaxError || (error as Error | undefined)?.name === "SyntaxError"
    ? "malformed-stream"
    : "stream-broken";
}

function deliver(delta: string, onDelta: ((text: string) => void) | undefined): void {
  try {
    onDelta?.(delta);
  } catch (error) {
    throw new DeltaCallbackError("onDelta threw", { cause: error });
  }
}
