// Reads Aider's `.aider.model.metadata.json` (LiteLLM's model map format): per model name, the context
// window, the output limit and per-token prices, as user model-settings entries. Pure: text in.
import type { ModelPrices, PartialSettings } from "./model-settings.js";
import type { UserModelEntry } from "./user-model-settings.js";

/** LiteLLM's fields kerf uses; the rest (litellm_provider, mode, supports_*) carry nothing for it. */
interface MetadataRecord {
  max_input_tokens?: unknown;
  max_output_tokens?: unknown;
  max_tokens?: unknown;
  input_cost_per_token?: unknown;
  output_cost_per_token?: unknown;
  cache_read_input_token_cost?: unknown;
  cache_creation_input_token_cost?: unknown;
}

const count = (v: unknown) => (typeof v === "number" && Number.isInteger(v) && v > 0 ? v : undefined);
// Dollars per token → dollars per million tokens, without float dust (3e-6 × 1e6 = 3.0000000000000004).
const perMillion = (v: unknown) =>
  typeof v === "number" && v >= 0 ? Math.round(v * 1e6 * 1e9) / 1e9 : undefined;

/** Entries for each model in the file; throws a plain Error naming the file when it is not a mapping. */
export function parseModelMetadata(text: string, path: string): UserModelEntry[] {
  const data: unknown = JSON.parse(text);
  if (typeof data !== "object" || data === null || Array.isArray(data))
    throw new Error(`${path} must map model names to their metadata`);
  const entries: UserModelEntry[] = [];
  for (const [name, raw] of Object.entries(data as Record<string, MetadataRecord>)) {
    if (typeof raw !== "object" || raw === null) continue;
    const settings: PartialSettings = {};
    const context = count(raw.max_input_tokens);
    const output = count(raw.max_output_tokens) ?? count(raw.max_tokens);
    if (context) settings.contextWindow = context;
    if (output) settings.maxOutputTokens = output;
    const prices = pricesOf(raw);
    if (prices) settings.prices = prices;
    entries.push({ name, path, settings });
  }
  return entries;
}

function pricesOf(raw: MetadataRecord): ModelPrices | undefined {
  const input = perMillion(raw.input_cost_per_token);
  const output = perMillion(raw.output_cost_per_token);
  if (input === undefined || output === undefined) return undefined;
  const cacheRead = perMillion(raw.cache_read_input_token_cost);
  const cacheWrite = perMillion(raw.cache_creation_input_token_cost);
  return {
    input,
    output,
    ...(cacheRead === undefined ? {} : { cacheRead }),
    ...(cacheWrite === undefined ? {} : { cacheWrite }),
  };
}
