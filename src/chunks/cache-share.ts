// How much of a request a prompt cache can serve: the tokens before its last cache breakpoint, and the
// tokens of the longest prefix it shares with the previous request up to one of that request's
// breakpoints (what an Anthropic-style cache reads back). Pure; token counting is injected.
import { hasBreakpoint } from "./chat-chunks.js";
import { messageText, type ChatMessage } from "../core/chat-message.js";

export interface CacheShare {
  total: number;
  /** Tokens up to and including the last message with a breakpoint. */
  beforeLastBreakpoint: number;
  /** Tokens the previous request's breakpoints let the cache serve; null without a previous request. */
  reused: number | null;
}

export function cacheShare(
  request: readonly ChatMessage[],
  previous: readonly ChatMessage[] | null,
  countMessage: (message: ChatMessage) => number,
): CacheShare {
  const tokens = request.map(countMessage);
  const upTo = (end: number) => tokens.slice(0, end).reduce((sum, n) => sum + n, 0);
  const lastMark = request.reduce((end, message, index) => (hasBreakpoint(message) ? index + 1 : end), 0);
  return {
    total: upTo(tokens.length),
    beforeLastBreakpoint: upTo(lastMark),
    reused: previous === null ? null : upTo(reusedEnd(request, previous)),
  };
}

/** The end of the longest prefix equal (role and text) to `previous` up to one of its breakpoints. */
function reusedEnd(request: readonly ChatMessage[], previous: readonly ChatMessage[]): number {
  let same = 0;
  while (
    same < request.length &&
    same < previous.length &&
    request[same]!.role === previous[same]!.role &&
    messageText(request[same]!) === messageText(previous[same]!)
  )
    same++;
  let end = 0;
  for (let index = 0; index < same; index++) if (hasBreakpoint(previous[index]!)) end = index + 1;
  return end;
}
