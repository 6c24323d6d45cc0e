// Adapts resolved model settings to the LLM client's request settings, and says which tools a coder's
// requests declare. Pure.
import type { ChatRequest, Protocol } from "../core/chat-types.js";
import type { EditFormat } from "../formats/edit-format.js";
import type { LlmClient } from "../llm/llm-client.js";
import { wireTools, type WireTools } from "../llm/tool-choice.js";
import type { ModelSettings } from "../models/model-settings.js";
import type { ResolvedModel } from "../models/resolve-model.js";

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

/**
 * The tools a tool-call format's requests to `model` declare: the same decision the protocol adapter
 * makes on the wire (`wireTools`, from the model's route and settings), so the prompts, the unknown-tool
 * answer and the failure words name exactly those. Undefined for a text format; the function tools when
 * the client cannot say its route.
 */
export function declaredTools(
  format: EditFormat,
  llm: LlmClient,
  model: ResolvedModel,
): WireTools | undefined {
  if (!format.tools) return undefined;
  let protocol: Protocol = "chat";
  try {
    protocol = llm.route?.(model.expanded, model.settings.api).protocol ?? protocol;
  } catch {
    // No route (a missing key, say): the request will fail on its own; its words stay the functions'.
  }
  return wireTools(format.tools, protocol, model.settings.nativeTools);
}
