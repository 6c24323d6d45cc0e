// The prompt layers of one request as data: each group of ChatChunks with its source, roles, stability
// class, tokens and whether it lies inside the cached prefix. Pure; token counting is injected.
import { CHUNK_ORDER, ChatChunks, hasBreakpoint, type ChunkName } from "./chat-chunks.js";
import { messageText, type ChatMessage } from "../core/chat-message.js";

/**
 * `session`: byte-stable for the whole session on one day (layers 1–5, the reminder);
 * `files`: changes when the chat's file set changes, the map is refreshed or a diff outgrows its file; `history`: grows turn by turn; `turn`: new every turn.
 */
export type Stability = "session" | "files" | "history" | "turn";

export interface PromptLayer {
  name: ChunkName;
  title: string;
  source: string;
  roles: ChatMessage["role"][];
  stability: Stability;
  messages: ChatMessage[];
  tokens: number;
  /** Every message of the layer lies at or before the last cache breakpoint (as marked with caching on). */
  beforeLastBreakpoint: boolean;
}

export const LAYER_TITLES: Readonly<Record<ChunkName, string>> = {
  system: "base instructions",
  developer: "developer instructions",
  examples: "examples",
  userInstructions: "user instructions",
  environment: "environment context",
  readonlyFiles: "read-only files",
  repo: "repo map",
  chatFiles: "chat files",
  done: "history",
  chatChanges: "chat file changes",
  cur: "current turn",
  reminder: "reminder",
};

const STABILITY: Readonly<Record<ChunkName, Stability>> = {
  system: "session",
  developer: "session",
  examples: "session",
  userInstructions: "session",
  environment: "session",
  readonlyFiles: "files",
  repo: "files",
  chatFiles: "files",
  done: "history",
  chatChanges: "turn",
  cur: "turn",
  reminder: "session",
};

export function describeLayers(
  chunks: ChatChunks,
  sources: Readonly<Record<ChunkName, string>>,
  countTokens: (messages: readonly ChatMessage[]) => number,
): PromptLayer[] {
  const cachedEnd = lastBreakpointEnd(chunks);
  let index = 0;
  const layers: PromptLayer[] = [];
  for (const name of CHUNK_ORDER) {
    const messages = chunks[name];
    index += messages.length;
    if (messages.length === 0) continue;
    layers.push({
      name,
      title: LAYER_TITLES[name],
      source: sources[name],
      roles: [...new Set(messages.map((message) => message.role))],
      stability: STABILITY[name],
      messages,
      tokens: countTokens(messages),
      beforeLastBreakpoint: index <= cachedEnd,
    });
  }
  return layers;
}

/** How many messages the cached prefix holds once the breakpoints are marked (a copy is marked). */
function lastBreakpointEnd(chunks: ChatChunks): number {
  const copy = Object.assign(new ChatChunks(), chunks);
  for (const name of CHUNK_ORDER)
    copy[name] = chunks[name].map((m) => ({ role: m.role, content: messageText(m) }));
  copy.addCacheControlHeaders();
  const messages = copy.allMessages();
  let end = 0;
  messages.forEach((message, i) => {
    if (hasBreakpoint(message)) end = i + 1;
  });
  return end;
}
