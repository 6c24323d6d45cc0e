// What the scripted server can be told to do for one request. Types and a JSON validator only.

/** A normal reply: streamed in small SSE chunks when the request asks for a stream, in the protocol the
 *  request's path names (chat completions, Responses or Anthropic Messages). */
export interface ReplyStep {
  kind: "reply";
  text: string;
  /** Default "stop"; "length" simulates the output limit (each protocol says it its own way). */
  finishReason?: string;
  /** Sent verbatim as the protocol's own `usage` object (snake_case, any extra fields kept). */
  usage?: Record<string, unknown>;
  /** Anthropic: a thinking block before the text; Responses: a reasoning item with this summary and
   *  an opaque encrypted_content; chat completions: ignored. */
  thinking?: string;
  /** Characters per streamed chunk; default 4. */
  chunkChars?: number;
  /** Pause between streamed chunks, to let a test abort mid-stream. */
  chunkDelayMs?: number;
}

/** An HTTP error status, e.g. 429 with retry-after, or 500. */
export interface ErrorStep {
  kind: "error";
  status: number;
  message?: string;
  /** The protocol's error type, e.g. Anthropic's "overloaded_error" (default: one for the status). */
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

/** Streams the first `afterChars` characters of `text`, then the protocol's own error event
 *  (Anthropic `event: error`, Responses `response.failed`, chat a `data: {"error": …}` line). */
export interface FailStep {
  kind: "fail";
  text: string;
  afterChars: number;
  errorType?: string;
  message?: string;
}

export type ScriptStep = ReplyStep | ErrorStep | HangStep | CutStep | FailStep;

/** The protocols the server speaks, picked by the request's path. */
export type WireProtocol = "chat" | "responses" | "anthropic";

/** One request as the server received it. Headers include the Authorization header: never print them. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** Which protocol the path spoke; undefined for other paths (GET /models). */
  protocol?: WireProtocol;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body; undefined when there was none or it was not JSON. */
  body: unknown;
}

/** A step, or a function that picks the step from the request (e.g. to echo something back). */
export type ScriptEntry = ScriptStep | ((request: RecordedRequest) => ScriptStep);

/** Checks a step read from JSON; returns a description of what is wrong, or undefined. */
export function stepProblem(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return "a step must be an object";
  const step = value as Record<string, unknown>;
  switch (step.kind) {
    case "reply":
      return typeof step.text === "string" ? undefined : "a reply step needs a string `text`";
    case "error":
      return typeof step.status === "number" ? undefined : "an error step needs a numeric `status`";
    case "hang":
      return undefined;
    case "cut":
    case "stall":
    case "fail":
      return typeof step.text === "string" && typeof step.afterChars === "number"
        ? undefined
        : `a ${step.kind} step needs \`text\` and \`afterChars\``;
    default:
      return `unknown step kind ${JSON.stringify(step.kind)}`;
  }
}
