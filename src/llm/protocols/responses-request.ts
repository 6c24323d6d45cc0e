// Turns a ChatRequest into an OpenAI Responses API body: the leading system text as `instructions`,
// every other message as an input item (an assistant reply preceded by the encrypted reasoning that came
// with it in this turn), `store: false`, the session's `prompt_cache_key`, `max_output_tokens`, and a
// reasoning effort as `reasoning: {effort}`. Pure.
import type { ChatMessage, ChatRequest } from "../../core/chat-types.js";
import { messageText } from "../../core/chat-message.js";
import { temperatureFor } from "../request-shape.js";

/** Fields of the chat-completion dialect that the Responses API names otherwise or refuses. */
const CHAT_ONLY = ["stream_options", "max_tokens", "max_completion_tokens", "reasoning_effort", "messages"];

type InputItem = Record<string, unknown>;

export interface ResponsesBody {
  model: string;
  input: InputItem[];
  stream: boolean;
  store: false;
  instructions?: string;
  [field: string]: unknown;
}

export function responsesBody(request: ChatRequest, options: { promptCacheKey?: string }): ResponsesBody {
  const settings = request.settings ?? {};
  const { instructions, rest } = splitInstructions(request.messages);
  const extra: Record<string, unknown> = { ...settings.extraParams, ...request.extraParams };
  const body: ResponsesBody = {
    model: request.model,
    ...(instructions ? { instructions } : {}),
    input: rest.flatMap(inputItems),
    stream: (request.stream ?? true) && settings.streaming !== false,
    store: false,
  };
  const temperature = temperatureFor(settings.useTemperature, request.temperature);
  if (temperature !== undefined) body.temperature = temperature;
  const effort = extra.reasoning_effort ?? (extra.reasoning as { effort?: unknown } | undefined)?.effort;
  if (typeof effort === "string") body.reasoning = { effort };
  // Reasoning is carried between the requests of one turn without storing it at OpenAI.
  if (settings.acceptsSettings?.includes("reasoning_effort")) body.include = ["reasoning.encrypted_content"];
  const limit = positive(extra.max_output_tokens) ?? positive(extra.max_tokens) ?? settings.maxOutputTokens;
  if (limit) body.max_output_tokens = limit;
  if (options.promptCacheKey) body.prompt_cache_key = options.promptCacheKey;
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined || CHAT_ONLY.includes(key) || key in body || key === "reasoning") continue;
    body[key] = value;
  }
  return body;
}

function splitInstructions(messages: readonly ChatMessage[]): { instructions: string; rest: ChatMessage[] } {
  const first = messages.findIndex((message) => message.role !== "system");
  const leading = first === -1 ? messages.length : first;
  const instructions = messages.slice(0, leading).map(messageText).join("\n\n");
  return { instructions, rest: messages.slice(leading) };
}

function inputItems(message: ChatMessage): InputItem[] {
  const text = messageText(message);
  const item: InputItem = { type: "message", role: message.role, content: text };
  if (message.role !== "assistant" || !message.replay) return [item];
  return [...(message.replay as InputItem[]), item];
}

function positive(value: unknown): number | undefined {
  return typeof value === "number" && value > 0 ? value : undefined;
}
