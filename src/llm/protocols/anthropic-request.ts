// Turns a ChatRequest into an Anthropic Messages API body: system and developer text as top-level
// `system` blocks, user/assistant turns alternating (neighbours of one role merged), `max_tokens` always
// set, at most four cache breakpoints, and only the fields API version 2026-10-21 accepts. Pure.
import type { TextPart } from "../../core/chat-message.js";
import type { ChatMessage, ChatRequest } from "../../core/chat-types.js";
import type { FunctionTool } from "../../core/tool-types.js";
import { wireTools } from "../tool-choice.js";
import { callOptions } from "../call-options.js";

/** Anthropic's limit on `cache_control` blocks in one request. */
export const MAX_BREAKPOINTS = 4;
/** Sent when the model's output limit is unknown: every Claude model takes at least this many. */
export const FALLBACK_MAX_TOKENS = 8_192;
/** The API version of @anthropic-ai/sdk 1.14 refuses sampling fields, even at their defaults. */
const REFUSED_FIELDS = [
  "temperature",
  "top_p",
  "top_k",
  "stream_options",
  "reasoning_effort",
  "prompt_cache_key",
];

type TextBlock = { type: "text"; text: string; cache_control?: { type: "ephemeral" } };
type Block = TextBlock | { type: string; [field: string]: unknown };
type Turn = { role: "user" | "assistant"; content: Block[] };

export interface AnthropicBody {
  model: string;
  max_tokens: number;
  system?: TextBlock[];
  messages: Turn[];
  stream: boolean;
  [field: string]: unknown;
}

export function anthropicBody(request: ChatRequest): AnthropicBody {
  const settings = request.settings ?? {};
  const system: TextBlock[] = [];
  const turns: Turn[] = [];
  for (const message of request.messages) {
    const blocks = blocksOf(message);
    if (message.role === "system" || message.role === "developer") system.push(...blocks);
    else appendTurn(turns, message.role, withToolBlocks(message, blocks), message.prefix === true);
  }
  // The API wants the conversation to open with the user.
  if (turns[0]?.role === "assistant")
    turns.unshift({ role: "user", content: [{ type: "text", text: "(start)" }] });
  capBreakpoints([...system, ...turns.flatMap((turn) => turn.content.filter(isText))]);
  // The temperature is never sent: this API version refuses it (REFUSED_FIELDS).
  const { stream, extra } = callOptions(request);
  const body: AnthropicBody = {
    model: request.model,
    max_tokens: maxTokens(settings.maxOutputTokens, extra),
    ...(system.length > 0 ? { system } : {}),
    messages: turns,
    stream,
    ...anthropicTools(request),
  };
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined || REFUSED_FIELDS.includes(key) || key === "max_tokens") continue;
    body[key] = value;
  }
  return body;
}

/** Tool results open a user turn (the API wants them first); an assistant turn is its thinking (needed
 *  again beside tool calls), its text, then its tool_use blocks. */
function withToolBlocks(message: ChatMessage, text: TextBlock[]): Block[] {
  const results: Block[] = (message.toolResults ?? []).map((result) => ({
    type: "tool_result",
    tool_use_id: result.callId,
    content: result.output,
    ...(result.isError ? { is_error: true } : {}),
  }));
  if (message.role !== "assistant") return [...results, ...text];
  const calls: Block[] = (message.toolCalls ?? []).map((call) => ({
    type: "tool_use",
    id: call.id,
    name: call.name,
    input: inputObject(call.input),
  }));
  if (calls.length === 0) return text;
  const thinking = (message.replay ?? []).filter((item) =>
    ["thinking", "redacted_thinking"].includes((item as Block).type),
  ) as Block[];
  return [...thinking, ...text, ...calls];
}

/** A call's input as the object the API wants back; text that is not an object goes as {input}. */
function inputObject(input: string): unknown {
  try {
    const parsed = JSON.parse(input) as unknown;
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) return parsed;
  } catch {
    // Not JSON: kept as text below.
  }
  return { input };
}

/** The body's `tools`: JSON functions as `input_schema` tools, or Anthropic's text editor tool. */
function anthropicTools(request: ChatRequest): { tools?: Record<string, unknown>[] } {
  const tools = wireTools(request.tools, "anthropic", request.settings?.nativeTools);
  if (!tools) return {};
  const functions = (list: readonly FunctionTool[]) =>
    list.map((tool) => ({ name: tool.name, description: tool.description, input_schema: tool.parameters }));
  if (tools.kind === "native") {
    const native = tools.tool.type.startsWith("text_editor_")
      ? [{ type: tools.tool.type, name: (tools.tool as { name: string }).name }]
      : [];
    const all = [...native, ...functions(tools.extra ?? [])];
    return all.length > 0 ? { tools: all } : {};
  }
  return { tools: functions(tools.functions) };
}

function isText(block: Block): block is TextBlock {
  return block.type === "text";
}

function blocksOf(message: ChatMessage): TextBlock[] {
  const parts: TextPart[] =
    typeof message.content === "string" ? [{ type: "text", text: message.content }] : message.content;
  // Anthropic refuses empty text blocks; a breakpoint on one would be lost, so it is kept on a space.
  return parts
    .filter((part) => part.text !== "" || part.cache_control)
    .map((part) => ({
      type: "text" as const,
      text: part.text === "" ? " " : part.text,
      ...(part.cache_control ? { cache_control: { type: "ephemeral" as const } } : {}),
    }));
}

function appendTurn(turns: Turn[], role: "user" | "assistant", blocks: Block[], prefill: boolean): void {
  if (blocks.length === 0) return;
  // A prefilled assistant turn may not end in white space (the API refuses it).
  const last = blocks[blocks.length - 1];
  if (prefill && last && isText(last)) last.text = last.text.replace(/\s+$/, "") || ".";
  const previous = turns[turns.length - 1];
  if (previous?.role === role) previous.content.push(...blocks);
  else turns.push({ role, content: blocks });
}

/** Keeps the last four breakpoints: each later one covers every earlier prefix. */
function capBreakpoints(blocks: TextBlock[]): void {
  const marked = blocks.filter((block) => block.cache_control);
  for (const block of marked.slice(0, Math.max(0, marked.length - MAX_BREAKPOINTS))) {
    delete block.cache_control;
  }
}

function maxTokens(limit: number | null | undefined, extra: Record<string, unknown>): number {
  const asked = typeof extra.max_tokens === "number" && extra.max_tokens > 0 ? extra.max_tokens : undefined;
  let tokens = asked ?? limit ?? FALLBACK_MAX_TOKENS;
  const thinking = extra.thinking as { budget_tokens?: unknown } | undefined;
  // The thinking budget is part of max_tokens and must leave room for the answer.
  if (typeof thinking?.budget_tokens === "number" && tokens <= thinking.budget_tokens) {
    tokens = thinking.budget_tokens + FALLBACK_MAX_TOKENS;
  }
  return tokens;
}
