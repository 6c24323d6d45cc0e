// The provider flags as the library wants them: `--api-key provider=KEY` entries by provider,
// `--set-env NAME=VALUE` applied to the session's copy of the environment, the endpoint input.
import type { EndpointInput } from "../llm/endpoint.js";
import { providerByName } from "../llm/provider-route.js";
import { UsageError } from "./exit-codes.js";
import type { Settings } from "./settings.js";

function pairs(values: unknown, flag: string, left: string): [string, string][] {
  const list = Array.isArray(values) ? (values as string[]) : [];
  return list.map((item) => {
    const at = item.indexOf("=");
    const name = item.slice(0, at).trim();
    if (at <= 0 || name === "") throw new UsageError(`--${flag} expects ${left}=VALUE, got "${item}"`);
    return [name, item.slice(at + 1)];
  });
}

/** `--api-key openrouter=sk-…` → `{ openrouter: "sk-…" }`; an unknown provider is a usage error. */
export function apiKeysFrom(settings: Settings): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const [name, key] of pairs(settings.values.apiKey, "api-key", "PROVIDER")) {
    const provider = providerByName(name);
    if (!provider) throw new UsageError(`--api-key: unknown provider "${name}"`);
    keys[provider.name] = key;
  }
  return keys;
}

/** The environment with `--set-env NAME=VALUE` entries applied (the process's own is not changed). */
export function withSetEnv(
  env: Record<string, string | undefined>,
  settings: Settings,
): Record<string, string | undefined> {
  const entries = pairs(settings.values.setEnv, "set-env", "NAME");
  return entries.length === 0 ? env : { ...env, ...Object.fromEntries(entries) };
}

export function endpointInput(settings: Settings, env: Record<string, string | undefined>): EndpointInput {
  return {
    flagBase: settings.values.openaiApiBase,
    flagKey: settings.values.openaiApiKey,
    apiKeys: apiKeysFrom(settings),
    env,
  };
}
