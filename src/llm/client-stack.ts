// Where the client middleware is composed, the one place that says which concern wraps which. From the
// wire up: a protocol client (llm-client.ts: one protocol, retries) under reasoning-tag stripping; the
// router (routed-client.ts) picks one such client per model; a request of the coder's is continued past
// the output limit; the CLI session's client is built on first use and estimates the tokens of a reply
// that never reached its end, under the spend caps (spend-cap.ts), which see every request it sends.
import type { ChatRequest, ChatResult } from "../core/chat-types.js";
import type { TokenizerName } from "../models/model-settings.js";
import { abortEstimates } from "./abort-estimates.js";
import { continuation, type ContinuationOptions } from "./continuation.js";
import type { LlmClient } from "./llm-client.js";
import { deferredClient, wrapLlmClient } from "./middleware.js";
import { reasoningTags } from "./reasoning.js";
import { spendCap, type SpendCapOptions, type SpendMeter } from "./spend-cap.js";

/** A protocol client's chat: the retrying transport under reasoning-tag stripping. */
export function protocolStack(transport: LlmClient): LlmClient {
  return wrapLlmClient(transport, [reasoningTags]);
}

/** The CLI session's client: built by `get` on first use; a stopped or broken-off reply's tokens
 *  estimated with the model's tokenizer; with `caps`, every request checked against them first (and
 *  metered with those estimates). */
export function sessionStack(
  get: () => LlmClient,
  tokenizer: TokenizerName,
  caps?: { options: SpendCapOptions; meter: SpendMeter },
): LlmClient {
  const capped = caps ? [spendCap(caps.options, caps.meter)] : [];
  return wrapLlmClient(deferredClient(get), [...capped, abortEstimates(tokenizer)]);
}

/**
 * `client.chat(request)`, continued by prefill while the reply stops at the output limit, the joined
 * reply's reasoning stripped. Throws OutputLimitError when it cannot be completed. Other partial
 * results (a broken stream, an abort) come back as they are, marked partial.
 */
export function chatWithContinuation(
  client: LlmClient,
  request: ChatRequest,
  options: ContinuationOptions,
): Promise<ChatResult> {
  return wrapLlmClient(client, [reasoningTags, continuation(options)]).chat(request);
}
