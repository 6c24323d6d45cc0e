// Removes secrets from text and errors before they leave the client. Pure; no I/O.
// Servers echo keys back ("Incorrect API key provided: sk-…") and SDK errors keep whole causes.
import type { ProviderWords } from "../core/chat-types.js";
import { MASK, maskKeys } from "../trust/secret-mask.js";

/** Bearer tokens in echoed headers, whatever key they hold. */
const BEARER = /(Bearer\s+)[^\s"',;]+/gi;

/** `text` with every secret (and every long fragment a server may echo of it) replaced; masking
 *  itself is decided in trust/secret-mask.ts. */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  return maskKeys(text.replace(BEARER, `$1${MASK}`), secrets);
}

/** A URL for a person: no credentials, no query (a key may ride in either); text that is no URL as it is. */
export function urlWithoutSecrets(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = "";
    parsed.password = "";
    parsed.search = "";
    return parsed.toString();
  } catch {
    return url;
  }
}

/**
 * A plain Error with the same name, scrubbed message and scrubbed stack, and a scrubbed copy of its
 * own cause chain: safe to attach as `cause` of a kerf error.
 */
export function scrubError(error: unknown, secrets: readonly string[], depth = 0): Error {
  const source = isErrorLike(error) ? error : new Error(String(error));
  const cause =
    source.cause !== undefined && depth < 4 ? scrubError(source.cause, secrets, depth + 1) : undefined;
  const copy = new Error(scrubSecrets(source.message, secrets), cause ? { cause } : undefined);
  copy.name = source.name;
  copy.stack = scrubSecrets(source.stack ?? "", secrets);
  return copy;
}

/** Errors from Node's fetch come from another realm, where `instanceof Error` is false. */
export function isErrorLike(value: unknown): value is Error {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Error).message === "string" &&
    typeof (value as Error).name === "string"
  );
}

/** A provider's words with every secret masked: servers echo keys in error messages too. */
export function scrubWords(words: ProviderWords, secrets: readonly string[]): ProviderWords {
  return Object.fromEntries(
    Object.entries(words).map(([key, value]) => [key, scrubSecrets(String(value), secrets)]),
  ) as ProviderWords;
}
