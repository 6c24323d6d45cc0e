// The dollar cost of tokens from a model's prices (per million tokens). Pure arithmetic.
import type { ModelPrices } from "./model-settings.js";

export interface TokenUsage {
  /** Input tokens billed at the full input price (NOT including cache reads or writes). */
  inputTokens: number;
  outputTokens?: number;
  /** Input tokens served from the provider's prompt cache. */
  cacheReadTokens?: number;
  /** Input tokens written to the prompt cache (Anthropic bills these above the input price). */
  cacheWriteTokens?: number;
}

/** Dollars, or null when the model's prices are unknown. A missing cache price falls back to the input price. */
export function costOf(usage: TokenUsage, prices: ModelPrices | null): number | null {
  if (prices === null) return null;
  const long = prices.longPrompt;
  const prompt = usage.inputTokens + (usage.cacheReadTokens ?? 0) + (usage.cacheWriteTokens ?? 0);
  if (long && prompt > long.above) return costOf(usage, { ...long, longPrompt: undefined });
  const scaled =
    usage.inputTokens * prices.input +
    (usage.outputTokens ?? 0) * prices.output +
    (usage.cacheReadTokens ?? 0) * (prices.cacheRead ?? prices.input) +
    (usage.cacheWriteTokens ?? 0) * (prices.cacheWrite ?? prices.input);
  return scaled / 1_000_000;
}

/**
 * The most a request can cost before it is sent: every prompt token at the dearest rate it could be
 * billed at (a cache write where the provider prices one above the input; a cache read is never
 * certain, so none is assumed) plus `outputTokens` (the request's output limit) at the output price.
 * Null when the prices are unknown.
 */
export function worstCaseCost(
  promptTokens: number,
  outputTokens: number,
  prices: ModelPrices | null,
): number | null {
  if (prices === null) return null;
  const asInput = costOf({ inputTokens: promptTokens, outputTokens }, prices) ?? 0;
  const asWrite = costOf({ inputTokens: 0, cacheWriteTokens: promptTokens, outputTokens }, prices) ?? 0;
  return Math.max(asInput, asWrite);
}
