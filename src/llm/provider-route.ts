// Which provider serves a model name, and the name that provider expects: the routing prefix is
// stripped and the rest kept (`openrouter/anthropic/claude-sonnet-4-5` → OpenRouter,
// `anthropic/claude-sonnet-4-5`). Pure: the provider table is data passed in or imported.
import { DEFAULT_PROVIDER, PROVIDERS, type ProviderSpec } from "../models/provider-table.js";

export interface ProviderRoute {
  provider: ProviderSpec;
  /** The model name to send. */
  model: string;
  /** How the provider was chosen: a routing prefix, a bare name it claims, or the default. */
  by: "prefix" | "claim" | "default";
}

export function providerByName(
  name: string,
  providers: readonly ProviderSpec[] = PROVIDERS,
): ProviderSpec | undefined {
  const key = name.toLowerCase();
  return providers.find((p) => p.name === key || p.prefixes.some((prefix) => prefix === `${key}/`));
}

/** `claims: false` sends every bare name to the default provider (a custom OpenAI base is set). */
export function routeModel(
  name: string,
  options: { providers?: readonly ProviderSpec[]; claims?: boolean } = {},
): ProviderRoute {
  const providers = options.providers ?? PROVIDERS;
  const trimmed = name.trim();
  const lower = trimmed.toLowerCase();
  for (const provider of providers) {
    const prefix = provider.prefixes.find((p) => lower.startsWith(p) && lower.length > p.length);
    if (prefix) return { provider, model: trimmed.slice(prefix.length), by: "prefix" };
  }
  if (options.claims !== false) {
    const claimant = providers.find((p) => p.claims?.some((pattern) => new RegExp(pattern, "i").test(lower)));
    if (claimant) return { provider: claimant, model: trimmed, by: "claim" };
  }
  const fallback = providerByName(DEFAULT_PROVIDER, providers) ?? providers[0];
  if (!fallback) throw new Error("the provider table is empty");
  return { provider: fallback, model: trimmed, by: "default" };
}
