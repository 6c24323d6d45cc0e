// Collects an OpenAI Responses reply (the typed SSE events of a stream, or one Response) into a RawReply:
// output text is the reply, encrypted reasoning items are kept for the next request of the turn, usage
// counts cached and reasoning tokens, and the end is named in kerf's words: `incomplete` for the output
// limit or the content filter, `refusal` parts (the reply, marked as a refusal), and `response.failed`
// or an `error` event as the server's failure, transient only for the codes OpenAI documents so.
import type { AttemptGuard } from "../attempt-guard.js";
import type { ReplyFinish } from "../../core/chat-types.js";
import { appendText, endBroken, endStream, ReplyCapError, type RawReply } from "../read-reply.js";
import { ServerFailure, wordsOf } from "../server-failure.js";
import type { ToolCall } from "../../core/tool-types.js";
import { ToolCallParts } from "../tool-call-parts.js";
import { ZERO_USAGE, type Usage } from "../usage.js";

type Event = { type: string; [key: string]: unknown };
type ResponseObject = {
  status?: unknown;
  output?: unknown;
  usage?: unknown;
  error?: unknown;
  incomplete_details?: { reason?: unknown } | null;
};

/** `incomplete_details.reason` in kerf's words. */
const INCOMPLETE: Readonly<Record<string, ReplyFinish>> = {
  max_output_tokens: "length",
  content_filter: "content-filter",
};

/** The `response.failed` / `error` codes OpenAI documents as passing: a retry may succeed. */
const TRANSIENT = new Set(["server_error", "rate_limit_exceeded", "vector_store_timeout"]);

export async function readResponsesStream(
  stream: AsyncIterable<Event>,
  guard: AttemptGuard,
  onDelta: ((text: string) => void) | undefined,
): Promise<RawReply> {
  const reply: RawReply = { text: "", finishReason: null, usage: { ...ZERO_USAGE }, replay: [] };
  const calls = new ToolCallParts(guard);
  let refusal = "";
  try {
    for await (const event of stream) {
      guard.touch();
      if (event.type === "response.output_text.delta" && typeof event.delta === "string") {
        appendText(reply, event.delta, guard, onDelta);
      } else if (event.type === "response.refusal.delta" && typeof event.delta === "string") {
        // The refusal is the reply a person reads; finish() marks it as a refusal.
        refusal += event.delta;
        appendText(reply, event.delta, guard, onDelta);
      } else if (
        event.type === "response.refusal.done" &&
        refusal === "" &&
        typeof event.refusal === "string"
      ) {
        refusal = event.refusal;
        appendText(reply, refusal, guard, onDelta);
      } else if (CALL_DELTAS.has(event.type) && typeof event.delta === "string") {
        calls.add(callKey(event), event.delta);
        reply.toolCalls = calls.list();
      } else if (event.type === "response.output_item.added") {
        openCall(calls, event);
        reply.toolCalls = calls.list();
      } else if (event.type === "response.output_item.done") {
        // A refusal part that came whole, without refusal events, is read from the finished message.
        const whole = refusal === "" ? refusalText((event.item ?? {}) as Event) : "";
        if (whole !== "") {
          refusal = whole;
          appendText(reply, whole, guard, onDelta);
        }
        keepReasoning(reply, event.item);
        const call = toolCallOf(event.item);
        if (call) calls.finish(callKey(event), call);
        reply.toolCalls = calls.list();
      } else if (event.type === "response.completed" || event.type === "response.incomplete") {
        finish(reply, event.response as ResponseObject, refusal);
      } else if (event.type === "response.failed") {
        throw failureOf(((event.response ?? {}) as ResponseObject).error);
      } else if (event.type === "error") {
        throw failureOf(event);
      }
    }
  } catch (error) {
    return endBroken(reply, guard, error);
  }
  return endStream(reply, guard);
}

export function readResponse(response: ResponseObject, guard: AttemptGuard): RawReply {
  // A failed response never reaches the files, streamed or not.
  if (response.status === "failed") throw failureOf(response.error);
  const reply: RawReply = { text: "", finishReason: null, usage: { ...ZERO_USAGE }, replay: [] };
  const calls = new ToolCallParts(guard);
  let refusal = "";
  for (const [index, item] of (Array.isArray(response.output)
    ? (response.output as Event[])
    : []
  ).entries()) {
    if (item.type === "message") reply.text += messageText(item);
    if (item.type === "message") refusal += refusalText(item);
    keepReasoning(reply, item);
    const call = toolCallOf(item);
    if (call) calls.finish(index, call);
  }
  if (!guard.count(Buffer.byteLength(reply.text))) throw new ReplyCapError("reply too large");
  const toolCalls = calls.list();
  if (toolCalls) reply.toolCalls = toolCalls;
  finish(reply, response, refusal);
  return reply;
}

