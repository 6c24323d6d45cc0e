// The provider-neutral options of one call, decided once from a request and its model's settings:
// whether the reply streams, the temperature, and the provider-specific fields asked for. Each
// protocol's request builder translates these to its own wire (and leaves out what it cannot send);
// none of them re-decides them. Pure.
import type { ChatRequest } from "../core/chat-types.js";

export interface CallOptions {
  /** The reply streams: asked for (the default) and not turned off by the model's settings. */
  stream: boolean;
  /** The temperature to send; undefined sends none. */
  temperature: number | undefined;
  /** Provider-specific body fields: the model settings' `extraParams`, then the request's. */
  extra: Record<string, unknown>;
}

/** What a translation could not send as asked, for the caller to tell the person (the Vercel AI SDK's
 *  call warnings): a setting left out, because the model or the provider cannot take it, or a value
 *  changed to keep a documented bound. */
export type CallWarning =
  | {
      type: "unsupported-setting";
      setting: "reasoning_effort" | "thinking_tokens";
      reason: "model" | "provider";
    }
  | { type: "other"; message: string };

export function callOptions(
  request: Pick<ChatRequest, "stream" | "temperature" | "extraParams" | "settings">,
): CallOptions {
  const settings = request.settings ?? {};
  return {
    stream: (request.stream ?? true) && settings.streaming !== false,
    temperature: temperatureFor(settings.useTemperature, request.temperature),
    extra: { ...settings.extraParams, ...request.extraParams },
  };
}

/** false: none; a number: that number; otherwise the request's, or 0. */
export function temperatureFor(
  rule: boolean | number | undefined,
  requested: number | undefined,
): number | undefined {
  if (rule === false) return undefined;
  if (typeof rule === "number") return rule;
  return requested ?? 0;
}
