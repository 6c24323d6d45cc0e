// Collects an OpenAI Responses reply (the typed SSE events of a stream, or one Response) into a RawReply:
// output text is the reply, encrypted reasoning items are kept for the next request of the turn, usage
// counts cached and reasoning tokens, `incomplete` for the output limit is a cut-off reply, and
// `response.failed` or an `error` event ends the reply as an error.
import type { AttemptGuard } from "../attempt-guard.js";
import { appendText, endBroken, endStream, ReplyCapError, type RawReply } from "../read-reply.js";
import { ZERO_USAGE, type Usage } from "../usage.js";

type Event = { type: string; [key: string]: unknown };
type ResponseObject = {
  status?: unknown;
  output?: unknown;
  usage?: unknown;
  error?: unknown;
  incomplete_details?: { reason?: unknown } | null;
};

export async function readResponsesStream(
  stream: AsyncIterable<Event>,
  guard: AttemptGuard,
  onDelta: ((text: string) => void) | undefined,
  serverError: (body: { code?: unknown; message?: unknown }) => Error,
): Promise<RawReply> {
  const reply: RawReply = { text: "", finishReason: null, usage: { ...ZERO_USAGE }, replay: [] };
  try {
    for await (const event of stream) {
      guard.touch();
      if (event.type === "response.output_text.delta" && typeof event.delta === "string") {
        appendText(reply, event.delta, guard, onDelta);
      } else if (event.type === "response.output_item.done") {
        keepReasoning(reply, event.item);
      } else if (event.type === "response.completed" || event.type === "response.incomplete") {
        finish(reply, event.response as ResponseObject);
      } else if (event.type === "response.failed") {
        const response = (event.response ?? {}) as ResponseObject;
        throw serverError((response.error ?? {}) as { code?: unknown; message?: unknown });
      } else if (event.type === "error") {
        throw serverError(event as { code?: unknown; message?: unknown });
      }
    }
  } catch (error) {
    return endBroken(reply, guard, error);
  }
  return endStream(reply, guard);
}

export function readResponse(response: ResponseObject, guard: AttemptGuard): RawReply {
  const reply: RawReply = { text: "", finishReason: null, usage: { ...ZERO_USAGE }, replay: [] };
  for (const item of Array.isArray(response.output) ? (response.output as Event[]) : []) {
    if (item.type === "message") reply.text += messageText(item);
    keepReasoning(reply, item);
  }
  if (!guard.count(Buffer.byteLength(reply.text))) throw new ReplyCapError("reply too large");
  finish(reply, response);
  return reply;
}

/** Responses usage: input tokens include the cached ones; output tokens include the reasoning. */
export function responsesUsage(raw: unknown): Usage {
  const u = (raw ?? {}) as Record<string, unknown>;
  const input = (u.input_tokens_details ?? {}) as Record<string, unknown>;
  const output = (u.output_tokens_details ?? {}) as Record<string, unknown>;
  const reasoningTokens = count(output.reasoning_tokens);
  return {
    promptTokens: count(u.input_tokens),
    completionTokens: count(u.output_tokens),
    cachedTokens: count(input.cached_tokens),
    cacheWriteTokens: 0,
    ...(reasoningTokens > 0 ? { reasoningTokens } : {}),
  };
}

function finish(reply: RawReply, response: ResponseObject): void {
  reply.usage = responsesUsage(response.usage);
  if (response.status === "incomplete") {
    const reason = response.incomplete_details?.reason;
    reply.finishReason = reason === "max_output_tokens" ? "length" : String(reason ?? "incomplete");
  } else {
    reply.finishReason = "stop";
  }
}

/** Reasoning goes back as it came, less its id and status: nothing is stored at OpenAI (store: false). */
function keepReasoning(reply: RawReply, item: unknown): void {
  const record = item as Event | undefined;
  if (record?.type !== "reasoning" || typeof record.encrypted_content !== "string") return;
  const { id: _id, status: _status, ...rest } = record;
  (reply.replay ??= []).push(rest);
}

function messageText(item: Event): string {
  const parts = Array.isArray(item.content) ? (item.content as Event[]) : [];
  return parts.map((part) => (part.type === "output_text" ? String(part.text ?? "") : "")).join("");
}

function count(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : 0;
}
