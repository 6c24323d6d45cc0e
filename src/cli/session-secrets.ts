// The session's secret list: every API key it could send (the --openai-api-key and --api-key flags,
// each provider's key variable in the session's environment, .env and set-env included). Handed to the
// terminal, the logs and the LLM client, which mask these wherever they would appear.
import { PROVIDERS } from "../models/provider-table.js";

const KEY_VARIABLES = [...new Set(["OPENAI_API_KEY", ...PROVIDERS.flatMap((provider) => provider.keyEnv)])];

/** The flag values that carry keys, as loosely as they may come (parsed flags or merged settings). */
export interface KeyValues {
  openaiApiKey?: unknown;
  apiKey?: unknown;
  setEnv?: unknown;
}

/** `NAME=VALUE` entries read leniently: a malformed one is a usage error where it is applied. */
function valuesOf(entries: unknown, wanted: (name: string) => boolean): string[] {
  if (!Array.isArray(entries)) return [];
  return entries
    .filter((entry): entry is string => typeof entry === "string" && entry.includes("="))
    .filter((entry) => wanted(entry.slice(0, entry.indexOf("=")).trim()))
    .map((entry) => entry.slice(entry.indexOf("=") + 1));
}

export function sessionSecrets(values: KeyValues, env: Record<string, string | undefined>): string[] {
  const found = [
    ...(typeof values.openaiApiKey === "string" ? [values.openaiApiKey] : []),
    ...valuesOf(values.apiKey, () => true),
    ...valuesOf(values.setEnv, (name) => KEY_VARIABLES.includes(name)),
    ...KEY_VARIABLES.map((name) => env[name] ?? ""),
  ];
  return [...new Set(found.map((key) => key.trim()).filter((key) => key !== ""))];
}
