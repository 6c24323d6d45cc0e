// A request the user stopped (Ctrl-C), or whose reply broke off (a cut stream, an error event, a
// stalled server), was still sent, and part of its reply may have streamed, but no final server usage
// arrives for it. This middleware fills in local estimates — the sent messages counted with the
// model's tokenizer (unless the server already counted them: Anthropic's message_start does), the
// streamed text counted as received (message_start's output count is a placeholder of 1) — so the token
// line says neither "0 sent" nor "~1 received"; the usage is marked `estimated` and the printer marks
// it "~". Any other result passes through untouched.
import type { ChatRequest, ChatResult, PartialReason } from "../core/chat-types.js";
import type { ChatCall, LlmMiddleware } from "./middleware.js";
import { countMessages, countText } from "../models/tokens.js";
import type { TokenizerName } from "../models/model-settings.js";

/** The partial replies that never reached their end: the server's final usage never came. */
const UNFINISHED: ReadonlySet<PartialReason> = new Set([
  "aborted",
  "stream-broken",
  "malformed-stream",
  "server-error",
  "idle-timeout",
]);

/** The middleware that fills in local estimates for a reply that never reached its end. */
export function abortEstimates(tokenizer: TokenizerName): LlmMiddleware {
  return { wrapChat: (next, request) => chatEstimating(next, request, tokenizer) };
}

async function chatEstimating(
  next: ChatCall,
  request: ChatRequest,
  tokenizer: TokenizerName,
): Promise<ChatResult> {
  let streamed = "";
  const collect = (text: string) => {
    streamed += text;
    return text;
  };
  const { onDelta, onThinking } = request;
  const result = await next({
    ...request,
    ...(onDelta && { onDelta: (text: string) => onDelta(collect(text)) }),
    ...(onThinking && { onThinking: (text: string) => onThinking(collect(text)) }),
  });
  if (result.partialReason === undefined || !UNFINISHED.has(result.partialReason)) return result;
  const counted = result.usage.promptTokens;
  const sent = counted > 0 ? counted : countMessages(request.messages, { tokenizer, primeReply: true });
  const received = Math.max(result.usage.completionTokens, countText(streamed, tokenizer));
  const usage = { ...result.usage, promptTokens: sent, completionTokens: received, estimated: true };
  return { ...result, usage };
}
