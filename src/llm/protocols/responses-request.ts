// Turns a ChatRequest into an OpenAI Responses API body: the leading system text as `instructions`,
// every other message as an input item (an assistant reply preceded by the encrypted reasoning that came
// with it in this turn), `store: false`, the session's `prompt_cache_key`, `max_output_tokens`, and a
// reasoning effort as `reasoning: {effort}`. Pure.
import type { ChatMessage, ChatRequest } from "../../core/chat-types.js";
import { messageText } from "../../core/chat-message.js";
import type { FunctionTool, ToolCall, ToolResult } from "../../core/tool-types.js";
import { callOptions } from "../call-options.js";
import { wireTools } from "../tool-choice.js";

/** Fields of the chat-completion dialect that the Responses API names otherwise or refuses. */
const CHAT_ONLY = ["stream_options", "max_tokens", "max_completion_tokens", "reasoning_effort", "messages"];

type InputItem = Record<string, unknown>;

export interface ResponsesBody {
  model: string;
  input: InputItem[];
  stream: boolean;
  store: false;
  instructions?: string;
  [field: string]: unknown;
}

export function responsesBody(request: ChatRequest, options: { promptCacheKey?: string }): ResponsesBody {
  const settings = request.settings ?? {};
  const { instructions, rest } = splitInstructions(request.messages);
  const { stream, temperature, extra } = callOptions(request);
  const body: ResponsesBody = {
    model: request.model,
    ...(instructions ? { instructions } : {}),
    input: rest.flatMap(inputItems),
    ...responsesTools(request),
    stream,
    store: false,
  };
  if (temperature !== undefined) body.temperature = temperature;
  const effort = extra.reasoning_effort ?? (extra.reasoning as { effort?: unknown } | undefined)?.effort;
  if (typeof effort === "string") body.reasoning = { effort };
  // Reasoning is carried between the requests of one turn without storing it at OpenAI.
  if (settings.acceptsSettings?.includes("reasoning_effort")) body.include = ["reasoning.encrypted_content"];
  const limit = positive(extra.max_output_tokens) ?? positive(extra.max_tokens) ?? settings.maxOutputTokens;
  if (limit) body.max_output_tokens = limit;
  if (options.promptCacheKey) body.prompt_cache_key = options.promptCacheKey;
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined || CHAT_ONLY.includes(key) || key in body || key === "reasoning") continue;
    body[key] = value;
  }
  return body;
}

function splitInstructions(messages: readonly ChatMessage[]): { instructions: string; rest: ChatMessage[] } {
  const first = messages.findIndex((message) => message.role !== "system");
  const leading = first === -1 ? messages.length : first;
  const instructions = messages.slice(0, leading).map(messageText).join("\n\n");
  return { instructions, rest: messages.slice(leading) };
}

/** A message as input items: results before the user's text; reasoning, then text, then calls. */
function inputItems(message: ChatMessage): InputItem[] {
  const text = messageText(message);
  const item: InputItem = { type: "message", role: message.role, content: text };
  const results = (message.toolResults ?? []).map(resultItem);
  if (message.role !== "assistant") return text === "" && results.length > 0 ? results : [...results, item];
  const reasoning = (message.replay ?? []).filter((entry) => (entry as InputItem).type === "reasoning");
  const calls = (message.toolCalls ?? []).map(callItem);
  return [...(reasoning as InputItem[]), ...(text === "" && calls.length > 0 ? [] : [item]), ...calls];
}

function callItem(call: ToolCall): InputItem {
  if (call.type === "custom")
    return { type: "custom_tool_call", call_id: call.id, name: call.name, input: call.input };
  if (call.type === "apply_patch") {
    return {
      type: "apply_patch_call",
      call_id: call.id,
      status: "completed",
      operation: parsedOperation(call.input),
    };
  }
  return { type: "function_call", call_id: call.id, name: call.name, arguments: call.input };
}

function resultItem(result: ToolResult): InputItem {
  if (result.type === "custom")
    return { type: "custom_tool_call_output", call_id: result.callId, output: result.output };
  if (result.type === "apply_patch") {
    const status = result.isError ? "failed" : "completed";
    return { type: "apply_patch_call_output", call_id: result.callId, status, output: result.output };
  }
  return { type: "function_call_output", call_id: result.callId, output: result.output };
}

/** The apply_patch call's operation, as it came (kept as JSON text in the call's input). */
function parsedOperation(input: string): unknown {
  try {
    return JSON.parse(input) as unknown;
  } catch {
    return { type: "update_file", path: "", diff: input };
  }
}

/** The body's `tools`: JSON functions, OpenAI's apply_patch tool, or a free-form custom tool. */
function responsesTools(request: ChatRequest): { tools?: InputItem[] } {
  const tools = wireTools(request.tools, "responses", request.settings?.nativeTools);
  if (!tools) return {};
  const functions = (list: readonly FunctionTool[]): InputItem[] =>
    list.map((tool) => ({
      type: "function",
      name: tool.name,
      description: tool.description,
      parameters: tool.parameters,
      strict: false,
    }));
  if (tools.kind === "functions") return { tools: functions(tools.functions) };
  const tool = tools.tool;
  const extra = functions(tools.extra ?? []);
  const withExtra = (native: InputItem[]) =>
    native.length + extra.length > 0 ? { tools: [...native, ...extra] } : {};
  if (tool.type === "apply_patch") return withExtra([{ type: "apply_patch" }]);
  if (tool.type !== "custom") return withExtra([]);
  const format = tool.grammar
    ? { type: "grammar", syntax: "lark", definition: tool.grammar }
    : { type: "text" };
  return withExtra([{ type: "custom", name: tool.name, description: tool.description, format }]);
}

function positive(value: unknown): number | undefined {
  return typeof value === "number" && value > 0 ? value : undefined;
}
