// Decides which base URL and API key the client uses, from flags and an env map the caller passes in.
// Pure: the CLI reads the environment and hands it over; this module never reads it itself.
import { MissingApiKeyError } from "./errors.js";

/** Sent to servers that need no key (Ollama, llama.cpp): the SDK refuses an empty one. */
export const PLACEHOLDER_API_KEY = "kerf-no-key";

export interface EndpointInput {
  flagBase?: string;
  flagKey?: string;
  /** The environment as a plain map (only OPENAI_* names are consulted). */
  env?: Readonly<Record<string, string | undefined>>;
}

export interface Endpoint {
  /** Undefined means the OpenAI default. */
  baseUrl?: string;
  apiKey: string;
  /** True when `apiKey` is the placeholder rather than a real key. */
  placeholderKey: boolean;
}

/** Flags win over the environment; OPENAI_BASE_URL wins over the older OPENAI_API_BASE. */
export function resolveEndpoint(input: EndpointInput): Endpoint {
  const env = input.env ?? {};
  const baseUrl = firstSet(input.flagBase, env.OPENAI_BASE_URL, env.OPENAI_API_BASE);
  const apiKey = firstSet(input.flagKey, env.OPENAI_API_KEY);
  if (apiKey !== undefined) return { baseUrl, apiKey, placeholderKey: false };
  if (baseUrl !== undefined) return { baseUrl, apiKey: PLACEHOLDER_API_KEY, placeholderKey: true };
  throw new MissingApiKeyError();
}

function firstSet(...values: (string | undefined)[]): string | undefined {
  return values.map((v) => v?.trim()).find((v): v is string => v !== undefined && v !== "");
}
