// Collects a chat-completions reply (a stream of chunks or one completion) into a RawReply, and names
// how it ended in kerf's words: `finish_reason` (`content_filter` is the provider's filter), a `refusal`
// (structured outputs), and a `data: {"error": …}` chunk, which the SDK throws, as the server's failure.
import type { ChatCompletion, ChatCompletionChunk } from "openai/resources/chat/completions";
import type { AttemptGuard } from "../attempt-guard.js";
import type { ReplyFinish } from "../../core/chat-types.js";
import { appendText, endBroken, endStream, ReplyCapError, type RawReply } from "../read-reply.js";
import { ServerFailure, streamErrorWords } from "../server-failure.js";
import { ToolCallParts } from "../tool-call-parts.js";
import { usageFromApi, ZERO_USAGE } from "../usage.js";

/** finish_reason in kerf's words; any other value (a gateway's own) is an ordinary end. */
const FINISH: Readonly<Record<string, ReplyFinish>> = {
  stop: "stop",
  length: "length",
  tool_calls: "tool-calls",
  function_call: "tool-calls",
  content_filter: "content-filter",
  // OpenRouter's word for a reply its upstream provider broke off with an error.
  error: "error",
};

/** The error types and codes OpenAI and the gateways that copy it document as passing. */
const TRANSIENT = new Set([
  "server_error",
  "rate_limit_exceeded",
  "rate_limit_error",
  "overloaded_error",
  "api_error",
  "timeout",
]);

export async function readStream(
  stream: AsyncIterable<ChatCompletionChunk>,
  guard: AttemptGuard,
  onDelta?: (text: string) => void,
): Promise<RawReply> {
  const reply: RawReply = { text: "", finishReason: null, usage: { ...ZERO_USAGE } };
  const calls = new ToolCallParts(guard);
  let refusal = "";
  try {
    for await (const chunk of stream) {
      guard.touch();
      if (chunk.usage) reply.usage = usageFromApi(chunk.usage);
      const choice = chunk.choices[0];
      const delta = choice?.delta?.content;
      if (delta) appendText(reply, delta, guard, onDelta);
      const refused = choice?.delta?.refusal;
      if (refused) {
        refusal += refused;
        appendText(reply, refused, guard, onDelta);
      }
      if (choice?.delta?.tool_calls?.length) {
        for (const part of choice.delta.tool_calls) addCallDelta(calls, part);
        reply.toolCalls = calls.list();
      }
      if (choice?.finish_reason) reply.finishReason = finishOf(choice.finish_reason);
    }
  } catch (error) {
    return endBroken(reply, guard, asServerFailure(error));
  }
  if (refusal !== "") markRefusal(reply, refusal);
  return endStream(reply, guard);
}

export function readCompletion(completion: ChatCompletion, guard: AttemptGuard): RawReply {
  const choice = completion.choices[0];
  const refusal = choice?.message?.refusal ?? "";
  const text = choice?.message?.content ?? refusal;
  if (!guard.count(Buffer.byteLength(text))) throw new ReplyCapError("reply too large");
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
  const reply: RawReply = {
    text,
    finishReason: choice?.finish_reason ? finishOf(choice.finish_reason) : null,
    usage: usageFromApi(completion.usage),
    ...(toolCalls ? { toolCalls } : {}),
  };
  if (refusal !== "") markRefusal(reply, refusal);
  return reply;
}

/** A refusal is the reply's text, and its words. */
function markRefusal(reply: RawReply, refusal: string): void {
  reply.finishReason = "refusal";
  reply.words = { message: refusal };
}

/** A `data: {"error": …}` chunk (the SDK throws it) as the server's failure; other errors unchanged. */
function asServerFailure(error: unknown): unknown {
  const words = streamErrorWords(error);
  if (words === undefined) return error;
  const code = words.code ?? "";
  const status = Number(code);
  const transient = TRANSIENT.has(code) || status === 429 || status >= 500;
  return new ServerFailure(words, transient);
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

function finishOf(raw: string): ReplyFinish {
  return FINISH[raw] ?? "stop";
}
