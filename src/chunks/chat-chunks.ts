// ChatChunks: the ordered groups (prompt layers) of one request's messages, plus cache-control breakpoints.
// Holds and orders messages only; buildChatChunks fills it, nothing here builds text.
import { withCacheControl, type ChatMessage } from "../core/chat-message.js";

export type ChunkName =
  | "system"
  | "developer"
  | "examples"
  | "userInstructions"
  | "environment"
  | "readonlyFiles"
  | "repo"
  | "chatFiles"
  | "done"
  | "chatChanges"
  | "cur"
  | "reminder";

/**
 * The order messages are sent in: stable layers first, so the longest possible prefix is cached. The
 * chat files go before the history as the copies pinned when they were last sent whole (they stay put
 * while the history grows after them); how each changed since is the `chatChanges` layer, a diff against
 * that copy, after the history. Aider's order sends the whole files after the history instead, which
 * moves every edit's bytes ahead of the growing history and breaks the cached prefix there.
 */
export const CHUNK_ORDER: readonly ChunkName[] = [
  "system",
  "developer",
  "examples",
  "userInstructions",
  "environment",
  "readonlyFiles",
  "repo",
  "chatFiles",
  "done",
  "chatChanges",
  "cur",
  "reminder",
];

/** The groups that make up the static prefix (layers 1–5): byte-stable for a session on one day. */
export const STATIC_GROUPS: readonly ChunkName[] = [
  "system",
  "developer",
  "examples",
  "userInstructions",
  "environment",
];

/** How big a cached prefix must be for the provider to cache it, and how to count one. */
export interface CacheFit {
  countTokens: (messages: readonly ChatMessage[]) => number;
  minTokens: number;
}

export class ChatChunks {
  system: ChatMessage[] = [];
  developer: ChatMessage[] = [];
  examples: ChatMessage[] = [];
  userInstructions: ChatMessage[] = [];
  environment: ChatMessage[] = [];
  readonlyFiles: ChatMessage[] = [];
  repo: ChatMessage[] = [];
  chatFiles: ChatMessage[] = [];
  done: ChatMessage[] = [];
  chatChanges: ChatMessage[] = [];
  cur: ChatMessage[] = [];
  reminder: ChatMessage[] = [];

  allMessages(): ChatMessage[] {
    return CHUNK_ORDER.flatMap((name) => this[name]);
  }

  /**
   * Marks up to four breakpoints (Anthropic's limit), each where a later request still starts with the
   * same bytes: the end of the stable layers (system through the repo map: one mark, so it covers them
   * all and clears the provider's minimum where the prompt is that large); the end of the pinned chat
   * files; the end of the history, so the next turn reads every earlier turn from the cache (history
   * only appends); and the end of the turn so far (`cur`, else the changes), so a reflection round reads
   * the whole failed request. An empty group gives no mark. With `fit`, a mark whose prefix is below the
   * provider's minimum cacheable size is left out (it would cache nothing). Idempotent.
   */
  addCacheControlHeaders(fit?: CacheFit): void {
    const stable = this.lastGroup([
      "repo",
      "readonlyFiles",
      "environment",
      "userInstructions",
      "examples",
      "developer",
      "system",
    ]);
    const turn = this.lastGroup(["cur", "chatChanges"]);
    for (const group of new Set([stable, "chatFiles" as const, "done" as const, turn])) {
      if (!group || this[group].length === 0) continue;
      if (fit && fit.countTokens(this.messagesThrough(group)) < fit.minTokens) continue;
      markLast(this[group]);
    }
  }

  /** Every message up to and including the last one of `group`. */
  private messagesThrough(group: ChunkName): ChatMessage[] {
    return CHUNK_ORDER.slice(0, CHUNK_ORDER.indexOf(group) + 1).flatMap((name) => this[name]);
  }

  /** The messages up to and including the last breakpoint; empty when none is marked. */
  cacheableMessages(): ChatMessage[] {
    const messages = this.allMessages();
    let end = 0;
    messages.forEach((message, index) => {
      if (hasBreakpoint(message)) end = index + 1;
    });
    return messages.slice(0, end);
  }

  private lastGroup(names: readonly ChunkName[]): ChunkName | null {
    return names.find((name) => this[name].length > 0) ?? null;
  }
}

function markLast(group: ChatMessage[]): void {
  const last = group[group.length - 1];
  if (last) group[group.length - 1] = withCacheControl(last);
}

export function hasBreakpoint(message: ChatMessage): boolean {
  return typeof message.content !== "string" && message.content.some((part) => part.cache_control);
}
