// Decides where a model's requests go: base URL, API key (and where it came from), extra headers and
// the model name to send, from the provider table, flags and an env map the caller passes in.
// Pure: the CLI reads the environment and hands it over; this module never reads it itself.
import type { EffortStyle, ProviderSpec, ThinkingStyle } from "../models/provider-table.js";
import { MissingApiKeyError, MissingBaseUrlError } from "./errors.js";
import { routeModel } from "./provider-route.js";

/** Sent to servers that need no key (Ollama, llama.cpp): the SDK refuses an empty one. */
export const PLACEHOLDER_API_KEY = "kerf-no-key";

export interface EndpointInput {
  /** The model name as typed (alias-expanded); picks the provider. Absent: OpenAI's rules. */
  model?: string;
  /** `--openai-api-base`: every request goes here, whatever the provider. */
  flagBase?: string;
  /** `--openai-api-key`: the key for OpenAI and for `--openai-api-base` servers. */
  flagKey?: string;
  /** `--api-key provider=KEY`, by provider name. */
  apiKeys?: Readonly<Record<string, string>>;
  /** The environment as a plain map (only the provider table's variables are consulted). */
  env?: Readonly<Record<string, string | undefined>>;
  providers?: readonly ProviderSpec[];
  /** Tests only: replaces the scheme, host and port of the chosen base URL and keeps its path. */
  originOverride?: string;
}

export interface Endpoint {
  /** Undefined means the OpenAI default. */
  baseUrl?: string;
  apiKey: string;
  /** True when `apiKey` is the placeholder rather than a real key. */
  placeholderKey: boolean;
  /** The provider's name (`openrouter`), or the base URL when `--openai-api-base` chose it. */
  via: string;
  /** The variable that moved a provider's base URL (`ANTHROPIC_BASE_URL`), when one did. */
  baseSource?: string;
  /** The name to send, when a model was given. */
  model?: string;
  /** Where the key came from: a variable name, `--openai-api-key` or `--api-key NAME=…`. */
  keySource?: string;
  headers?: Record<string, string>;
  /** The key goes in this header rather than `Authorization: Bearer`. */
  keyHeader?: string;
  effort: EffortStyle;
  thinking: ThinkingStyle;
  /** The provider's protocols; undefined when a custom OpenAI-compatible base serves the request. */
  serves?: Pick<ProviderSpec, "protocol" | "alsoServes">;
  /** The provider takes OpenAI's `prompt_cache_key` in chat-completion bodies. */
  promptCacheKey?: boolean;
}

interface Found {
  value: string;
  source: string;
}

/** What a custom OpenAI-compatible base serves: chat completions, and the Responses API for a model
 *  whose settings ask for it (gpt-5-codex), as OpenAI's own base does. */
const CUSTOM_BASE_SERVES: Pick<ProviderSpec, "protocol" | "alsoServes"> = {
  protocol: "chat",
  alsoServes: ["responses"],
};

/**
 * One rule for `--openai-api-base` and `OPENAI_BASE_URL`/`OPENAI_API_BASE` (the flag first): such a base
 * serves every model name, except that a provider's own variables (its base URL or key variable, or
 * `--api-key NAME=…`) win for the names that provider serves (`claude-…` with ANTHROPIC_API_KEY set).
 */
export function resolveEndpoint(input: EndpointInput): Endpoint {
  const env = input.env ?? {};
  const claimed = routeModel(input.model ?? "", { providers: input.providers });
  const model = input.model === undefined ? {} : { model: claimed.model };
  const custom = customBaseOf(input);
  if (custom !== undefined) {
    // The gateway routes the name itself: a bare name keeps OpenAI's dialect, a prefixed one its own.
    const { provider } = routeModel(input.model ?? "", { providers: input.providers, claims: false });
    const key = firstOf([
      { value: clean(input.flagKey), source: "--openai-api-key" },
      { value: clean(env.OPENAI_API_KEY), source: "OPENAI_API_KEY" },
    ]);
    return finish(input, {
      baseUrl: custom,
      via: custom,
      key,
      custom: true,
      serves: CUSTOM_BASE_SERVES,
      ...model,
      effort: provider.effort,
      thinking: provider.thinking,
    });
  }
  const route = claimed;
  const { provider } = route;
  const dialect = { effort: provider.effort, thinking: provider.thinking };
  const fromEnv = firstEnv(env, provider.baseEnv);
  const baseUrl = fromEnv ? withSuffix(fromEnv.value, provider.baseEnvSuffix) : provider.baseUrl;
  if (baseUrl === null) throw new MissingBaseUrlError(provider.name, provider.baseEnv);
  const key = firstOf([
    { value: clean(input.apiKeys?.[provider.name]), source: `--api-key ${provider.name}=…` },
    { value: provider.name === "openai" ? clean(input.flagKey) : undefined, source: "--openai-api-key" },
    ...provider.keyEnv.map((name) => ({ value: clean(env[name]), source: name })),
  ]);
  // OPENAI_BASE_URL without a key has always meant a local server that needs none.
  const keyless = !provider.keyRequired || (provider.name === "openai" && fromEnv !== undefined);
  if (!key && !keyless) throw new MissingApiKeyError(provider.name, provider.keyEnv);
  const isDefault = fromEnv === undefined && provider.name === "openai";
  return finish(input, {
    baseUrl: isDefault ? undefined : baseUrl,
    via: provider.name,
    key,
    custom: false,
    ...(fromEnv ? { baseSource: fromEnv.source } : {}),
    headers: provider.headers,
    keyHeader: provider.keyHeader,
    serves: {
      protocol: provider.protocol,
      ...(provider.alsoServes ? { alsoServes: provider.alsoServes } : {}),
    },
    ...(provider.promptCacheKey && fromEnv === undefined ? { promptCacheKey: true } : {}),
    ...model,
    ...dialect,
  });
}

