// The per-chunk token and cost table behind `/tokens`. Pure: counts the messages it is given; the chunk
// names and their order are ChatChunks' own.
import { CHUNK_ORDER, type ChunkName } from "./chat-chunks.js";
import type { ChunkFile } from "./chunk-input.js";
import type { Fence } from "../edits/edit.js";
import { costOf } from "../models/cost.js";
import type { ModelPrices, TokenizerName } from "../models/model-settings.js";
import { countMessages, countText, MESSAGE_OVERHEAD, type TokenMessage } from "../models/tokens.js";
import { renderFileBlock } from "../prompts/render-file-block.js";

/** The groups of a request: a ChatChunks instance fits as it is. */
export type ChunkMessages = Readonly<Record<ChunkName, readonly TokenMessage[]>>;

export const CHUNK_LABELS: Readonly<Record<ChunkName, string>> = {
  system: "system messages",
  developer: "developer instructions",
  examples: "example conversations",
  userInstructions: "user instructions",
  environment: "environment context",
  readonlyFiles: "read-only files",
  repo: "repository map",
  chatFiles: "chat files",
  done: "chat history",
  chatChanges: "chat file changes",
  cur: "current messages",
  reminder: "reminder",
};

export interface TokenReportRow {
  chunk: ChunkName;
  label: string;
  messages: number;
  tokens: number;
  /** Dollars at the full input price; null when the model's prices are unknown. */
  cost: number | null;
}

export interface TokenReport {
  rows: TokenReportRow[];
  /** All rows plus the tokens that prime the reply: what the request's prompt costs. */
  total: number;
  cost: number | null;
  contextWindow: number | null;
  /** contextWindow − total, or null when the window is unknown; negative when over. */
  remaining: number | null;
}

export interface TokenReportOptions {
  tokenizer?: TokenizerName;
  prices?: ModelPrices | null;
  contextWindow?: number | null;
}

/** One row per chunk in request order, empty chunks included so the table keeps its shape. */
export function tokenReport(chunks: ChunkMessages, options: TokenReportOptions = {}): TokenReport {
  const prices = options.prices ?? null;
  const rows = CHUNK_ORDER.map((chunk): TokenReportRow => {
    const tokens = countMessages(chunks[chunk], { tokenizer: options.tokenizer });
    return {
      chunk,
      label: CHUNK_LABELS[chunk],
      messages: chunks[chunk].length,
      tokens,
      cost: costOf({ inputTokens: tokens }, prices),
    };
  });
  const total = rows.reduce<number>((sum, row) => sum + row.tokens, MESSAGE_OVERHEAD.replyPriming);
  const contextWindow = options.contextWindow ?? null;
  return {
    rows,
    total,
    cost: costOf({ inputTokens: total }, prices),
    contextWindow,
    remaining: contextWindow === null ? null : contextWindow - total,
  };
}

export interface TokenFileRow {
  path: string;
  tokens: number;
  /** Dollars at the full input price; null when the model's prices are unknown. */
  cost: number | null;
}

/** One row per file, in the given order: the tokens of the file's block as the request renders it
 *  (path, fence, content), so each file's share of its chunk shows. */
export function fileTokenRows(
  files: readonly ChunkFile[],
  fence: Fence,
  options: TokenReportOptions = {},
): TokenFileRow[] {
  return files.map((file) => {
    const tokens = countText(renderFileBlock(file.path, file.content, fence), options.tokenizer);
    return { path: file.path, tokens, cost: costOf({ inputTokens: tokens }, options.prices ?? null) };
  });
}
