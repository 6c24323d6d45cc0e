// What the scripted server can be told to do for one request, in protocol-neutral terms: each
// protocol's responder writes the same step in its own wire shape. Types only (validator: step-problem).
export { stepProblem } from "./step-problem.js";

/** The wire protocol of a request, chosen by its path. */
export type ScriptProtocol = "chat" | "responses" | "anthropic";

/** One tool call in a reply. */
export interface ScriptToolCall {
  /** chat: tool_calls[].id; Responses: the item's call_id; Anthropic: the tool_use block's id. Generated when absent. */
  id?: string;
  name: string;
  /** The arguments as JSON text (a custom tool's free-form input when `custom`), streamed in fragments. */
  arguments: string;
  /** Responses: a custom_tool_call item whose `input` is `arguments`; chat and Anthropic ignore it. */
  custom?: boolean;
  /** Responses: an apply_patch_call item (OpenAI's apply_patch tool) whose `operation` is `arguments`
   *  parsed as JSON ({type, path, diff}); chat and Anthropic ignore it. */
  applyPatch?: boolean;
}

/** A normal reply: streamed in small SSE chunks when the request asks for a stream. */
export interface ReplyStep {
  kind: "reply";
  /** May be "" when there are tool calls (then no text block / message item is sent). */
  text: string;
  /** Anthropic: a thinking block (with a signature) before the text; Responses: a reasoning item with
   * this as its summary (and encrypted_content when the request includes it); chat: ignored. */
  thinking?: string;
  toolCalls?: ScriptToolCall[];
  /** Default "stop" ("tool_calls" with tool calls); "length" simulates the output limit. Anthropic maps
   * stop/length/tool_calls to end_turn/max_tokens/tool_use, other values are sent as they are
   * ("refusal", "model_context_window_exceeded"); Responses ends "length" and "content_filter" as
   * `incomplete` with that reason (max_output_tokens, content_filter); chat sends the value as it is. */
  finishReason?: string;
  /** Anthropic, with finishReason "refusal": the stop_details' category and explanation. */
  stopDetails?: { category: string | null; explanation: string | null };
  /** Responses: a `refusal` content part (streamed as response.refusal.delta/done) after any text;
   *  chat: the message's `refusal` (streamed as delta.refusal). Anthropic ignores it. */
  refusal?: string;
  /** Sent verbatim as the requested protocol's own `usage` object; estimated when absent. */
  usage?: Record<string, unknown>;
  /** Characters per streamed chunk; default 4. */
  chunkChars?: number;
  /** Pause between streamed chunks, to let a test abort mid-stream. */
  chunkDelayMs?: number;
}

/** An HTTP error status, e.g. 429 with retry-after, 529 overloaded, or 500; the body in the protocol's shape. */
export interface ErrorStep {
  kind: "error";
  status: number;
  message?: string;
  /** The error's type (e.g. "overloaded_error", "rate_limit_exceeded"); a per-status default otherwise. */
  errorType?: string;
  /** Sent as the retry-after header (seconds, or an HTTP date). */
  retryAfter?: number | string;
  headers?: Record<string, string>;
}

/** Never answers: the client must time out. */
export interface HangStep {
  kind: "hang";
}

/** Streams the first `afterChars` characters of `text`, then destroys the socket (or, without a
 * stream, destroys it before answering). `stall` keeps the socket open and silent instead. */
export interface CutStep {
  kind: "cut" | "stall";
  text: string;
  afterChars: number;
}

/** Streams the first `afterChars` characters of `text`, then a protocol-level error, then ends the
 * response (Anthropic `event: error`; Responses `response.failed`; chat `data: {"error":…}`). Without a
 * stream it answers like an error step (Anthropic 529 for overloaded_error, otherwise 500). */
export interface FailStep {
  kind: "fail";
  text: string;
  afterChars: number;
  message?: string;
  /** Anthropic error.type (default "overloaded_error"); Responses error.code and chat error.type
   * (default "server_error"). */
  errorType?: string;
  /** Responses: end with an `error` event ({type, code, message, param}) instead of response.failed. */
  errorEvent?: boolean;
  /** Responses without a stream: answer 200 with a Response whose status is "failed" (its error
   *  object holding the code and message) instead of an HTTP error. */
  failedResponse?: boolean;
}

export type ScriptStep = ReplyStep | ErrorStep | HangStep | CutStep | FailStep;

/** One request as the server received it. Headers include the Authorization header: never print them. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** From the path (…/chat/completions, …/responses, …/messages); undefined for /models and others. */
  protocol?: ScriptProtocol;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body; undefined when there was none or it was not JSON. */
  body: unknown;
}

/** A step, or a function that picks the step from the request (e.g. to echo something back). */
export type ScriptEntry = ScriptStep | ((request: RecordedRequest) => ScriptStep);
