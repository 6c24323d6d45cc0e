// When a request that failed after its retries may be tried on another model (`--fallback-model`): a
// rate limit (429), an overloaded or failing server (5xx, Anthropic's 529), or a failure the server
// reported in its stream that its provider documents as passing (overloaded_error, rate limits). Never
// a failure another model would meet too: a bad key (401), a refused or too-long request (400, 413), a
// refusal or a content filter (those are replies, not errors), a timeout or a server kerf cannot reach.
import { LlmServerError, LlmStatusError } from "./errors.js";

export function fallbackWorthy(error: unknown): boolean {
  if (error instanceof LlmStatusError) return error.status === 429 || error.status >= 500;
  return error instanceof LlmServerError && error.transient;
}

/** Why, in a few words, for the switch's line and event: "HTTP 529", "overloaded_error". */
export function fallbackReason(error: unknown): string {
  if (error instanceof LlmStatusError) return `HTTP ${error.status}`;
  if (error instanceof LlmServerError) return error.code ?? "server error";
  return "error";
}