/** The custom OpenAI-compatible base the model's requests go to (the same rule for the flag and the
 *  variables), or undefined when its provider's own endpoint serves it. */
export function customBaseOf(input: EndpointInput): string | undefined {
  const custom =
    clean(input.flagBase) ?? firstEnv(input.env ?? {}, ["OPENAI_BASE_URL", "OPENAI_API_BASE"])?.value;
  if (custom === undefined) return undefined;
  const claimed = routeModel(input.model ?? "", { providers: input.providers });
  return ownedByProvider(claimed, input) ? undefined : custom;
}

/** A name routed to a provider other than OpenAI whose own variables (or `--api-key`) are set. */
function ownedByProvider(route: ReturnType<typeof routeModel>, input: EndpointInput): boolean {
  const { provider } = route;
  if (route.by === "default" || provider.name === "openai") return false;
  const env = input.env ?? {};
  return (
    clean(input.apiKeys?.[provider.name]) !== undefined ||
    firstEnv(env, [...provider.baseEnv, ...provider.keyEnv]) !== undefined
  );
}

function finish(
  input: EndpointInput,
  parts: Omit<Endpoint, "apiKey" | "placeholderKey" | "keySource" | "headers"> & {
    key: Found | undefined;
    custom: boolean;
    headers?: Readonly<Record<string, string>>;
  },
): Endpoint {
  const { key, custom: _custom, headers, keyHeader, ...rest } = parts;
  const baseUrl = input.originOverride ? withOrigin(rest.baseUrl, input.originOverride) : rest.baseUrl;
  const apiKey = key?.value ?? PLACEHOLDER_API_KEY;
  const allHeaders = { ...headers, ...(keyHeader && key ? { [keyHeader]: key.value } : {}) };
  return {
    ...rest,
    baseUrl,
    apiKey,
    placeholderKey: key === undefined,
    ...(key ? { keySource: key.source } : {}),
    ...(Object.keys(allHeaders).length > 0 ? { headers: allHeaders } : {}),
    ...(keyHeader ? { keyHeader } : {}),
  };
}

/** The endpoint described for people, never throwing: "openrouter (key from OPENROUTER_API_KEY)". */
export function describeEndpoint(input: EndpointInput): string {
  try {
    const endpoint = resolveEndpoint(input);
    const key = endpoint.keySource ? `key from ${endpoint.keySource}` : "no key needed";
    // A base URL a variable moved is always shown: the requests go there, not to the provider's own.
    const moved = endpoint.baseSource && endpoint.baseUrl;
    const at = moved ? ` at ${endpoint.baseUrl}` : "";
    const from = moved ? `from ${endpoint.baseSource}; ` : "";
    return `${endpoint.model ?? input.model ?? ""} via ${endpoint.via}${at} (${from}${key})`.trim();
  } catch (error) {
    if (error instanceof MissingApiKeyError || error instanceof MissingBaseUrlError) {
      const sent = input.model === undefined ? "" : routeModel(input.model, input).model;
      return `${sent} via ${error.provider} (${error.hint})`.trim();
    }
    throw error;
  }
}

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === "" ? undefined : trimmed;
}

function firstEnv(
  env: Readonly<Record<string, string | undefined>>,
  names: readonly string[],
): Found | undefined {
  return firstOf(names.map((name) => ({ value: clean(env[name]), source: name })));
}

function firstOf(candidates: { value: string | undefined; source: string }[]): Found | undefined {
  return candidates.find((c): c is Found => c.value !== undefined);
}

function withSuffix(base: string, suffix: string | undefined): string {
  const trimmed = base.replace(/\/+$/, "");
  return suffix && !trimmed.endsWith(suffix) ? trimmed + suffix : trimmed;
}

function withOrigin(baseUrl: string | undefined, origin: string): string {
  const url = new URL(baseUrl ?? "https://api.openai.com/v1");
  const target = new URL(origin);
  return `${target.origin}${url.pathname.replace(/\/+$/, "")}`;
}
