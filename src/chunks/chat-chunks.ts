// ChatChunks: the eight ordered groups of one request's messages, plus cache-control breakpoints.
// Holds and orders messages only; buildChatChunks fills it, nothing here builds text.
import { withCacheControl, type ChatMessage } from "../core/chat-message.js";

export type ChunkName =
  "system" | "examples" | "readonlyFiles" | "repo" | "done" | "chatFiles" | "cur" | "reminder";

/** The order messages are sent in: stable parts first, so the longest possible prefix is cached. */
export const CHUNK_ORDER: readonly ChunkName[] = [
  "system",
  "examples",
  "readonlyFiles",
  "repo",
  "done",
  "chatFiles",
  "cur",
  "reminder",
];

export class ChatChunks {
  system: ChatMessage[] = [];
  examples: ChatMessage[] = [];
  readonlyFiles: ChatMessage[] = [];
  repo: ChatMessage[] = [];
  done: ChatMessage[] = [];
  chatFiles: ChatMessage[] = [];
  cur: ChatMessage[] = [];
  reminder: ChatMessage[] = [];

  allMessages(): ChatMessage[] {
    return CHUNK_ORDER.flatMap((name) => this[name]);
  }

  /**
   * Marks three breakpoints: the end of the examples (else of the system group), the end of the repo
   * map (else of the read-only files) and the end of the chat files. Idempotent.
   */
  addCacheControlHeaders(): void {
    markLast(this.examples.length > 0 ? this.examples : this.system);
    markLast(this.repo.length > 0 ? this.repo : this.readonlyFiles);
    markLast(this.chatFiles);
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
}

function markLast(group: ChatMessage[]): void {
  const last = group[group.length - 1];
  if (last) group[group.length - 1] = withCacheControl(last);
}

function hasBreakpoint(message: ChatMessage): boolean {
  return typeof message.content !== "string" && message.content.some((part) => part.cache_control);
}
