// The Claude models: data only, no logic. Fields an entry leaves out come from the family rules
// (family-rules-data.ts: thinking shape, prefill, 1M window and cache minimums by generation).
// Facts: platform.claude.com/docs/en/about-claude/pricing and each model's overview page, read 2026-11-28.
import type { ModelPrices, PartialSettings } from "./model-settings.js";

/** Dollars per million tokens: input, output, cache read, 5-minute cache write. */
const price = (input: number, output: number, cacheRead: number, cacheWrite: number): ModelPrices => ({
  input,
  output,
  cacheRead,
  cacheWrite,
});

/** Opus 4.6 and later, Claude 5: a 1M window and 128K output (each model's overview page). */
const current = (prices: ModelPrices, editorModelName: string): PartialSettings => ({
  contextWindow: 1_000_000,
  maxOutputTokens: 128_000,
  editFormat: "diff",
  useRepoMap: true,
  editorModelName,
  prices,
});

export const CLAUDE_MODELS: Readonly<Record<string, PartialSettings>> = {
  "claude-3-5-sonnet": {
    contextWindow: 200_000,
    editFormat: "diff",
    useRepoMap: true,
    weakModelName: "claude-3-5-haiku",
    editorModelName: "claude-3-5-sonnet",
    examplesAsSystemMessage: true,
    extraParams: { max_tokens: 8192 },
    maxOutputTokens: 8_192,
    prices: price(3, 15, 0.3, 3.75),
  },
  "claude-3-5-haiku": {
    contextWindow: 200_000,
    editFormat: "diff",
    useRepoMap: true,
    weakModelName: "claude-3-5-haiku",
    maxOutputTokens: 8_192,
    prices: price(0.8, 4, 0.08, 1),
  },
  "claude-3-7-sonnet": {
    contextWindow: 200_000,
    editFormat: "diff",
    useRepoMap: true,
    weakModelName: "claude-3-5-haiku",
    editorModelName: "claude-3-7-sonnet",
    overeager: true,
    examplesAsSystemMessage: true,
    extraParams: { max_tokens: 64000 },
    maxOutputTokens: 64_000,
    prices: price(3, 15, 0.3, 3.75),
  },
  "claude-sonnet-4": {
    contextWindow: 200_000,
    editFormat: "diff",
    useRepoMap: true,
    weakModelName: "claude-3-5-haiku",
    editorModelName: "claude-sonnet-4",
    extraParams: { max_tokens: 64000 },
    maxOutputTokens: 64_000,
    prices: price(3, 15, 0.3, 3.75),
  },
  "claude-sonnet-4-5": {
    contextWindow: 200_000,
    editFormat: "diff",
    useRepoMap: true,
    weakModelName: "claude-haiku-4-5",
    editorModelName: "claude-sonnet-4-5",
    extraParams: { max_tokens: 64000 },
    maxOutputTokens: 64_000,
    prices: price(3, 15, 0.3, 3.75),
  },
  "claude-opus-4": {
    contextWindow: 200_000,
    editFormat: "diff",
    useRepoMap: true,
    weakModelName: "claude-3-5-haiku",
    editorModelName: "claude-sonnet-4",
    extraParams: { max_tokens: 32000 },
    maxOutputTokens: 32_000,
    prices: price(15, 75, 1.5, 18.75),
  },
  "claude-opus-4-1": {
    contextWindow: 200_000,
    editFormat: "diff",
    useRepoMap: true,
    weakModelName: "claude-haiku-4-5",
    editorModelName: "claude-sonnet-4-5",
    extraParams: { max_tokens: 32000 },
    maxOutputTokens: 32_000,
    prices: price(15, 75, 1.5, 18.75),
  },
  "claude-haiku-4-5": {
    contextWindow: 200_000,
    editFormat: "diff",
    useRepoMap: true,
    weakModelName: "claude-haiku-4-5",
    extraParams: { max_tokens: 64000 },
    maxOutputTokens: 64_000,
    prices: price(1, 5, 0.1, 1.25),
  },
  // Claude 4.6 and later: prefill refused, 1M context (models/overview). Sonnet 4.6 and Opus 4.6 still
  // take a thinking budget (deprecated there); Opus 4.7 and later take only adaptive thinking.
  "claude-sonnet-4-6": {
    contextWindow: 1_000_000,
    editFormat: "diff",
    useRepoMap: true,
    weakModelName: "claude-haiku-4-5",
    editorModelName: "claude-sonnet-4-6",
    maxOutputTokens: 64_000,
    prices: price(3, 15, 0.3, 3.75),
  },
  // Opus 4.5 on: $5 / $25 (about-claude/pricing); Opus 4.5 keeps Claude 4.5's 200K window and 64K output.
  "claude-opus-4-5": {
    contextWindow: 200_000,
    editFormat: "diff",
    useRepoMap: true,
    weakModelName: "claude-haiku-4-5",
    editorModelName: "claude-sonnet-4-6",
    maxOutputTokens: 64_000,
    prices: price(5, 25, 0.5, 6.25),
  },
  "claude-opus-4-6": {
    ...current(price(5, 25, 0.5, 6.25), "claude-sonnet-4-6"),
    weakModelName: "claude-haiku-4-5",
  },
  "claude-opus-4-7": {
    ...current(price(5, 25, 0.5, 6.25), "claude-sonnet-4-6"),
    weakModelName: "claude-haiku-4-5",
  },
  "claude-opus-4-8": {
    ...current(price(5, 25, 0.5, 6.25), "claude-sonnet-4-6"),
    weakModelName: "claude-haiku-4-5",
  },
  // Claude 5: the weak model is Haiku 5.5 (the family rule). Sonnet 5.5's cache reads are 5 % of input
  // since 2026-10-07 ($0.10; Opus 5.5 likewise $0.20), other models 10 % (about-claude/pricing).
  "claude-opus-5": current(price(5, 25, 0.5, 6.25), "claude-sonnet-5"),
  "claude-opus-5-5": current(price(4, 20, 0.2, 5), "claude-sonnet-5-5"),
  "claude-sonnet-5": current(price(2, 10, 0.2, 2.5), "claude-sonnet-5"),
  "claude-sonnet-5-5": current(price(2, 10, 0.1, 2.5), "claude-sonnet-5-5"),
  // Haiku 5.5: a prompt over 100K tokens bills every token of that request at five times the rates of a
  // shorter one (models/haiku-5-5/overview).
  "claude-haiku-5-5": {
    editFormat: "diff",
    useRepoMap: true,
    weakModelName: "claude-haiku-5-5",
    prices: {
      ...price(0.1, 0.5, 0.01, 0.125),
      longPrompt: { above: 100_000, ...price(0.5, 2.5, 0.05, 0.625) },
    },
  },
  // Fable and Mythos (Mythos: verified organisations only, Fable's specs and prices): cache reads $1 on
  // the 5 models, $0.25 on 5.1; Fable 5.2 (2026-11-09) is $8 / $40 with $0.20 reads and $10 writes.
  "claude-fable-5": current(price(10, 50, 1, 12.5), "claude-sonnet-5-5"),
  "claude-fable-5-1": current(price(10, 50, 0.25, 12.5), "claude-sonnet-5-5"),
  "claude-mythos-5": current(price(10, 50, 1, 12.5), "claude-sonnet-5-5"),
  "claude-mythos-5-1": current(price(10, 50, 0.25, 12.5), "claude-sonnet-5-5"),
  "claude-fable-5-2": current(price(8, 40, 0.2, 10), "claude-sonnet-5-5"),
};
