// The session's model client, built on first use (commands that never reach a model need no key):
// the endpoint from the provider flags, TLS verification and the per-request deadline from settings.
import type { Reporter } from "../coders/coder-events.js";
import type { EndpointInput } from "../llm/endpoint.js";
import type { LlmClient } from "../llm/llm-client.js";
import type { Protocol } from "../llm/protocol.js";
import { createRoutedLlmClient } from "../llm/routed-client.js";
import type { KerfSettings } from "./settings-schema.js";

/** The getter that builds the client once, on the first call. `secrets`: the session's keys, masked
 *  in every message the client sends. */
export function llmOnFirstUse(
  v: KerfSettings,
  endpoint: EndpointInput,
  reporter: Reporter,
  secrets: readonly string[] = [],
): () => LlmClient {
  let llm: LlmClient | undefined;
  return () =>
    (llm ??= createRoutedLlmClient({
      endpoint,
      api: (v.api as Protocol | undefined) ?? null,
      verifySsl: v.verifySsl,
      secrets,
      onRetry: (notice) => reporter({ type: "retry", ...notice }),
      // 0 (or less) keeps the library's deadline.
      ...(v.timeout !== undefined && v.timeout > 0 ? { deadlineMs: v.timeout * 1000 } : {}),
      onWarning: (message) => reporter({ type: "warning", message }),
    }));
}
