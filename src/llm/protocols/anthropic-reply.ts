// Collects an Anthropic Messages reply (the SSE events of a stream, or one Message) into a RawReply:
// text blocks are the reply, thinking blocks are kept apart, usage counts cache reads and writes, the
// stop reason is named in kerf's words (a refusal with its stop_details, a full context window), and an
// `error` event ends the reply as the server's failure, transient when Anthropic documents it so.
import type { AttemptGuard } from "../attempt-guard.js";
import type { ProviderWords, ReplyFinish } from "../../core/chat-types.js";
import { appendText, deliver, endBroken, endStream, ReplyCapError, type RawReply } from "../read-reply.js";
import { ServerFailure, streamErrorWords } from "../server-failure.js";
import { ToolCallParts } from "../tool-call-parts.js";
import { ZERO_USAGE, type Usage } from "../usage.js";

type Event = { type: string; [key: string]: unknown };

/** Anthropic's stop reasons in kerf's words; `pause_turn` (server tools, which kerf never offers) and
 *  any later value are an ordinary end. */
const FINISH: Readonly<Record<string, ReplyFinish>> = {
  end_turn: "stop",
  stop_sequence: "stop",
  max_tokens: "length",
  model_context_window_exceeded: "context-window",
  tool_use: "tool-calls",
  refusal: "refusal",
};

/** The error types Anthropic documents as passing: overload (529), its own errors, rate limits, timeouts. */
const TRANSIENT = new Set(["overloaded_error", "api_error", "rate_limit_error", "timeout_error"]);

export async function readAnthropicStream(
  stream: AsyncIterable<Event>,
  guard: AttemptGuard,
  callbacks: { onDelta?: (text: string) => void; onThinking?: (text: string) => void },
): Promise<RawReply> {
  const reply: RawReply = { text: "", finishReason: null, usage: { ...ZERO_USAGE } };
  const blocks = new StreamBlocks(guard);
  let raw: Record<string, unknown> = {};
  try {
    for await (const event of stream) {
      guard.touch();
      if (event.type === "message_start") {
        raw = { ...((event.message as { usage?: object } | undefined)?.usage ?? {}) };
      } else if (event.type === "content_block_start") {
        blocks.start(event.index, (event.content_block ?? {}) as Event);
      } else if (event.type === "content_block_stop") {
        blocks.stop(event.index, reply);
      } else if (event.type === "content_block_delta") {
        onBlockDelta(reply, event.delta as Event, guard, callbacks);
        blocks.delta(event.index, event.delta as Event);
      } else if (event.type === "message_delta") {
        raw = { ...raw, ...definedOnly((event.usage ?? {}) as Record<string, unknown>) };
        const delta = (event.delta ?? {}) as { stop_reason?: unknown; stop_details?: unknown };
        if (typeof delta.stop_reason === "string") endWith(reply, delta.stop_reason, delta.stop_details);
      }
      reply.usage = anthropicUsage(raw);
    }
  } catch (error) {
    return endBroken(reply, guard, asServerFailure(error));
  }
  return endStream(reply, guard);
}

export function readAnthropicMessage(message: Event, guard: AttemptGuard): RawReply {
  const blocks = (message.content ?? []) as Event[];
  const text = blocks.map((b) => (b.type === "text" ? (b.text ?? "") : "")).join("");
  const thinking = blocks.map((b) => (b.type === "thinking" ? (b.thinking ?? "") : "")).join("");
  if (!guard.count(Buffer.byteLength(text) + Buffer.byteLength(thinking))) {
    throw new ReplyCapError("reply too large");
  }
  const stop = message.stop_reason;
  const calls = new ToolCallParts(guard);
  blocks.forEach((block, index) => {
    if (block.type !== "tool_use") return;
    const call = { id: String(block.id ?? ""), name: String(block.name ?? ""), type: "function" as const };
    calls.finish(index, { ...call, input: JSON.stringify(block.input ?? {}) });
  });
  const toolCalls = calls.list();
  const replay = blocks.filter(isSignedThinking);
  const reply: RawReply = {
    text,
    finishReason: null,
    usage: anthropicUsage((message.usage ?? {}) as Record<string, unknown>),
    ...(thinking ? { thinking } : {}),
    ...(toolCalls ? { toolCalls } : {}),
    ...(toolCalls && replay.length > 0 ? { replay } : {}),
  };
  if (typeof stop === "string") endWith(reply, stop, message.stop_details);
  return reply;
}

