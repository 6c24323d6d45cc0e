// Turns a chat request plus the model's settings into the body sent to the server. Pure.
// The settings are a structural subset of the model settings, so this module does not import them.
import type { ChatMessage, RequestSettings } from "../core/chat-types.js";

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
  const settings = input.settings ?? {};
  const stream = (input.stream ?? true) && settings.streaming !== false;
  const body: Record<string, unknown> = { model: input.model, messages: input.messages };
  const temperature = temperatureFor(settings.useTemperature, input.temperature);
  if (temperature !== undefined) body.temperature = temperature;
  Object.assign(body, settings.extraParams, input.extraParams);
  body.stream = stream;
  // Without this, streamed replies carry no token counts at all.
  if (stream) body.stream_options = { include_usage: true };
  else delete body.stream_options;
  return { body, stream };
}

export function temperatureFor(
  rule: boolean | number | undefined,
  requested: number | undefined,
): number | undefined {
  if (rule === false) return undefined;
  if (typeof rule === "number") return rule;
  return requested ?? 0;
}
