// `--reasoning-effort` and `--thinking-tokens` as overrides of the main model's settings, so they
// reach the request the same way a settings file's values do (and /reasoning-effort can change them).
import type { ResolvedModel } from "../models/resolve-model.js";
import type { Settings } from "./settings.js";

export function withReasoning(
  model: ResolvedModel,
  change: { reasoningEffort?: string | null; thinkingTokens?: number | null },
): ResolvedModel {
  const settings = { ...model.settings };
  const sources = { ...model.sources };
  if (change.reasoningEffort !== undefined) {
    settings.reasoningEffort = change.reasoningEffort;
    sources.reasoningEffort = "command line";
  }
  if (change.thinkingTokens !== undefined) {
    settings.thinkingTokens = change.thinkingTokens;
    sources.thinkingTokens = "command line";
  }
  return { ...model, settings, sources };
}

export function withSessionReasoning(model: ResolvedModel, settings: Settings): ResolvedModel {
  const { reasoningEffort, thinkingTokens } = settings.values;
  return withReasoning(model, {
    ...(reasoningEffort !== undefined ? { reasoningEffort } : {}),
    ...(thinkingTokens !== undefined ? { thinkingTokens } : {}),
  });
}
