// Turns a chat request plus the model's settings into the chat-completions body sent to the server, from
// the call's provider-neutral options (call-options.ts). Pure.
// The settings are a structural subset of the model settings, so this module does not import them.
import type { ChatMessage, RequestSettings } from "../core/chat-types.js";
import { callOptions } from "./call-options.js";

export type { RequestSettings } from "../core/chat-types.js";

export interface RequestShapeInput {
  model: string;
  messages: readonly ChatMessage[];
  stream?: boolean;
  temperature?: number;
  extraParams?: Readonly<Record<string, unknown>>;
  settings?: RequestSettings;
}

export interface ShapedRequest {
  body: Record<string, unknown>;
  stream: boolean;
}

export function shapeRequest(input: RequestShapeInput): ShapedRequest {
  const { stream, temperature, extra } = callOptions(input);
  const body: Record<string, unknown> = { model: input.model, messages: input.messages };
  if (temperature !== undefined) body.temperature = temperature;
  Object.assign(body, extra);
  body.stream = stream;
  // Without this, streamed replies carry no token counts at all.
  if (stream) body.stream_options = { include_usage: true };
  else delete body.stream_options;
  return { body, stream };
}
