// Adapts resolved model settings to the LLM client's request settings. Pure.
import type { ChatRequest } from "../core/chat-types.js";
import type { ModelSettings } from "../models/model-settings.js";

export function requestSettings(settings: ModelSettings): NonNullable<ChatRequest["settings"]> {
  return {
    useTemperature: settings.useTemperature,
    streaming: settings.streaming,
    ...(settings.extraParams ? { extraParams: settings.extraParams } : {}),
    ...(settings.reasoningTag ? { reasoningTag: settings.reasoningTag } : {}),
    ...(settings.reasoningEffort ? { reasoningEffort: settings.reasoningEffort } : {}),
    ...(settings.thinkingTokens ? { thinkingTokens: settings.thinkingTokens } : {}),
    ...(settings.thinkingType === "adaptive" ? { thinkingType: settings.thinkingType } : {}),
    ...(settings.acceptsSettings ? { acceptsSettings: settings.acceptsSettings } : {}),
    ...(settings.api ? { api: settings.api } : {}),
    ...(settings.maxOutputTokens ? { maxOutputTokens: settings.maxOutputTokens } : {}),
    ...(settings.nativeTools?.length ? { nativeTools: settings.nativeTools } : {}),
  };
}
