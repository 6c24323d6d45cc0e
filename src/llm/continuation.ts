// Finishing a reply that hit the output limit: models that accept assistant prefill are asked to go
// on from where they stopped; for the others the cut reply is refused with OutputLimitError. Only the
// output limit is continued: a full context window, a refusal or a filter come back as they are.
import type { ChatMessage } from "../core/chat-types.js";
import { OutputLimitError } from "./errors.js";
import type { LlmMiddleware } from "./middleware.js";
import { addUsage } from "./usage.js";

/** The conversation plus the partial reply as an assistant message the server must continue. */
export function continuationMessages(messages: readonly ChatMessage[], partialText: string): ChatMessage[] {
  return [...messages, { role: "assistant", content: partialText, prefix: true }];
}

export interface ContinuationOptions {
  /** From the model settings: the server continues a trailing assistant message. */
  allowsPrefill: boolean;
  /** Continuations after the first reply. Default 3. */
  maxContinuations?: number;
}

/**
 * The middleware that continues a reply by prefill while it stops at the output limit. Returns the
 * joined reply (its `text` is left to `reasoningTags`, outside); throws OutputLimitError when it cannot
 * be completed. Other partial results (a broken stream, an abort) come back as they are, marked partial.
 */
export function continuation(options: ContinuationOptions): LlmMiddleware {
  return {
    async wrapChat(next, request) {
      let result = await next(request);
      for (let round = 0; result.partialReason === "length"; round++) {
        if (!options.allowsPrefill || round >= (options.maxContinuations ?? 3)) {
          throw new OutputLimitError(result.rawText);
        }
        const more = await next({
          ...request,
          messages: continuationMessages(request.messages, result.rawText),
        });
        const rawText = result.rawText + more.rawText;
        result = {
          ...more,
          rawText,
          text: rawText,
          usage: addUsage(result.usage, more.usage),
          attempts: result.attempts + more.attempts,
        };
      }
      return result;
    },
  };
}
