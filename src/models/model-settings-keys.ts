// The keys a user model-settings file may use (ours in camelCase, Aider's in snake_case) and the check of
// each value. Pure: returns the field and value, or a reason; the loader turns reasons into errors.
import type { ModelPrices, SettingField } from "./model-settings.js";

type Check = (value: unknown) => { ok: true; value: unknown } | { ok: false; expected: string };

const ok = (value: unknown) => ({ ok: true as const, value });
const bad = (expected: string) => ({ ok: false as const, expected });

const isBoolean: Check = (v) => (typeof v === "boolean" ? ok(v) : bad("true or false"));
const isText: Check = (v) => (typeof v === "string" && v.length > 0 ? ok(v) : bad("a non-empty string"));
const orNull =
  (check: Check): Check =>
  (v) => {
    if (v === null) return ok(null);
    const result = check(v);
    return result.ok ? result : bad(`${result.expected} or null`);
  };
const isCount: Check = (v) =>
  typeof v === "number" && Number.isInteger(v) && v > 0 ? ok(v) : bad("a positive whole number");
const isReminder: Check = (v) =>
  v === "sys" || v === "user" || v === null ? ok(v) : bad('"sys", "user" or null');
const isTemperature: Check = (v) =>
  typeof v === "boolean" || (typeof v === "number" && v >= 0 && v <= 2) ? ok(v) : bad("true, false or 0–2");
const isTokenizer: Check = (v) =>
  v === "o200k_base" || v === "cl100k_base" ? ok(v) : bad('"o200k_base" or "cl100k_base"');
const isTextList: Check = (v) =>
  Array.isArray(v) && v.every((item) => typeof item === "string") ? ok(v) : bad("a list of names");
const isWhole: Check = (v) =>
  typeof v === "number" && Number.isInteger(v) && v >= 0 ? ok(v) : bad("a whole number");
const isObject: Check = (v) =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? ok(v) : bad("a mapping");

/** The flat rates a settings file may give (the long-prompt tier is the table's). */
type PriceField = Exclude<keyof ModelPrices, "longPrompt">;

const PRICE_KEYS: Record<string, PriceField> = {
  input: "input",
  output: "output",
  cacheRead: "cacheRead",
  cache_read: "cacheRead",
  cacheWrite: "cacheWrite",
  cache_write: "cacheWrite",
};

const isPrices: Check = (v) => {
  if (v === null) return ok(null);
  const expected = "a mapping of input, output, cache_read, cache_write (dollars per million tokens)";
  if (typeof v !== "object" || Array.isArray(v)) return bad(expected);
  const prices: Partial<Record<PriceField, number>> = {};
  for (const [key, amount] of Object.entries(v)) {
    const field = PRICE_KEYS[key];
    if (field === undefined || typeof amount !== "number" || amount < 0) return bad(expected);
    prices[field] = amount;
  }
  return prices.input !== undefined && prices.output !== undefined ? ok(prices) : bad(expected);
};

const isApi: Check = (value) =>
  value === "chat" || value === "responses" || value === "anthropic"
    ? { ok: true, value }
    : { ok: false, expected: "chat, responses or anthropic" };

const isThinkingType: Check = (value) =>
  value === "enabled" || value === "adaptive" ? ok(value) : bad("enabled or adaptive");

const CHECKS: Record<SettingField, Check> = {
  editFormat: isText,
  weakModelName: orNull(isText),
  editorModelName: orNull(isText),
  editorEditFormat: orNull(isText),
  useRepoMap: isBoolean,
  lazy: isBoolean,
  overeager: isBoolean,
  reminder: isReminder,
  examplesAsSystemMessage: isBoolean,
  useSystemPrompt: isBoolean,
  useTemperature: isTemperature,
  streaming: isBoolean,
  cacheControl: isBoolean,
  cachesByDefault: isBoolean,
  systemPromptPrefix: orNull(isText),
  reasoningTag: orNull(isText),
  extraParams: orNull(isObject),
  allowsPrefill: isBoolean,
  contextWindow: orNull(isCount),
  maxOutputTokens: orNull(isCount),
  prices: isPrices,
  tokenizer: isTokenizer,
  basePrompt: isText,
  developerRole: isBoolean,
  acceptsSettings: orNull(isTextList),
  reasoningEffort: orNull(isText),
  thinkingTokens: orNull(isWhole),
  thinkingType: isThinkingType,
  api: orNull(isApi),
  minCacheTokens: isWhole,
  nativeTools: orNull(isTextList),
};

/** Aider's snake_case names where they differ from a plain camelCase conversion. */
const AIDER_RENAMES: Record<string, SettingField> = {
  examples_as_sys_msg: "examplesAsSystemMessage",
  remove_reasoning: "reasoningTag",
  max_input_tokens: "contextWindow",
  max_tokens: "maxOutputTokens",
};

/** Aider keys that have no meaning in kerf; accepted so an Aider file loads unchanged. */
export const IGNORED_KEYS: ReadonlySet<string> = new Set(["send_undo_reply"]);

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The field a file key names, or undefined when the key is unknown. */
export function fieldForKey(key: string): SettingField | undefined {
  const renamed = AIDER_RENAMES[key];
  if (renamed) return renamed;
  const field = camel(key);
  return Object.hasOwn(CHECKS, field) ? (field as SettingField) : undefined;
}

export function checkValue(field: SettingField, value: unknown) {
  return CHECKS[field](value);
}
