// Turns a reasoning effort and a thinking-token budget into the body fields a provider's
// OpenAI-compatible endpoint takes, or reports them unsupported (the caller warns; nothing is sent,
// so an unsupported setting never becomes an HTTP 400). Pure.
import type { EffortStyle, ThinkingStyle } from "../models/provider-table.js";
import type { CallWarning } from "./call-options.js";
import { claudeThinking } from "./claude-thinking.js";

export type ReasoningSetting = Extract<CallWarning, { type: "unsupported-setting" }>["setting"];

export interface ReasoningChoice {
  effort?: string | null;
  /** 0 turns thinking off: nothing is sent. */
  thinkingTokens?: number | null;
  /** What the model takes (its settings' `acceptsSettings`); null or absent: neither. */
  accepts?: readonly string[] | null;
  /** For a Claude budget: the model's name, the max_tokens it would be sent and its output limit. */
  output?: { model: string; maxTokens?: number | undefined; limit?: number | null | undefined };
  /** The model thinks adaptively: a budget is not sent, so it is not bounded either. */
  adaptive?: boolean;
}

export interface ReasoningParams {
  params: Record<string, unknown>;
  /** Each asked-for setting that was not sent, and why; what had to change for the request to keep a
   *  documented bound (a budget raised or lowered). */
  warnings: CallWarning[];
}

export function reasoningParams(
  dialect: { effort: EffortStyle; thinking: ThinkingStyle },
  choice: ReasoningChoice,
): ReasoningParams {
  const params: Record<string, unknown> = {};
  const warnings: CallWarning[] = [];
  const unsupported = (setting: ReasoningSetting, reason: "model" | "provider") =>
    warnings.push({ type: "unsupported-setting", setting, reason });
  const accepts = new Set(choice.accepts ?? []);
  const effort = choice.effort ?? undefined;
  if (effort) {
    if (!accepts.has("reasoning_effort")) unsupported("reasoning_effort", "model");
    else if (dialect.effort === null) unsupported("reasoning_effort", "provider");
    else if (dialect.effort === "openrouter") params.reasoning = { effort };
    else params.reasoning_effort = effort;
  }
  const budget = choice.thinkingTokens ?? 0;
  if (budget > 0) {
    if (!accepts.has("thinking_tokens")) unsupported("thinking_tokens", "model");
    else if (dialect.thinking === null) unsupported("thinking_tokens", "provider");
    else if (dialect.thinking === "anthropic") {
      const claude = claudeThinking(budget, choice);
      Object.assign(params, claude.fields);
      if (claude.changed) warnings.push({ type: "other", message: claude.changed });
    } else Object.assign(params, budgetFields(dialect.thinking, budget, params));
  }
  return { params, warnings };
}

/** A thinking budget in the dialect of a gateway that is not Claude's own (claude-thinking.ts is). */
function budgetFields(
  style: "openrouter" | "gemini",
  budget: number,
  params: Record<string, unknown>,
): Record<string, unknown> {
  switch (style) {
    case "openrouter":
      // OpenRouter takes an effort or a token budget, not both: the explicit budget wins.
      return { reasoning: { ...(params.reasoning as object), max_tokens: budget, effort: undefined } };
    case "gemini":
      // Gemini refuses reasoning_effort next to a thinking budget.
      return {
        reasoning_effort: undefined,
        extra_body: { google: { thinking_config: { thinking_budget: budget } } },
      };
  }
}

/** A warning in the user's terms. */
export function reasoningWarning(model: string, provider: string, item: CallWarning): string {
  if (item.type === "other") return item.message;
  const flag = item.setting === "reasoning_effort" ? "--reasoning-effort" : "--thinking-tokens";
  if (item.reason === "provider")
    return `${provider}'s API has no ${flag.slice(2)} setting: not sent for ${model}.`;
  return (
    `${model} does not take ${flag}: not sent. If it does, add ` +
    `"accepts_settings: [${item.setting}]" to its entry in .kerf.model.settings.yml.`
  );
}
