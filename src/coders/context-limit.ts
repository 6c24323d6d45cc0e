// Refuses a request that cannot fit the model's context window, naming what to drop to make it fit.
import type { ChatChunks } from "../chunks/chat-chunks.js";
import type { ChunkFile } from "../chunks/chunk-input.js";
import { checkContext, type DropSuggestion } from "../chunks/context-check.js";
import type { ModelSettings } from "../models/model-settings.js";
import { countMessages } from "../models/tokens.js";

export class ContextWindowError extends Error {
  constructor(
    readonly tokens: number,
    readonly limit: number,
    readonly drop: DropSuggestion[],
  ) {
    const advice = drop.length > 0 ? ` To make it fit: ${drop.map((d) => d.text).join("; ")}.` : "";
    super(`the request is ${tokens} tokens, over the model's ${limit}-token context window.${advice}`);
    this.name = "ContextWindowError";
  }
}

export interface FitInput {
  chunks: ChatChunks;
  /** The request's token count, when buildChatChunks already counted it (else it is counted here). */
  tokens: number | null;
  settings: ModelSettings;
  chatFiles: readonly ChunkFile[];
  readOnlyFiles: readonly ChunkFile[];
}

/** Throws ContextWindowError when the request is over the window; does nothing when it fits or is unknown. */
export function assertFits(input: FitInput): void {
  const limit = input.settings.contextWindow;
  if (limit === null) return;
  const tokenizer = input.settings.tokenizer;
  const tokens = input.tokens ?? countMessages(input.chunks.allMessages(), { tokenizer, primeReply: true });
  if (tokens <= limit) return;
  const files = [
    ...input.chatFiles.map((file) => ({ ...file, kind: "chat" as const })),
    ...input.readOnlyFiles.map((file) => ({ ...file, kind: "read-only" as const })),
  ];
  const check = checkContext({ chunks: input.chunks, limit, tokenizer, files });
  throw new ContextWindowError(check.total, limit, check.drop);
}
