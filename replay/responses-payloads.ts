// The bodies OpenAI's Responses API sends: a Response object, its output items (message, reasoning) and
// the usage block. Pure builders, shaped as OpenAI documents them; the responder sends them.

const CREATED = 1_700_000_000;

export type Item = Record<string, unknown>;

export function messageItem(id: string, text: string, status = "completed"): Item {
  return {
    id,
    type: "message",
    status,
    role: "assistant",
    content: [{ type: "output_text", text, annotations: [], logprobs: [] }],
  };
}

/** A reasoning item: its summary in plain text and, when asked for, an opaque encrypted copy. */
export function reasoningItem(id: string, summary: string, encrypted: boolean): Item {
  return {
    id,
    type: "reasoning",
    summary: [{ type: "summary_text", text: summary }],
    ...(encrypted
      ? { encrypted_content: Buffer.from(`scripted-reasoning:${summary}`).toString("base64") }
      : {}),
  };
}

export function responseBody(options: {
  id: string;
  model: string;
  status: "in_progress" | "completed" | "incomplete" | "failed";
  output: Item[];
  usage: Record<string, unknown> | null;
  request: Record<string, unknown>;
  error?: { code: string; message: string } | null;
}): Record<string, unknown> {
  const { request } = options;
  return {
    id: options.id,
    object: "response",
    created_at: CREATED,
    status: options.status,
    background: false,
    error: options.error ?? null,
    incomplete_details: options.status === "incomplete" ? { reason: "max_output_tokens" } : null,
    instructions: request.instructions ?? null,
    max_output_tokens: request.max_output_tokens ?? null,
    model: options.model,
    output: options.output,
    parallel_tool_calls: true,
    previous_response_id: null,
    prompt_cache_key: request.prompt_cache_key ?? null,
    reasoning: {
      effort: (request.reasoning as { effort?: unknown } | undefined)?.effort ?? null,
      summary: null,
    },
    store: request.store ?? true,
    temperature: request.temperature ?? 1,
    text: { format: { type: "text" } },
    tool_choice: "auto",
    tools: [],
    top_p: 1,
    truncation: "disabled",
    usage: options.usage,
    metadata: {},
  };
}

/** Rough counts (four characters a token) for steps that script no usage. */
export function estimatedResponsesUsage(promptChars: number, text: string): Record<string, unknown> {
  const input = Math.ceil(promptChars / 4);
  const output = Math.ceil(text.length / 4);
  return {
    input_tokens: input,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: output,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: input + output,
  };
}
