// The `thinking` field of a request to Claude, built in this one place: a token budget (`enabled`) kept
// inside Anthropic's documented bounds (thinking-bounds.ts), or adaptive thinking where the model's
// settings say it refuses a budget. Claude refuses thinking with any temperature but the default, so
// the temperature is cleared (an undefined field is not sent). Pure.
import { boundThinking, count } from "./thinking-bounds.js";

export interface ClaudeThinking {
  /** Body fields: `thinking`, `temperature: undefined`, and `max_tokens` when the budget needed room. */
  fields: Record<string, unknown>;
  /** What had to change for the request to keep a documented bound, in the user's terms. */
  changed: string | undefined;
}

/**
 * Claude Opus 4.7, Sonnet 5 and later answer `thinking: {type: "enabled"}` with HTTP 400 and take
 * `{type: "adaptive"}` instead, where the model decides how much to think
 * (platform.claude.com/docs/en/build-with-claude/adaptive-thinking). The docs map no token budget to an
 * effort level, so none is sent and the model's default effort applies. Those models omit thinking text
 * by default; `display: "summarized"` keeps it streaming to the terminal as on earlier models.
 */
export function claudeThinking(
  budget: number,
  options: {
    adaptive?: boolean | undefined;
    /** The model's name, the max_tokens it would be sent and its output limit. */
    output?: { model: string; maxTokens?: number | undefined; limit?: number | null | undefined } | undefined;
  },
): ClaudeThinking {
  if (options.adaptive) {
    const thinking = { type: "adaptive", display: "summarized" };
    const model = options.output?.model ?? "this model";
    const changed = `--thinking-tokens ${count(budget)} not sent to ${model}: it decides how much to think (adaptive thinking).`;
    return { fields: { thinking, temperature: undefined }, changed };
  }
  const bounds = boundThinking(options.output?.model ?? "this model", budget, options.output ?? {});
  const fields: Record<string, unknown> = {
    thinking: { type: "enabled", budget_tokens: bounds.budget },
    temperature: undefined,
  };
  if (bounds.maxTokens !== undefined) fields.max_tokens = bounds.maxTokens;
  return { fields, changed: bounds.changed };
}