/** The stop reason in kerf's words; a refusal's stop_details (category, explanation) are its words. */
function endWith(reply: RawReply, stop: string, details: unknown): void {
  reply.finishReason = FINISH[stop] ?? "stop";
  if (reply.finishReason !== "refusal") return;
  const { category, explanation } = (details ?? {}) as { category?: unknown; explanation?: unknown };
  const words: ProviderWords = {
    ...(typeof category === "string" && category !== "" ? { code: category } : {}),
    ...(typeof explanation === "string" && explanation.trim() !== "" ? { message: explanation } : {}),
  };
  if (words.code !== undefined || words.message !== undefined) reply.words = words;
}

/** An `event: error` (the SDK throws it with the body and no status) as the server's failure. */
function asServerFailure(error: unknown): unknown {
  const words = streamErrorWords(error);
  return words === undefined ? error : new ServerFailure(words, TRANSIENT.has(words.code ?? ""));
}

/** Thinking blocks go back to the API beside the tool calls of the same reply, exactly as they came. */
function isSignedThinking(block: Event): boolean {
  return (
    (block.type === "thinking" && typeof block.signature === "string") || block.type === "redacted_thinking"
  );
}

/** The streamed content blocks that are more than text: tool calls assembled from their JSON pieces,
 *  thinking blocks kept whole with their signatures. */
class StreamBlocks {
  private readonly calls: ToolCallParts;
  private readonly thinking = new Map<unknown, Event>();

  constructor(guard: AttemptGuard) {
    this.calls = new ToolCallParts(guard);
  }

  start(index: unknown, block: Event): void {
    if (block.type === "tool_use") {
      this.calls.open(key(index), {
        id: String(block.id ?? ""),
        name: String(block.name ?? ""),
        type: "function",
      });
      const given = block.input as Record<string, unknown> | undefined;
      // A block that arrives whole carries its input at the start; a streamed one starts with {}.
      if (given && Object.keys(given).length > 0) this.calls.add(key(index), JSON.stringify(given));
    } else if (block.type === "thinking" || block.type === "redacted_thinking") {
      this.thinking.set(index, { ...block });
    }
  }

  delta(index: unknown, delta: Event): void {
    if (delta.type === "input_json_delta" && typeof delta.partial_json === "string") {
      this.calls.add(key(index), delta.partial_json);
    }
    const block = this.thinking.get(index);
    if (!block) return;
    if (delta.type === "thinking_delta")
      block.thinking = String(block.thinking ?? "") + String(delta.thinking ?? "");
    if (delta.type === "signature_delta")
      block.signature = String(block.signature ?? "") + String(delta.signature ?? "");
  }

  stop(index: unknown, reply: RawReply): void {
    const calls = this.calls.list();
    if (calls) reply.toolCalls = calls.map((call) => (call.input === "" ? { ...call, input: "{}" } : call));
    const block = this.thinking.get(index);
    if (block && isSignedThinking(block)) (reply.replay ??= []).push(block);
  }
}

function key(index: unknown): string | number {
  return typeof index === "number" ? index : String(index);
}

/** Anthropic counts input without the cache reads and writes; kerf's promptTokens include them. */
export function anthropicUsage(raw: Record<string, unknown>): Usage {
  const input = count(raw.input_tokens);
  const read = count(raw.cache_read_input_tokens);
  const write = count(raw.cache_creation_input_tokens);
  return {
    promptTokens: input + read + write,
    completionTokens: count(raw.output_tokens),
    cachedTokens: read,
    cacheWriteTokens: write,
  };
}

function onBlockDelta(
  reply: RawReply,
  delta: Event,
  guard: AttemptGuard,
  callbacks: { onDelta?: (text: string) => void; onThinking?: (text: string) => void },
): void {
  if (delta.type === "text_delta" && typeof delta.text === "string") {
    appendText(reply, delta.text, guard, callbacks.onDelta);
  } else if (delta.type === "thinking_delta" && typeof delta.thinking === "string") {
    if (!guard.count(Buffer.byteLength(delta.thinking))) throw new ReplyCapError("reply too large");
    reply.thinking = (reply.thinking ?? "") + delta.thinking;
    deliver(delta.thinking, callbacks.onThinking);
  }
}

function definedOnly(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== null && value !== undefined),
  );
}

function count(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : 0;
}
