// A request the user stopped (Ctrl-C) was still sent, and part of its reply may have streamed, but no
// server usage ever arrives for it. This client wrapper fills in local estimates — the sent messages
// counted with the model's tokenizer, the streamed text counted as received — so the token line is not
// "0 sent"; the printer marks them "~". Any other result passes through untouched.
import type { ChatRequest, ChatResult } from "../core/chat-types.js";
import type { LlmClient } from "../llm/llm-client.js";
import { countMessages, countText } from "../models/tokens.js";
import type { TokenizerName } from "../models/model-settings.js";

export function withAbortEstimates(inner: LlmClient, tokenizer: TokenizerName): LlmClient {
  return {
    get baseURL() {
      return inner.baseURL;
    },
    get baseUrl() {
      return inner.baseUrl;
    },
    route: (model, api) => inner.route?.(model, api) ?? { protocol: "chat", endpointUrl: inner.baseURL },
    chat: (request) => chatEstimating(inner, request, tokenizer),
  };
}

async function chatEstimating(
  inner: LlmClient,
  request: ChatRequest,
  tokenizer: TokenizerName,
): Promise<ChatResult> {
  let streamed = "";
  const collect = (text: string) => {
    streamed += text;
    return text;
  };
  const { onDelta, onThinking } = request;
  const result = await inner.chat({
    ...request,
    ...(onDelta && { onDelta: (text: string) => onDelta(collect(text)) }),
    ...(onThinking && { onThinking: (text: string) => onThinking(collect(text)) }),
  });
  if (result.partialReason !== "aborted" || result.usage.promptTokens > 0) return result;
  const sent = countMessages(request.messages, { tokenizer, primeReply: true });
  const received = Math.max(result.usage.completionTokens, countText(streamed, tokenizer));
  return { ...result, usage: { ...result.usage, promptTokens: sent, completionTokens: received } };
}
