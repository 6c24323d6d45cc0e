// Collects one attempt's reply (a stream of chunks or a single completion) into text, finish reason
// and usage. A stream that stops early after some text is a partial reply, never an exception.
import type { ChatCompletion, ChatCompletionChunk } from "openai/resources/chat/completions";
import type { AttemptGuard } from "./attempt-guard.js";
import type { PartialReason } from "../core/chat-types.js";
import type { ToolCall } from "../core/tool-types.js";
import { ToolCallParts } from "./tool-call-parts.js";
import { usageFromApi, ZERO_USAGE, type Usage } from "./usage.js";

export interface RawReply {
  text: string;
  finishReason: string | null;
  usage: Usage;
  /** Set when the stream stopped before the server said it was finished. */
  brokenReason?: PartialReason;
  /** The server's error event text, when one ended the stream. */
  errorDetail?: string;
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

export async function readStream(
  stream: AsyncIterable<ChatCompletionChunk>,
  guard: AttemptGuard,
  onDelta?: (text: string) => void,
): Promise<RawReply> {
  const reply: RawReply = { text: "", finishReason: null, usage: { ...ZERO_USAGE } };
  const calls = new ToolCallParts(guard);
  try {
    for await (const chunk of stream) {
      guard.touch();
      if (chunk.usage) reply.usage = usageFromApi(chunk.usage);
      const choice = chunk.choices[0];
      const delta = choice?.delta?.content;
      if (delta) appendText(reply, delta, guard, onDelta);
      if (choice?.delta?.tool_calls?.length) {
        for (const part of choice.delta.tool_calls) addCallDelta(calls, part);
        reply.toolCalls = calls.list();
      }
      if (choice?.finish_reason) reply.finishReason = choice.finish_reason;
    }
  } catch (error) {
    return endBroken(reply, guard, error);
  }
  return endStream(reply, guard);
}

/** One streamed piece of a tool call: its index says which call; id, name and type come first. */
function addCallDelta(calls: ToolCallParts, part: ChatCompletionChunk.Choice.Delta.ToolCall): void {
  const custom = (part as { custom?: { name?: string; input?: string } }).custom;
  const type = (part as { type?: string }).type === "custom" || custom ? "custom" : "function";
  calls.open(part.index, {
    ...(part.id ? { id: part.id } : {}),
    ...(part.function?.name || custom?.name ? { name: part.function?.name ?? custom?.name } : {}),
    type,
  });
  const fragment = part.function?.arguments ?? custom?.input;
  if (fragment) calls.add(part.index, fragment);
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
  const detail = serverErrorDetail(error);
  if (detail !== undefined && !guard.userAborted && !guard.timedOut) {
    return { ...reply, brokenReason: "server-error", errorDetail: detail };
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

/** An error event inside a stream (the SDKs throw it with the server's body and no status). */
function serverErrorDetail(error: unknown): string | undefined {
  const e = error as { status?: unknown; error?: unknown; message?: unknown } | null;
  if (!e || typeof e !== "object" || e.status !== undefined || e.error === undefined) return undefined;
  const body = (e.error ?? {}) as { type?: unknown; message?: unknown; error?: unknown };
  const inner = (typeof body.error === "object" && body.error !== null ? body.error : body) as {
    type?: unknown;
    code?: unknown;
    message?: unknown;
  };
  const kind = typeof inner.type === "string" ? inner.type : typeof inner.code === "string" ? inner.code : "";
  const message = typeof inner.message === "string" ? inner.message : "";
  const detail = [kind, message].filter((part) => part !== "").join(": ");
  return detail === "" ? "an error event" : detail;
}

export function readCompletion(completion: ChatCompletion, guard: AttemptGuard): RawReply {
  const choice = completion.choices[0];
  if (!guard.count(Buffer.byteLength(choice?.message?.content ?? "")))
    throw new ReplyCapError("reply too large");
  const calls = new ToolCallParts(guard);
  (choice?.message?.tool_calls ?? []).forEach((call, index) => {
    const custom = call.type === "custom" ? call.custom : undefined;
    const named = call.type === "function" ? call.function : undefined;
    calls.open(index, {
      id: call.id,
      name: named?.name ?? custom?.name ?? "",
      type: custom ? "custom" : "function",
    });
    calls.add(index, named?.arguments ?? custom?.input ?? "");
  });
  const toolCalls = calls.list();
  return {
    text: choice?.message?.content ?? "",
    finishReason: choice?.finish_reason ?? null,
    usage: usageFromApi(completion.usage),
    ...(toolCalls ? { toolCalls } : {}),
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

export function deliver(delta: string, onDelta: ((text: string) => void) | undefined): void {
  try {
    onDelta?.(delta);
  } catch (error) {
    throw new DeltaCallbackError("onDelta threw", { cause: error });
  }
}
