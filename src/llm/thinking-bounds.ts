// Keeps a Claude thinking budget inside the bounds Anthropic documents, so no request is refused for
// them: `budget_tokens` at least 1,024 and below `max_tokens`, and `max_tokens` at most the model's
// output limit (platform.claude.com/docs/en/build-with-claude/extended-thinking). Pure: returns the
// values to send and, when it had to change what was asked, one sentence saying what and why.

/** The smallest `budget_tokens` the Messages API takes. */
export const MIN_THINKING_BUDGET = 1_024;
/** Room kept for the answer above the budget when kerf has to choose `max_tokens` itself. */
export const ANSWER_ROOM = 8_192;

export interface ThinkingBounds {
  budget: number;
  /** The `max_tokens` to send; undefined when the caller's own choice already fits. */
  maxTokens: number | undefined;
  /** What kerf changed, in the user's terms; undefined when the asked budget was sent as is. */
  changed: string | undefined;
}

/** A token count as the warnings write it (32,000). */
export const count = (n: number): string => n.toLocaleString("en-US");

/**
 * `asked`: the `--thinking-tokens` budget. `maxTokens`: the `max_tokens` the request would carry (its
 * settings' `max_tokens`, else the model's output limit). `limit`: the model's output limit, when known.
 */
export function boundThinking(
  model: string,
  asked: number,
  output: { maxTokens?: number | undefined; limit?: number | null | undefined },
): ThinkingBounds {
  const limit = output.limit ?? undefined;
  let budget = Math.max(asked, MIN_THINKING_BUDGET);
  let maxTokens = output.maxTokens ?? limit;
  if (limit !== undefined && maxTokens !== undefined) maxTokens = Math.min(maxTokens, limit);
  if (maxTokens === undefined || budget >= maxTokens) {
    const wanted = budget + ANSWER_ROOM;
    maxTokens = limit === undefined ? wanted : Math.min(wanted, limit);
  }
  if (budget >= maxTokens) budget = Math.max(MIN_THINKING_BUDGET, maxTokens - ANSWER_ROOM);
  const sentMax = maxTokens === (output.maxTokens ?? limit) ? undefined : maxTokens;
  if (budget === asked) return { budget, maxTokens: sentMax, changed: undefined };
  const changed =
    budget > asked
      ? `--thinking-tokens ${count(asked)} raised to ${count(budget)} for ${model}: ` +
        `Anthropic's smallest thinking budget is ${count(MIN_THINKING_BUDGET)}.`
      : `--thinking-tokens ${count(asked)} lowered to ${count(budget)} for ${model}: the budget must ` +
        `stay below max_tokens, and ${model} writes at most ${count(maxTokens)} tokens.`;
  return { budget, maxTokens: sentMax, changed };
}
