// The bodies an OpenAI Responses server sends (POST /responses): the Response object, its output
// items, the typed stream events with sequence numbers, usage. Pure builders; no network.
import { pieces, type Frame } from "./sse-frame.js";
import type { ScriptToolCall } from "./script-step.js";

const CREATED = 1_700_000_000;
type Json = Record<string, unknown>;

export interface ResponsesReply {
  /** resp_…; the item ids are made from it. */
  id: string;
  model: string;
  text: string;
  thinking?: string;
  /** The request's `include` asked for "reasoning.encrypted_content". */
  encryptedReasoning: boolean;
  toolCalls: readonly ScriptToolCall[];
  /** "length" and "content_filter" end the response as incomplete (reason max_output_tokens,
   *  content_filter); anything else completes it. */
  finishReason: string;
  /** A refusal content part after the text (the model's refusal, streamed as response.refusal.*). */
  refusal?: string;
  usage: Json;
  /** The request body: instructions, max_output_tokens, tools… are echoed as the API does. */
  request: Json;
}

/** The `incomplete_details.reason` of each finish that leaves a response incomplete. */
const INCOMPLETE: Record<string, string> = { length: "max_output_tokens", content_filter: "content_filter" };

/** The non-streamed reply: one Response object (the SDK, not the server, fills `output_text`). */
export function responseBody(reply: ResponsesReply): Json {
  const incomplete = INCOMPLETE[reply.finishReason] !== undefined;
  return responseObject(reply, {
    status: incomplete ? "incomplete" : "completed",
    output: outputItems(reply),
    usage: reply.usage,
  });
}

/** A non-streamed reply that failed: a Response with status "failed" and its error object. */
export function failedBody(reply: ResponsesReply, error: { code: string; message: string }): Json {
  const output = reply.text === "" ? [] : [messageItem(reply, "incomplete")];
  return responseObject(reply, { status: "failed", output, error });
}

/** The `error` event that ends a stream (code, message, param), numbered after `sent` events. */
export function errorEventFrame(sent: number, error: { code: string; message: string }): Frame {
  return numbered([{ data: { type: "error", ...error, param: null } }], sent)[0] as Frame;
}

/** The whole stream: created, in_progress, each output item's events, then completed or incomplete. */
export function responseFrames(reply: ResponsesReply, chunkChars: number): Frame[] {
  const events: Frame[] = [
    {
      data: { type: "response.created", response: responseObject(reply, { status: "in_progress" }) },
      head: true,
    },
    {
      data: { type: "response.in_progress", response: responseObject(reply, { status: "in_progress" }) },
      head: true,
    },
  ];
  const finals = outputItems(reply);
  finals.forEach((item, index) => events.push(...itemEvents(item, index, chunkChars)));
  const incomplete = INCOMPLETE[reply.finishReason] !== undefined;
  const status = incomplete ? "incomplete" : "completed";
  const response = responseObject(reply, { status, output: finals, usage: reply.usage });
  events.push({ data: { type: `response.${status}`, response } });
  return numbered(events, 0);
}

/** The event that ends a stream that failed after `sent` events, with the text it had streamed. */
export function failedFrame(
  reply: ResponsesReply,
  sent: number,
  error: { code: string; message: string },
): Frame {
  const output = reply.text === "" ? [] : [messageItem(reply, "incomplete")];
  const response = responseObject(reply, { status: "failed", output, error });
  return numbered([{ data: { type: "response.failed", response } }], sent)[0] as Frame;
}

/** Four characters a token; reasoning tokens are the thinking's share of the output. */
export function estimatedResponsesUsage(promptChars: number, reply: Omit<ResponsesReply, "usage">): Json {
  const input = Math.ceil(promptChars / 4);
  const reasoning = Math.ceil((reply.thinking ?? "").length / 4);
  const visible = reply.text + reply.toolCalls.map((call) => call.arguments).join("");
  const output = reasoning + Math.ceil(visible.length / 4);
  return {
    input_tokens: input,
    input_tokens_details: { cached_tokens: 0, cache_write_tokens: 0 },
    output_tokens: output,
    output_tokens_details: { reasoning_tokens: reasoning },
    total_tokens: input + output,
  };
}

function responseObject(
  reply: ResponsesReply,
  state: { status: string; output?: Json[]; usage?: Json; error?: Json },
): Json {
  const request = reply.request;
  return {
    id: reply.id,
    object: "response",
    created_at: CREATED,
    status: state.status,
    background: false,
    completed_at: state.status === "completed" ? CREATED + 1 : null,
    error: state.error ?? null,
    incomplete_details:
      state.status === "incomplete"
        ? { reason: INCOMPLETE[reply.finishReason] ?? "max_output_tokens" }
        : null,
    instructions: request.instructions ?? null,
    max_output_tokens: request.max_output_tokens ?? null,
    metadata: {},
    model: reply.model,
    output: state.output ?? [],
    parallel_tool_calls: true,
    previous_response_id: request.previous_response_id ?? null,
    reasoning: request.reasoning ?? { effort: null, summary: null },
    store: request.store ?? true,
    temperature: 1,
    text: { format: { type: "text" }, verbosity: "medium" },
    tool_choice: request.tool_choice ?? "auto",
    tools: request.tools ?? [],
    top_p: 1,
    truncation: "disabled",
    usage: state.usage ?? null,
  };
}

