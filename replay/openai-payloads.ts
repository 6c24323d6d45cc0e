// The JSON bodies an OpenAI-compatible chat-completions server sends: completions, stream chunks,
// errors, model lists. Pure builders; the chat responder decides when to send them.
import { pieces, type Frame } from "./sse-frame.js";
import type { ScriptToolCall } from "./script-step.js";

const CREATED = 1_700_000_000;

export interface ChatReply {
  id: string;
  model: string;
  text: string;
  finishReason: string;
  usage: Record<string, unknown>;
  toolCalls?: readonly ScriptToolCall[];
  /** The model's refusal: the message's `refusal` (content null), streamed as `delta.refusal`. */
  refusal?: string;
}

export function completionBody(options: ChatReply): Record<string, unknown> {
  const calls = options.toolCalls ?? [];
  const message: Record<string, unknown> = {
    role: "assistant",
    content: options.text === "" && (calls.length > 0 || options.refusal) ? null : options.text,
    refusal: options.refusal ?? null,
  };
  if (calls.length > 0) {
    message.tool_calls = calls.map((call, index) => ({
      id: toolCallId(options.id, call, index),
      type: "function",
      function: { name: call.name, arguments: call.arguments },
    }));
  }
  return {
    id: options.id,
    object: "chat.completion",
    created: CREATED,
    model: options.model,
    choices: [{ index: 0, message, logprobs: null, finish_reason: options.finishReason }],
    usage: options.usage,
  };
}

/** A whole chat stream: role chunk, text chunks, tool-call chunks, finish chunk, usage chunk, [DONE]. */
export function chatFrames(options: ChatReply & { chunkChars: number; includeUsage: boolean }): Frame[] {
  const { id, model } = options;
  const chunk = (delta: Record<string, unknown>, finishReason?: string): Frame => ({
    data: chunkBody({ id, model, delta, finishReason }),
  });
  const frames: Frame[] = [{ ...chunk({ role: "assistant", content: "" }), head: true }];
  for (const piece of pieces(options.text, options.chunkChars)) {
    frames.push({ ...chunk({ content: piece }), delta: true });
  }
  for (const piece of pieces(options.refusal ?? "", options.chunkChars)) {
    frames.push({ ...chunk({ refusal: piece }), delta: true });
  }
  (options.toolCalls ?? []).forEach((call, index) => {
    const opening = { index, id: toolCallId(id, call, index), type: "function" };
    frames.push(chunk({ tool_calls: [{ ...opening, function: { name: call.name, arguments: "" } }] }));
    for (const piece of pieces(call.arguments, options.chunkChars)) {
      frames.push({ ...chunk({ tool_calls: [{ index, function: { arguments: piece } }] }), delta: true });
    }
  });
  frames.push(chunk({}, options.finishReason));
  if (options.includeUsage) frames.push({ data: usageChunkBody({ id, model, usage: options.usage }) });
  frames.push({ data: "[DONE]" });
  return frames;
}

export function chunkBody(options: {
  id: string;
  model: string;
  delta: Record<string, unknown>;
  finishReason?: string | null;
}): Record<string, unknown> {
  return {
    id: options.id,
    object: "chat.completion.chunk",
    created: CREATED,
    model: options.model,
    choices: [
      { index: 0, delta: options.delta, logprobs: null, finish_reason: options.finishReason ?? null },
    ],
  };
}

/** The last chunk of a stream that asked for usage: no choices, only the counts. */
export function usageChunkBody(options: { id: string; model: string; usage: Record<string, unknown> }) {
  return {
    id: options.id,
    object: "chat.completion.chunk",
    created: CREATED,
    model: options.model,
    choices: [],
    usage: options.usage,
  };
}

/** OpenAI's error object (chat completions and Responses share it); `type` defaults by status. */
export function errorBody(status: number, message: string, type?: string): Record<string, unknown> {
  const fallback =
    status === 429 ? "rate_limit_exceeded" : status >= 500 ? "server_error" : "invalid_request_error";
  return { error: { message, type: type ?? fallback, param: null, code: null } };
}

export function modelsBody(models: readonly string[]): Record<string, unknown> {
  return {
    object: "list",
    data: models.map((id) => ({ id, object: "model", created: CREATED, owned_by: "kerf" })),
  };
}

/** Rough counts (four characters a token) for steps that script no usage. */
export function estimatedUsage(promptChars: number, completionText: string): Record<string, unknown> {
  const promptTokens = Math.ceil(promptChars / 4);
  const completionTokens = Math.ceil(completionText.length / 4);
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  };
}

function toolCallId(replyId: string, call: ScriptToolCall, index: number): string {
  return call.id ?? `call_${replyId.replace(/\W/g, "")}_${index}`;
}
