// kerf's messages and tools in the chat-completions dialect: an assistant message carries `tool_calls`,
// each result is a `tool` message answering its `tool_call_id`, and other protocols' replay items stay
// home. Pure.
import type { ChatMessage } from "../../core/chat-types.js";
import { messageText } from "../../core/chat-message.js";
import type { FunctionTool } from "../../core/tool-types.js";
import type { WireTools } from "../tool-choice.js";

type WireMessage = Record<string, unknown>;

export function chatWireMessages(messages: readonly ChatMessage[]): WireMessage[] {
  return messages.flatMap((message): WireMessage[] => {
    const { replay: _replay, toolCalls, toolResults, ...rest } = message;
    if (toolCalls?.length) {
      const text = messageText(message);
      return [{ ...rest, content: text === "" ? null : rest.content, tool_calls: toolCalls.map(wireCall) }];
    }
    if (toolResults?.length) {
      const results = toolResults.map((result) => ({
        role: "tool",
        tool_call_id: result.callId,
        content: result.output,
      }));
      return messageText(message) === "" ? results : [...results, rest];
    }
    return [rest];
  });
}

function wireCall(call: NonNullable<ChatMessage["toolCalls"]>[number]): WireMessage {
  if (call.type === "custom")
    return { id: call.id, type: "custom", custom: { name: call.name, input: call.input } };
  return { id: call.id, type: "function", function: { name: call.name, arguments: call.input } };
}

/** The body's `tools`: JSON functions, or a free-form custom tool where the model takes one. */
export function chatWireTools(tools: WireTools): WireMessage[] {
  const functions = (list: readonly FunctionTool[]) =>
    list.map((tool) => ({
      type: "function",
      function: { name: tool.name, description: tool.description, parameters: tool.parameters },
    }));
  if (tools.kind === "functions") return functions(tools.functions);
  const tool = tools.tool;
  const extra = functions(tools.extra ?? []);
  if (tool.type !== "custom") return extra;
  const format = tool.grammar
    ? { type: "grammar", grammar: { syntax: "lark", definition: tool.grammar } }
    : { type: "text" };
  return [{ type: "custom", custom: { name: tool.name, description: tool.description, format } }, ...extra];
}
