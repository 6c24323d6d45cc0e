// Keeps the chat history (`done`) within its token budget: the older part is summarised by an injected
// function, the recent part stays verbatim. No I/O and no model calls of its own; instructions and chat
// files are never passed here, so they are never summarised.
import type { ChatMessage } from "../core/chat-message.js";
import { extractDirectives } from "./summarize-directives.js";
import { summaryMessages } from "../prompts/summary-prompt.js";

/** Summarises messages into the user's voice; the caller builds the request with `summaryRequest`. */
export type SummarizeFn = (messages: readonly ChatMessage[]) => Promise<string>;

export interface SummarizeHistoryOptions {
  maxTokens: number;
  countTokens: (messages: readonly ChatMessage[]) => number;
  /** Normally the weak model. */
  summarize: SummarizeFn;
  /** Tried in order when the one before throws (normally: the main model). */
  fallbacks?: readonly SummarizeFn[];
  /** The current recursion level; callers leave it out. */
  depth?: number;
}

export interface SummarizeHistoryResult {
  messages: ChatMessage[];
  /** Number of summarising calls that succeeded (0: the history was within budget). */
  summaries: number;
  /** Errors of summarisers that failed before a fallback succeeded. */
  failures: unknown[];
}

/** Every summariser failed: the history is left as it was and the causes travel with the error. */
export class HistorySummaryError extends Error {
  override readonly name = "HistorySummaryError";
  constructor(readonly causes: unknown[]) {
    super(`every summariser failed (${causes.length})`, { cause: causes[causes.length - 1] });
  }
}

/** At most this many summarising rounds: the last one summarises the whole remaining history. */
export const MAX_SUMMARY_DEPTH = 3;

/** The history budget: 1/16 of the context window, clamped to 1k–8k tokens (1k when the window is unknown). */
export function historyBudget(contextWindow: number | null): number {
  if (contextWindow === null) return 1024;
  return Math.min(8192, Math.max(1024, Math.floor(contextWindow / 16)));
}

/**
 * Index where the verbatim tail starts: the longest suffix within half the budget, moved forward to the
 * next user message so no exchange is cut in two. 0 or messages.length means there is no useful split.
 */
export function splitIndex(
  messages: readonly ChatMessage[],
  countTokens: (messages: readonly ChatMessage[]) => number,
  maxTokens: number,
): number {
  const half = Math.floor(maxTokens / 2);
  let tail = 0;
  let start = messages.length;
  while (start > 0) {
    const tokens = countTokens([messages[start - 1] as ChatMessage]);
    if (tail + tokens > half) break;
    tail += tokens;
    start -= 1;
  }
  while (start < messages.length && messages[start]?.role !== "user") start += 1;
  return start;
}

async function runSummarizers(
  messages: readonly ChatMessage[],
  options: SummarizeHistoryOptions,
  failures: unknown[],
) {
  for (const summarize of [options.summarize, ...(options.fallbacks ?? [])]) {
    try {
      return await summarize(messages);
    } catch (error) {
      failures.push(error);
    }
  }
  throw new HistorySummaryError([...failures]);
}

/**
 * Summarises `messages` until they fit `maxTokens`: each round summarises the part before the verbatim
 * tail and re-checks; the third round (MAX_SUMMARY_DEPTH) summarises everything left and stops.
 */
export async function summarizeHistory(
  messages: readonly ChatMessage[],
  options: SummarizeHistoryOptions,
): Promise<SummarizeHistoryResult> {
  const failures: unknown[] = [];
  let current = [...messages];
  let summaries = 0;
  for (let depth = options.depth ?? 0; options.countTokens(current) > options.maxTokens; depth += 1) {
    const split =
      depth >= MAX_SUMMARY_DEPTH - 1 ? 0 : splitIndex(current, options.countTokens, options.maxTokens);
    // No room for a verbatim tail, or the last level: the whole history is summarised, and that is final.
    const everything = split === 0 || split >= current.length;
    const head = everything ? current : current.slice(0, split);
    const summary = await runSummarizers(head, options, failures);
    summaries += 1;
    current = [...summaryMessages(summary, extractDirectives(head)), ...current.slice(head.length)];
    if (everything) break;
  }
  return { messages: current, summaries, failures };
}
