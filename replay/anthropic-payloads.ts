// The bodies an Anthropic Messages server sends (POST /v1/messages): the Message object, its content
// blocks, the named stream events, error bodies, usage. Pure builders; no network.
import { pieces, type Frame } from "./sse-frame.js";
import type { ScriptToolCall } from "./script-step.js";

type Json = Record<string, unknown>;

export interface AnthropicReply {
  /** msg_…; tool_use ids are made from it when a call has none. */
  id: string;
  model: string;
  text: string;
  thinking?: string;
  toolCalls: readonly ScriptToolCall[];
  /** Already in Anthropic's terms (end_turn, max_tokens, tool_use, refusal, …). */
  stopReason: string;
  /** A refusal's stop_details ({type: "refusal", category, explanation}); null otherwise, as the API sends. */
  stopDetails?: Json | null;
  usage: Json;
}

const ERROR_TYPES: Record<number, string> = {
  400: "invalid_request_error",
  401: "authentication_error",
  402: "billing_error",
  403: "permission_error",
  404: "not_found_error",
  413: "request_too_large",
  429: "rate_limit_error",
  500: "api_error",
  504: "timeout_error",
  529: "overloaded_error",
};

/** The non-streamed reply: one Message object. */
export function messageBody(reply: AnthropicReply): Json {
  const content = contentBlocks(reply).map(({ block }) => block);
  const stop = { stop_reason: reply.stopReason, stop_details: reply.stopDetails ?? null };
  return { ...messageShell(reply), content, ...stop, usage: reply.usage };
}

/** The whole stream: message_start, each block's start/deltas/stop (a ping after the first start),
 * message_delta with the stop reason and final output tokens, message_stop. */
export function messageFrames(reply: AnthropicReply, chunkChars: number): Frame[] {
  // At message_start the API has produced next to nothing: the final count comes in message_delta.
  const startUsage = { ...reply.usage, output_tokens: Math.min(1, Number(reply.usage.output_tokens ?? 0)) };
  const message = {
    ...messageShell(reply),
    content: [],
    stop_reason: null,
    stop_details: null,
    usage: startUsage,
  };
  const frames: Frame[] = [frame({ type: "message_start", message }, { head: true })];
  contentBlocks(reply).forEach(({ block, source }, index) => {
    frames.push(frame({ type: "content_block_start", index, content_block: startedBlock(block) }));
    if (index === 0) frames.push(frame({ type: "ping" }));
    for (const delta of blockDeltas(block, source, chunkChars)) {
      frames.push(
        frame({ type: "content_block_delta", index, delta }, { delta: delta.type !== "signature_delta" }),
      );
    }
    frames.push(frame({ type: "content_block_stop", index }));
  });
  const delta = {
    stop_reason: reply.stopReason,
    stop_sequence: null,
    stop_details: reply.stopDetails ?? null,
  };
  frames.push(frame({ type: "message_delta", delta, usage: deltaUsage(reply.usage) }));
  frames.push(frame({ type: "message_stop" }));
  return frames;
}

/** The error body, for an HTTP error and (as `event: error`) for a stream that fails. */
export function anthropicErrorBody(type: string, message: string, requestId: string): Json {
  return { type: "error", error: { type, message }, request_id: requestId };
}

export function errorFrame(type: string, message: string, requestId: string): Frame {
  return frame(anthropicErrorBody(type, message, requestId));
}

export function errorTypeFor(status: number): string {
  return ERROR_TYPES[status] ?? (status >= 500 ? "api_error" : "invalid_request_error");
}

export function statusForErrorType(type: string): number {
  const found = Object.entries(ERROR_TYPES).find(([, name]) => name === type);
  return found ? Number(found[0]) : 500;
}

/** The protocol-neutral finish reason in Anthropic's terms; other values pass unchanged. */
export function stopReasonFor(finishReason: string | undefined, hasToolCalls: boolean): string {
  if (finishReason === undefined) return hasToolCalls ? "tool_use" : "end_turn";
  const mapped: Record<string, string> = { stop: "end_turn", length: "max_tokens", tool_calls: "tool_use" };
  return mapped[finishReason] ?? finishReason;
}

/** Four characters a token, no cache activity. */
export function estimatedAnthropicUsage(promptChars: number, reply: Omit<AnthropicReply, "usage">): Json {
  const written =
    (reply.thinking ?? "") + reply.text + reply.toolCalls.map((call) => call.arguments).join("");
  return {
    input_tokens: Math.ceil(promptChars / 4),
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
    cache_creation: { ephemeral_5m_input_tokens: 0, ephemeral_1h_input_tokens: 0 },
    output_tokens: Math.max(1, Math.ceil(written.length / 4)),
    service_tier: "standard",
  };
}

function messageShell(reply: AnthropicReply): Json {
  return { id: reply.id, type: "message", role: "assistant", model: reply.model, stop_sequence: null };
}

/** Thinking first, then the text (left out when empty beside tool calls), then the tool_use blocks;
 * each with the text its deltas stream (a tool's arguments exactly as scripted). */
function contentBlocks(reply: AnthropicReply): { block: Json; source: string }[] {
  const blocks: { block: Json; source: string }[] = [];
  if (reply.thinking !== undefined) {
    // Opaque to the client, as the real signature is.
    const signature = Buffer.from(`scripted-signature:${reply.id}:${reply.thinking.length}`).toString(
      "base64",
    );
    blocks.push({ block: { type: "thinking", thinking: reply.thinking, signature }, source: reply.thinking });
  }
  if (reply.text !== "" || reply.toolCalls.length === 0)
    blocks.push({ block: { type: "text", text: reply.text, citations: null }, source: reply.text });
  reply.toolCalls.forEach((call, index) => {
    const id = call.id ?? `toolu_${reply.id.replace(/^msg_/, "")}_${index}`;
    const block = {
      type: "tool_use",
      id,
      name: call.name,
      input: parsedInput(call.arguments),
      caller: { type: "direct" },
    };
    blocks.push({ block, source: call.arguments });
  });
  return blocks;
}

/** A block as content_block_start shows it: nothing generated yet. */
function startedBlock(block: Json): Json {
  if (block.type === "thinking") return { type: "thinking", thinking: "", signature: "" };
  if (block.type === "text") return { type: "text", text: "" };
  return { ...block, input: {} };
}

function blockDeltas(block: Json, source: string, chunkChars: number): Json[] {
  const parts = pieces(source, chunkChars);
  if (block.type === "thinking") {
    const deltas = parts.map((thinking) => ({ type: "thinking_delta", thinking }));
    return [...deltas, { type: "signature_delta", signature: block.signature }];
  }
  if (block.type === "text") return parts.map((text) => ({ type: "text_delta", text }));
  return parts.map((partial_json) => ({ type: "input_json_delta", partial_json }));
}

/** message_delta carries the final output count and the cumulative input counts it has. */
function deltaUsage(usage: Json): Json {
  const keys = ["input_tokens", "cache_creation_input_tokens", "cache_read_input_tokens", "output_tokens"];
  return Object.fromEntries(keys.filter((key) => usage[key] !== undefined).map((key) => [key, usage[key]]));
}

function parsedInput(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // a scripted malformed input is passed on as it is, to test the client's handling
  }
}

function frame(data: Json, marks: { head?: boolean; delta?: boolean } = {}): Frame {
  return { event: data.type as string, data, ...marks };
}