/** A failed response or an error event as the server's failure, with its code and message. */
function failureOf(error: unknown): ServerFailure {
  const words = wordsOf(error) ?? {};
  return new ServerFailure(words, TRANSIENT.has(words.code ?? ""));
}

/** Responses usage: input tokens include the cached ones; output tokens include the reasoning. */
export function responsesUsage(raw: unknown): Usage {
  const u = (raw ?? {}) as Record<string, unknown>;
  const input = (u.input_tokens_details ?? {}) as Record<string, unknown>;
  const output = (u.output_tokens_details ?? {}) as Record<string, unknown>;
  const reasoningTokens = count(output.reasoning_tokens);
  return {
    promptTokens: count(u.input_tokens),
    completionTokens: count(u.output_tokens),
    cachedTokens: count(input.cached_tokens),
    cacheWriteTokens: 0,
    ...(reasoningTokens > 0 ? { reasoningTokens } : {}),
  };
}

/** The response's end in kerf's words: a refusal part makes the reply a refusal, whatever the status. */
function finish(reply: RawReply, response: ResponseObject, refusal: string): void {
  reply.usage = responsesUsage(response.usage);
  if (refusal !== "") {
    reply.finishReason = "refusal";
    reply.words = { message: refusal };
  } else if (response.status === "completed") {
    reply.finishReason = "stop";
  } else if (response.status === "incomplete") {
    const reason = response.incomplete_details?.reason;
    reply.finishReason = INCOMPLETE[String(reason)] ?? "error";
    if (reply.finishReason === "error") reply.words = { code: String(reason ?? "incomplete") };
  } else {
    // cancelled, queued, in_progress: not a finished reply.
    reply.finishReason = "error";
    reply.words = { message: `the response ended with status ${String(response.status ?? "unknown")}` };
  }
}

/** Reasoning goes back as it came, less its id and status: nothing is stored at OpenAI (store: false). */
function keepReasoning(reply: RawReply, item: unknown): void {
  const record = item as Event | undefined;
  if (record?.type !== "reasoning" || typeof record.encrypted_content !== "string") return;
  const { id: _id, status: _status, ...rest } = record;
  (reply.replay ??= []).push(rest);
}

/** The stream events that carry a piece of a call's arguments or input. */
const CALL_DELTAS = new Set([
  "response.function_call_arguments.delta",
  "response.custom_tool_call_input.delta",
]);

/** Output items are told apart by their index in the output (item ids may be absent). */
function callKey(event: Event): string | number {
  return typeof event.output_index === "number" ? event.output_index : String(event.item_id ?? "");
}

function openCall(calls: ToolCallParts, event: Event): void {
  const item = (event.item ?? {}) as Event;
  const type = CALL_TYPES[item.type];
  if (!type) return;
  calls.open(callKey(event), {
    id: typeof item.call_id === "string" ? item.call_id : "",
    name: typeof item.name === "string" ? item.name : type === "apply_patch" ? "apply_patch" : "",
    type,
  });
}

const CALL_TYPES: Readonly<Record<string, ToolCall["type"]>> = {
  function_call: "function",
  custom_tool_call: "custom",
  apply_patch_call: "apply_patch",
};

/** A finished call item in kerf's terms; undefined for any other item. */
function toolCallOf(value: unknown): ToolCall | undefined {
  const item = (value ?? {}) as Event;
  const type = CALL_TYPES[item.type];
  if (!type) return undefined;
  const id = typeof item.call_id === "string" ? item.call_id : "";
  if (type === "apply_patch") {
    return { id, name: "apply_patch", type, input: JSON.stringify(item.operation ?? {}) };
  }
  const input = type === "custom" ? item.input : item.arguments;
  return {
    id,
    name: typeof item.name === "string" ? item.name : "",
    type,
    input: typeof input === "string" ? input : "",
  };
}

/** A message's text: its output_text parts, and its refusal parts (the refusal is the reply). */
function messageText(item: Event): string {
  const parts = Array.isArray(item.content) ? (item.content as Event[]) : [];
  return parts
    .map((part) => (part.type === "output_text" ? String(part.text ?? "") : ""))
    .concat(refusalText(item))
    .join("");
}

function refusalText(item: Event): string {
  const parts = Array.isArray(item.content) ? (item.content as Event[]) : [];
  return parts.map((part) => (part.type === "refusal" ? String(part.refusal ?? "") : "")).join("");
}

function count(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : 0;
}
