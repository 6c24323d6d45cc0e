// Keeps a coder's history within budget: summarises `done` with the weak model, falling back to the
// main model. Calls the LLM through the client; the text of the request comes from the chunks module.
import { maskSecrets } from "../trust/secret-mask.js";
import type { ChatMessage } from "../core/chat-message.js";
import { historyBudget, summarizeHistory, type SummarizeFn } from "../chunks/summarize-history.js";
import { summaryRequest } from "../prompts/summary-prompt.js";
import type { LlmClient } from "../llm/llm-client.js";
import type { ResolvedModel } from "../models/resolve-model.js";
import { countMessages } from "../models/tokens.js";
import { requestSettings } from "./llm-request.js";

export interface HistoryInput {
  history: readonly ChatMessage[];
  llm: LlmClient;
  model: ResolvedModel;
  weakModel: ResolvedModel;
  signal?: AbortSignal;
  /** The budget (--max-chat-history-tokens); default from the model's context window. */
  maxTokens?: number;
}

/** The history, summarised when it is over budget; unchanged when within. */
export async function compactHistory(
  input: HistoryInput,
): Promise<{ messages: ChatMessage[]; before: number; after: number }> {
  const tokenizer = input.model.settings.tokenizer;
  const countTokens = (messages: readonly ChatMessage[]) => countMessages(messages, { tokenizer });
  const before = countTokens(input.history);
  const maxTokens = input.maxTokens ?? historyBudget(input.model.settings.contextWindow);
  if (before <= maxTokens) return { messages: [...input.history], before, after: before };
  const summarizer =
    (model: ResolvedModel): SummarizeFn =>
    async (messages) => {
      const reply = await input.llm.chat({
        model: model.expanded,
        // Credential shapes in the history never reach the summary request.
        messages: summaryRequest(
          messages.map((m) =>
            typeof m.content === "string" ? { ...m, content: maskSecrets(m.content) } : m,
          ),
        ),
        stream: false,
        settings: requestSettings(model.settings),
        signal: input.signal,
      });
      if (reply.partial || reply.text.trim() === "") throw new Error(`${model.name} returned no summary`);
      return reply.text.trim();
    };
  const fallbacks = input.weakModel.name === input.model.name ? [] : [summarizer(input.model)];
  const result = await summarizeHistory(input.history, {
    maxTokens,
    countTokens,
    summarize: summarizer(input.weakModel),
    fallbacks,
  });
  return { messages: result.messages, before, after: countTokens(result.messages) };
}
