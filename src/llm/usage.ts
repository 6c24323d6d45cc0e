// Token usage of one request and its price. Pure; prices come from the model metadata.
import { costOf as priceTokens } from "../models/cost.js";
import type { ModelPrices } from "../models/model-settings.js";
import type { Usage } from "../core/chat-types.js";

export type { Usage } from "../core/chat-types.js";

/** US dollars per million tokens. */
export type Prices = ModelPrices;

export const ZERO_USAGE: Usage = {
  promptTokens: 0,
  completionTokens: 0,
  cachedTokens: 0,
  cacheWriteTokens: 0,
};

/** Reads the OpenAI usage object plus the Anthropic-style fields some proxies pass through. */
export function usageFromApi(raw: unknown): Usage {
  if (typeof raw !== "object" || raw === null) return { ...ZERO_USAGE };
  const u = raw as Record<string, unknown>;
  const details = (u.prompt_tokens_details ?? {}) as Record<string, unknown>;
  const cachedTokens = Math.max(count(details.cached_tokens), count(u.cache_read_input_tokens));
  const cacheWriteTokens = count(u.cache_creation_input_tokens);
  let promptTokens = count(u.prompt_tokens);
  // Native Anthropic counts exclude cache reads/writes from the input; OpenAI-style counts include
  // them. When the cache counts cannot fit inside prompt_tokens, they were excluded: add them back.
  if (cachedTokens + cacheWriteTokens > promptTokens) promptTokens += cachedTokens + cacheWriteTokens;
  return { promptTokens, completionTokens: count(u.completion_tokens), cachedTokens, cacheWriteTokens };
}

export function addUsage(a: Usage, b: Usage): Usage {
  return {
    promptTokens: a.promptTokens + b.promptTokens,
    completionTokens: a.completionTokens + b.completionTokens,
    cachedTokens: a.cachedTokens + b.cachedTokens,
    cacheWriteTokens: a.cacheWriteTokens + b.cacheWriteTokens,
  };
}

/**
 * Cost in dollars. OpenAI counts cached tokens inside prompt_tokens, so they are billed at the cache
 * read price instead of the input price; cache writes are billed on top of the input price's share.
 * The arithmetic itself is the models layer's.
 */
export function costOf(usage: Usage, prices: Prices): number {
  const cached = Math.min(usage.cachedTokens, usage.promptTokens);
  const writes = Math.min(usage.cacheWriteTokens, usage.promptTokens - cached);
  const billed = {
    inputTokens: usage.promptTokens - cached - writes,
    outputTokens: usage.completionTokens,
    cacheReadTokens: cached,
    cacheWriteTokens: writes,
  };
  return priceTokens(billed, prices) ?? 0;
}

function count(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : 0;
}
