// What every protocol's SDK client is built from: where to send, with which key and headers, and the
// limits the SDK itself must respect. The retrying client owns retries, so the SDKs never retry.
import { cappedFetch } from "../capped-fetch.js";
import { insecureFetch } from "../insecure-fetch.js";

export interface SdkClientConfig {
  /** The protocol's base URL as its SDK expects it (OpenAI: …/v1; Anthropic: the origin, no /v1). */
  baseURL: string;
  apiKey: string;
  timeoutMs: number;
  maxReplyBytes: number;
  /** Extra headers on every request; null removes a default one (Azure sends no Authorization). */
  headers?: Record<string, string | null>;
  verifySsl?: boolean;
  /** A stable per-session key for the provider's prompt cache (OpenAI `prompt_cache_key`). */
  promptCacheKey?: string;
  /** Send `promptCacheKey` in chat-completion bodies (only OpenAI itself takes it there). */
  sendPromptCacheKey?: boolean;
}

/** The SDK's fetch: a non-streamed body is capped (JSON escaping can double the text, hence 2×). */
export function sdkFetch(config: SdkClientConfig): typeof fetch {
  return cappedFetch(2 * config.maxReplyBytes + 65_536, config.verifySsl === false ? insecureFetch : fetch);
}
