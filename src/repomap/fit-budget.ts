// Finds the largest prefix of the ranked entries whose rendered map fits a token ceiling.
// Estimates during the search, one exact count at the end (re-searching only if it overshot), so the
// returned text NEVER exceeds the ceiling. Pure apart from the injected counters.

export interface FitOptions {
  /** How many entries exist. */
  available: number;
  /** The map text for the first `count` entries. */
  render: (count: number) => string;
  maxTokens: number;
  countTokens: (text: string) => number;
  /** Cheap, close count used while searching; defaults to `countTokens` memoised per line. */
  estimateTokens?: (text: string) => number;
}

export interface Fitted {
  count: number;
  text: string;
  /** Exact count of `text`. */
  tokens: number;
  /** How many exact counts of a whole map were made (1 unless the estimate was low). */
  exactCounts: number;
}

/** Extra exact counts spent growing a map the estimate left well under the ceiling. */
const GROW_TRIES = 2;
const GOOD_FILL = 0.95;

export function fitBudget(options: FitOptions): Fitted {
  const estimate = options.estimateTokens ?? lineEstimator(options.countTokens);
  const { maxTokens } = options;
  let limit = maxTokens;
  // Every entry adds a line of a token or more, so more entries than tokens cannot fit.
  let high = Math.min(options.available, Math.max(0, maxTokens));
  for (let exactCounts = 1; ; exactCounts++) {
    const count = largestFitting({ low: 0, high, limit, render: options.render, estimate });
    // Nothing fits by the estimate: the first entry may still fit exactly (grow tries it).
    if (count === 0) {
      const none = { count: 0, text: "", tokens: 0, exactCounts: exactCounts - 1 };
      return grow(options, estimate, none, limit, high);
    }
    const text = options.render(count);
    const tokens = options.countTokens(text);
    if (tokens <= maxTokens)
      return grow(options, estimate, { count, text, tokens, exactCounts }, limit, high);
    // The estimate ran low by about tokens/maxTokens: scale the search limit down by as much.
    limit = Math.floor((limit * maxTokens) / tokens);
    high = count - 1;
  }
}

/** The estimate can also run high (whole-text BPE merges across lines): while a fitted map uses
 * less than GOOD_FILL of the ceiling, scale the limit up and keep a larger map if it still fits; once
 * the scaled estimate finds nothing larger (or GROW_TRIES are spent), step one entry at a time, each
 * checked exactly, until the next one would not fit. */
function grow(
  options: FitOptions,
  estimate: (text: string) => number,
  fitted: Fitted,
  limit: number,
  high: number,
): Fitted {
  let best = fitted;
  for (let tries = 0; best.count < high; tries++) {
    if (best.tokens >= GOOD_FILL * options.maxTokens) break;
    let count = best.count + 1;
    if (tries < GROW_TRIES && best.tokens > 0) {
      limit = Math.floor((limit * options.maxTokens) / best.tokens);
      count = Math.max(
        count,
        largestFitting({ low: best.count, high, limit, render: options.render, estimate }),
      );
    }
    const text = options.render(count);
    const tokens = options.countTokens(text);
    const exactCounts = best.exactCounts + 1;
    if (tokens > options.maxTokens) {
      if (count === best.count + 1) return { ...best, exactCounts };
      // The scaled estimate overshot: from here, one entry at a time.
      high = count - 1;
      best = { ...best, exactCounts };
      continue;
    }
    best = { count, text, tokens, exactCounts };
  }
  return best;
}

interface SearchOptions {
  low?: number;
  high: number;
  limit: number;
  render: (count: number) => string;
  estimate: (text: string) => number;
}

/** The largest count in [low, high] whose rendering the estimate puts within `limit`. */
export function largestFitting({ low: known = 0, high, limit, render, estimate }: SearchOptions): number {
  // `low` is a count already known to fit (the limit only grew since): the search starts above it.
  let low = Math.min(known, high);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (estimate(render(middle)) <= limit) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Sum of per-line exact counts, each line counted once ever: BPE merges never cross a newline in
 * the o200k/cl100k pre-tokenisers, so the sum is close to the whole-text count and cheap to redo. */
export function lineEstimator(countTokens: (text: string) => number): (text: string) => number {
  const memo = new Map<string, number>();
  return (text) => {
    let total = 0;
    for (const line of text.split("\n")) {
      let count = memo.get(line);
      if (count === undefined) {
        count = countTokens(`${line}\n`);
        memo.set(line, count);
      }
      total += count;
    }
    return total;
  };
}
