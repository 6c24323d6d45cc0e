// Tool calls and results written out as text, for a request that offers no tools (a session that switched
// from a tool-call format to a text one): the protocols refuse tool messages without tool definitions,
// and the model still reads what was done. Pure.
import type { ChatMessage } from "../core/chat-types.js";
import { messageText } from "../core/chat-message.js";

/** True when some message carries tool calls or tool results. */
export function hasToolMessages(messages: readonly ChatMessage[]): boolean {
  return messages.some((message) => message.toolCalls?.length || message.toolResults?.length);
}

/** The messages with every tool call and result folded into the message's text. */
export function toolMessagesAsText(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.map((message) => {
    const { toolCalls, toolResults, ...rest } = message;
    if (!toolCalls?.length && !toolResults?.length) return message;
    const calls = (toolCalls ?? []).map((call) => `[tool call ${call.name}]\n${call.input}`);
    const results = (toolResults ?? []).map(
      (result) => `[tool result${result.isError ? ", error" : ""}]\n${result.output}`,
    );
    const text = messageText(message);
    const parts = message.role === "assistant" ? [text, ...calls] : [...results, text];
    return { ...rest, content: parts.filter((part) => part !== "").join("\n\n") };
  });
}
