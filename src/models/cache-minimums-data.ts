// The minimum cacheable prompt length per Claude model: Anthropic caches nothing under a breakpoint
// whose prefix is shorter, so it decides whether kerf's first breakpoint caches anything. Data only;
// family-rules-data.ts turns each row into a rule. Every other model takes the default, 1,024.
//
// Source: Anthropic's prompt-caching page, "Cache limitations",
// https://platform.claude.com/docs/en/build-with-claude/prompt-caching#cache-limitations (checked with
// the search tool 2026-12-06). The page's own table could not be read there; `confirmed` rows match
// that table as quoted word for word in github.com/anthropics/anthropic-sdk-python/issues/1194. The
// others come from secondary copies that disagree (Opus 4.7: 2,048 in one, 4,096 in another); the
// README lists them as not confirmed.

export interface CacheMinimum {
  /** The models, as people name them (the README's words). */
  models: string;
  /** A family-rule pattern over the table name. */
  pattern: string;
  tokens: number;
  /** True when the value matches Anthropic's own page. */
  confirmed: boolean;
}

export const CACHE_MINIMUMS_SOURCE =
  "https://platform.claude.com/docs/en/build-with-claude/prompt-caching#cache-limitations";

export const CACHE_MINIMUMS: readonly CacheMinimum[] = [
  {
    models: "Claude Opus 4.6, Opus 4.5, Haiku 4.5",
    pattern: "^claude-(haiku-4|opus-4-[56])",
    tokens: 4096,
    confirmed: true,
  },
  {
    models: "Claude Haiku 3.5, Haiku 3",
    pattern: "^claude-(3-5-haiku|3-haiku)",
    tokens: 2048,
    confirmed: true,
  },
  {
    models: "Claude Opus 4.7, Mythos Preview",
    pattern: "^claude-(opus-4-7|mythos-preview)",
    tokens: 2048,
    confirmed: false,
  },
  {
    models: "Claude Sonnet 5.5, Haiku 5.5, Opus 5.5, Opus 5, Fable 5.x, Mythos 5.x",
    pattern: "^claude-((sonnet|haiku)-5-[5-9]|opus-5|fable-5|mythos-5)",
    tokens: 512,
    confirmed: false,
  },
  {
    models: "Claude Opus 4.8, Sonnet 5",
    pattern: "^claude-(opus-4-8|sonnet-5$)",
    tokens: 1024,
    confirmed: false,
  },
  {
    models: "Claude Sonnet 4.6, Sonnet 4.5, Opus 4.1, Opus 4, Sonnet 4, Sonnet 3.7",
    pattern: "^claude-(sonnet-4|opus-4$|opus-4-1|3-7-sonnet)",
    tokens: 1024,
    confirmed: true,
  },
];
