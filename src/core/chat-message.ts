// The message shape kerf sends: plain objects compatible with openai's ChatCompletionMessageParam.
// Types and two tiny helpers; no I/O.
import type { ToolCall, ToolResult } from "./tool-types.js";

export interface CacheControl {
  type: "ephemeral";
}

// A type alias, not an interface, so it is assignable to the LLM client's open-ended part records.
export type TextPart = {
  type: "text";
  text: string;
  cache_control?: CacheControl;
};

export interface ChatMessage {
  /** `developer`: OpenAI's role for developer instructions, sent only to models that accept it. */
  role: "system" | "developer" | "user" | "assistant";
  content: string | TextPart[];
  /** On an assistant message of the current turn only: opaque protocol items that came with it (the
   *  Responses API's encrypted reasoning), sent back before it by the protocol that made them and
   *  ignored by the others. Dropped when the turn goes into history. */
  replay?: readonly unknown[];
  /** On an assistant message: the tool calls the reply made, in order (its text may be ""). */
  toolCalls?: readonly ToolCall[];
  /** On a user message: the results of the previous assistant message's tool calls, one per call, in
   *  order; the message's own text (if any) follows them. */
  toolResults?: readonly ToolResult[];
}

/** The message's text, whether its content is a string or text parts. */
export function messageText(message: ChatMessage): string {
  return typeof message.content === "string" ? message.content : message.content.map((p) => p.text).join("");
}

/** The same message with its content as one text part carrying an ephemeral cache breakpoint. */
export function withCacheControl(message: ChatMessage): ChatMessage {
  return {
    ...message,
    content: [{ type: "text", text: messageText(message), cache_control: { type: "ephemeral" } }],
  };
}
