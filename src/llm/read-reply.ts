// The end of one attempt's reply, shared by every protocol's reader: text counted against the cap and
// handed to the caller, and a stream that stops early after some text kept as a partial reply, never
// an exception. The readers themselves live in protocols/.
import type { AttemptGuard } from "./attempt-guard.js";
import type { PartialReason, ProviderWords, ReplyFinish } from "../core/chat-types.js";
import type { ToolCall } from "../core/tool-types.js";
import { ServerFailure } from "./server-failure.js";
import type { Usage } from "./usage.js";

export interface RawReply {
  text: string;
  /** How the reply ended, mapped by its protocol from the provider's own value. */
  finishReason: ReplyFinish | null;
  usage: Usage;
  /** Set when the stream stopped before the server said it was finished. */
  brokenReason?: PartialReason;
  /** The provider's words: an error event's, a refusal's explanation, a filter's reason. */
  words?: ProviderWords;
  /** Thinking text (Anthropic thinking blocks), kept apart from the reply. */
  thinking?: string;
  /** Opaque items to send back on the next request of the same turn (Responses reasoning). */
  replay?: unknown[];
  /** Tool calls, in the order the reply made them. */
  toolCalls?: ToolCall[];
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

/** Adds one piece of reply text: counted against the cap, then handed to the caller. */
export function appendText(
  reply: RawReply,
  delta: string,
  guard: AttemptGuard,
  onDelta: ((text: string) => void) | undefined,
): void {
  if (!guard.count(Buffer.byteLength(delta))) throw new ReplyCapError("reply too large");
  reply.text += delta;
  deliver(delta, onDelta);
}

/** A stream that threw: refused (limit, no text yet) or kept as a partial reply naming why. */
export function endBroken(reply: RawReply, guard: AttemptGuard, error: unknown): RawReply {
  // The deadline and the byte cap refuse the reply outright: it must not pass for a partial one.
  if (error instanceof DeltaCallbackError || guard.limitHit) throw error;
  if (reply.text === "" && !guard.userAborted) throw error;
  if (error instanceof ServerFailure && !guard.userAborted && !guard.timedOut) {
    return { ...reply, finishReason: "error", brokenReason: "server-error", words: error.words };
  }
  return { ...reply, brokenReason: brokenReason(guard, error) };
}

/** A stream that ended: complete when the server said it was finished, else partial or refused. */
export function endStream(reply: RawReply, guard: AttemptGuard): RawReply {
  // An aborted SDK stream may just end: the deadline and the cap must still refuse the reply.
  if (guard.limitHit) throw new ReplyCapError(guard.overCap ? "reply too large" : "deadline passed");
  if (reply.finishReason !== null) return reply;
  if (reply.text === "" && !guard.userAborted) {
    throw new EmptyStreamError("The stream ended before any reply text.");
  }
  return { ...reply, brokenReason: brokenReason(guard) };
}

function brokenReason(guard: AttemptGuard, error?: unknown): PartialReason {
  if (guard.userAborted) return "aborted";
  if (guard.timedOut) return "idle-timeout";
  // The SDK parses each SSE data line with JSON.parse; a bad line surfaces as its SyntaxError.
  return error instanceof SyntaxError || (error as Error | undefined)?.name === "SyntaxError"
    ? "malformed-stream"
    : "stream-broken";
}

export function deliver(delta: string, onDelta: ((text: string) => void) | undefined): void {
  try {
    onDelta?.(delta);
  } catch (error) {
    throw new DeltaCallbackError("onDelta threw", { cause: error });
  }
}
