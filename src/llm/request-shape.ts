// Turns a chat request plus the model's settings into the chat-completions body sent to the server, from
// the call's provider-neutral options (call-options.ts). Pure.
import type { ChatRequest } from "../core/chat-types.js";
import { callOptions } from "./call-options.js";

export type RequestShapeInput = Pick<
  ChatRequest,
  "model" | "messages" | "stream" | "temperature" | "extraParams" | "settings"
>;

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