/** The finished output items: reasoning, then the message, then the tool calls. */
function outputItems(reply: ResponsesReply): Json[] {
  const items: Json[] = [];
  const suffix = reply.id.replace(/^resp_/, "");
  if (reply.thinking !== undefined) {
    const item: Json = { id: `rs_${suffix}`, type: "reasoning", summary: [summaryPart(reply.thinking)] };
    // Opaque to the client, as the real blob is; only sent when the request's `include` asks for it.
    if (reply.encryptedReasoning)
      item.encrypted_content = Buffer.from(`scripted:${reply.thinking}`).toString("base64");
    items.push(item);
  }
  const incomplete = INCOMPLETE[reply.finishReason] !== undefined;
  if (reply.text !== "" || reply.refusal !== undefined || reply.toolCalls.length === 0)
    items.push(messageItem(reply, incomplete ? "incomplete" : "completed"));
  reply.toolCalls.forEach((call, index) => {
    const callId = call.id ?? `call_${suffix}_${index}`;
    if (call.applyPatch) {
      const operation = JSON.parse(call.arguments) as Json;
      items.push({
        id: `apc_${suffix}_${index}`,
        type: "apply_patch_call",
        call_id: callId,
        status: "completed",
        operation,
      });
      return;
    }
    items.push(
      call.custom
        ? {
            id: `ctc_${suffix}_${index}`,
            type: "custom_tool_call",
            call_id: callId,
            name: call.name,
            input: call.arguments,
          }
        : {
            id: `fc_${suffix}_${index}`,
            type: "function_call",
            status: "completed",
            arguments: call.arguments,
            call_id: callId,
            name: call.name,
          },
    );
  });
  return items;
}

function messageItem(reply: ResponsesReply, status: string): Json {
  const id = `msg_${reply.id.replace(/^resp_/, "")}`;
  const content = reply.refusal === undefined ? [textPart(reply.text)] : [];
  if (reply.refusal !== undefined && reply.text !== "") content.push(textPart(reply.text));
  if (reply.refusal !== undefined) content.push(refusalPart(reply.refusal));
  return { id, type: "message", status, content, role: "assistant" };
}

const textPart = (text: string): Json => ({ type: "output_text", annotations: [], logprobs: [], text });
const refusalPart = (refusal: string): Json => ({ type: "refusal", refusal });
const summaryPart = (text: string): Json => ({ type: "summary_text", text });

/** One finished item's events: added (empty), its deltas and done events, done (whole). */
function itemEvents(item: Json, outputIndex: number, chunkChars: number): Frame[] {
  const where = { item_id: item.id, output_index: outputIndex };
  const added = { type: "response.output_item.added", output_index: outputIndex, item: emptied(item) };
  const done = { type: "response.output_item.done", output_index: outputIndex, item };
  const deltas = (type: string, text: string, extra: Json = {}): Frame[] =>
    pieces(text, chunkChars).map((delta) => ({ data: { type, ...where, ...extra, delta }, delta: true }));
  const frames: Frame[] = [{ data: added }];
  if (item.type === "reasoning") {
    const text = ((item.summary as Json[])[0]?.text as string | undefined) ?? "";
    const at = { ...where, summary_index: 0 };
    frames.push({ data: { type: "response.reasoning_summary_part.added", ...at, part: summaryPart("") } });
    frames.push(...deltas("response.reasoning_summary_text.delta", text, { summary_index: 0 }));
    frames.push({ data: { type: "response.reasoning_summary_text.done", ...at, text } });
    frames.push({ data: { type: "response.reasoning_summary_part.done", ...at, part: summaryPart(text) } });
  } else if (item.type === "message") {
    (item.content as Json[]).forEach((part, index) => frames.push(...partEvents(part, where, index, deltas)));
  } else if (item.type === "function_call") {
    const args = item.arguments as string;
    frames.push(...deltas("response.function_call_arguments.delta", args));
    frames.push({
      data: { type: "response.function_call_arguments.done", ...where, name: item.name, arguments: args },
    });
  } else if (item.type === "custom_tool_call") {
    const input = item.input as string;
    frames.push(...deltas("response.custom_tool_call_input.delta", input));
    frames.push({ data: { type: "response.custom_tool_call_input.done", ...where, input } });
  }
  frames.push({ data: done });
  return frames;
}

/** One content part's events: added (empty), its deltas, its done events. */
function partEvents(
  part: Json,
  where: Json,
  contentIndex: number,
  deltas: (type: string, text: string, extra?: Json) => Frame[],
): Frame[] {
  const at = { ...where, content_index: contentIndex };
  if (part.type === "refusal") {
    const refusal = part.refusal as string;
    return [
      { data: { type: "response.content_part.added", ...at, part: refusalPart("") } },
      ...deltas("response.refusal.delta", refusal, { content_index: contentIndex }),
      { data: { type: "response.refusal.done", ...at, refusal } },
      { data: { type: "response.content_part.done", ...at, part } },
    ];
  }
  const text = part.text as string;
  return [
    { data: { type: "response.content_part.added", ...at, part: textPart("") } },
    ...deltas("response.output_text.delta", text, { content_index: contentIndex, logprobs: [] }),
    { data: { type: "response.output_text.done", ...at, text, logprobs: [] } },
    { data: { type: "response.content_part.done", ...at, part } },
  ];
}

/** The item as output_item.added shows it: nothing generated yet. */
function emptied(item: Json): Json {
  switch (item.type) {
    case "reasoning":
      return { id: item.id, type: "reasoning", summary: [] };
    case "message":
      return { ...item, status: "in_progress", content: [] };
    case "function_call":
      return { ...item, status: "in_progress", arguments: "" };
    case "apply_patch_call":
      return { ...item, status: "in_progress" };
    default:
      return { ...item, input: "" };
  }
}

/** Every frame named after its event type and numbered from `first`, as the API numbers its events. */
function numbered(frames: Frame[], first: number): Frame[] {
  return frames.map((frame, index) => {
    const data: Json = { ...(frame.data as Json), sequence_number: first + index };
    return { ...frame, event: data.type as string, data };
  });
}
