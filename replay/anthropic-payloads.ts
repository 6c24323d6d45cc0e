// The bodies Anthropic's Messages API sends: a Message, the SSE events of a streamed one, error bodies.
// Pure builders, shaped as Anthropic documents them; the responder decides when to send them.

/** Anthropic's stop reasons for the scripted finish reasons. */
export function stopReason(finishReason: string | undefined): string {
  if (finishReason === "length") return "max_tokens";
  if (finishReason === "tool_calls") return "tool_use";
  return finishReason === undefined || finishReason === "stop" ? "end_turn" : finishReason;
}

/** A signature for a thinking block: opaque to the client, sent back as it came. */
export function signatureOf(thinking: string): string {
  return Buffer.from(`scripted-signature:${thinking.length}`).toString("base64");
}

export function messageBody(options: {
  id: string;
  model: string;
  text: string;
  thinking?: string;
  stopReason: string;
  usage: Record<string, unknown>;
}): Record<string, unknown> {
  const content: Record<string, unknown>[] = [];
  if (options.thinking) {
    content.push({ type: "thinking", thinking: options.thinking, signature: signatureOf(options.thinking) });
  }
  if (options.text !== "") content.push({ type: "text", text: options.text, citations: null });
  return {
    id: options.id,
    type: "message",
    role: "assistant",
    model: options.model,
    content,
    stop_reason: options.stopReason,
    stop_sequence: null,
    usage: options.usage,
  };
}

/** The message as `message_start` carries it: no content yet, the input counts, one output token. */
export function messageStartEvent(options: { id: string; model: string; usage: Record<string, unknown> }) {
  return {
    type: "message_start",
    message: {
      id: options.id,
      type: "message",
      role: "assistant",
      model: options.model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { ...options.usage, output_tokens: 1 },
    },
  };
}

export function blockStartEvent(index: number, block: Record<string, unknown>) {
  return { type: "content_block_start", index, content_block: block };
}

export function blockDeltaEvent(index: number, delta: Record<string, unknown>) {
  return { type: "content_block_delta", index, delta };
}

export function blockStopEvent(index: number) {
  return { type: "content_block_stop", index };
}

export function messageDeltaEvent(stop: string, usage: Record<string, unknown>) {
  return {
    type: "message_delta",
    delta: { stop_reason: stop, stop_sequence: null },
    usage: { output_tokens: usage.output_tokens ?? 0 },
  };
}

/** Anthropic's error type for an HTTP status, as its API reference lists them. */
export function anthropicErrorType(status: number): string {
  const types: Record<number, string> = {
    400: "invalid_request_error",
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    413: "request_too_large",
    429: "rate_limit_error",
    500: "api_error",
    529: "overloaded_error",
  };
  return types[status] ?? "api_error";
}

export function anthropicErrorBody(type: string, message: string, requestId: string) {
  return { type: "error", error: { type, message }, request_id: requestId };
}

/** Rough counts (four characters a token) for steps that script no usage. */
export function estimatedAnthropicUsage(promptChars: number, text: string): Record<string, unknown> {
  return {
    input_tokens: Math.ceil(promptChars / 4),
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
    output_tokens: Math.ceil(text.length / 4),
  };
}
