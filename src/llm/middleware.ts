// Composable client middleware, in the shape of the Vercel AI SDK's wrapLanguageModel: each concern
// (reasoning tags, continuation, abort estimates) wraps one chat call and nothing else, and the client
// under it keeps its route. The stacks are put together in one file, client-stack.ts. Pure.
import type { ChatRequest, ChatResult } from "../core/chat-types.js";
import type { LlmClient } from "./llm-client.js";

/** One chat call of the client below. */
export type ChatCall = (request: ChatRequest) => Promise<ChatResult>;

export interface LlmMiddleware {
  /** Sends `request` (or a changed one) through `next`, once or more, and returns the result. */
  wrapChat(next: ChatCall, request: ChatRequest): Promise<ChatResult>;
}

/** `client` under `middleware`, the first outermost (it sees the request first and the result last). */
export function wrapLlmClient(client: LlmClient, middleware: readonly LlmMiddleware[]): LlmClient {
  const chat = middleware.reduceRight<ChatCall>(
    (next, layer) => (request) => layer.wrapChat(next, request),
    (request) => client.chat(request),
  );
  return {
    chat,
    get route() {
      return client.route?.bind(client);
    },
  };
}

/** A client built by `get` on first use (so the API-key check waits for the first request or route). */
export function deferredClient(get: () => LlmClient): LlmClient {
  return {
    chat: async (request) => get().chat(request),
    get route() {
      const client = get();
      return client.route?.bind(client);
    },
  };
}
