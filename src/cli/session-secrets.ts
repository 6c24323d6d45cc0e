// The session's secret list: every API key it could send (the --openai-api-key and --api-key flags,
// each provider's key variable in the session's environment, .env and set-env included). Handed to the
// terminal, the logs and the LLM client, which mask these wherever they would appear.
import { PROVIDERS } from "../models/provider-table.js";
import { apiKeysFrom } from "./provider-flags.js";
import type { Settings } from "./settings.js";

const KEY_VARIABLES = [...new Set(["OPENAI_API_KEY", ...PROVIDERS.flatMap((provider) => provider.keyEnv)])];

export function sessionSecrets(settings: Settings, env: Record<string, string | undefined>): string[] {
  const flagKey = settings.values.openaiApiKey;
  let flagged: string[] = [];
  try {
    flagged = Object.values(apiKeysFrom(settings));
  } catch {
    // A malformed --api-key is reported where the endpoint is built; the rest still gets masked.
  }
  // `--set-env` entries read leniently here: a malformed one is a usage error where it is applied.
  const setEnv = Array.isArray(settings.values.setEnv) ? (settings.values.setEnv as string[]) : [];
  const fromSetEnv = setEnv
    .map((entry) => [entry.slice(0, entry.indexOf("=")).trim(), entry.slice(entry.indexOf("=") + 1)])
    .filter(([name]) => KEY_VARIABLES.includes(name ?? ""))
    .map(([, value]) => value ?? "");
  const found = [
    ...(typeof flagKey === "string" ? [flagKey] : []),
    ...flagged,
    ...fromSetEnv,
    ...KEY_VARIABLES.map((name) => env[name] ?? ""),
  ];
  return [...new Set(found.map((key) => key.trim()).filter((key) => key !== ""))];
}
