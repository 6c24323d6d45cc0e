// The JSON bodies an OpenAI-compatible server sends: completions, stream chunks, errors, model lists.
// Pure builders; the server decides when to send them.

const CREATED = 1_700_000_000;

export function completionBody(options: {
  id: string;
  model: string;
  text: string;
  finishReason: string;
  usage: Record<string, unknown>;
}): Record<string, unknown> {
  return {
    id: options.id,
    object: "chat.completion",
    created: CREATED,
    model: options.model,
    choices: [
      {
        index: 0,
        message: { role: "assistant", content: options.text, refusal: null },
        logprobs: null,
        finish_reason: options.finishReason,
      },
    ],
    usage: options.usage,
  };
}

export function chunkBody(options: {
  id: string;
  model: string;
  delta: Record<string, unknown>;
  finishReason?: string | null;
}): Record<string, unknown> {
  return {
    id: options.id,
    object: "chat.completion.chunk",
    created: CREATED,
    model: options.model,
    choices: [
      { index: 0, delta: options.delta, logprobs: null, finish_reason: options.finishReason ?? null },
    ],
  };
}

/** The last chunk of a stream that asked for usage: no choices, only the counts. */
export function usageChunkBody(options: { id: string; model: string; usage: Record<string, unknown> }) {
  return {
    id: options.id,
    object: "chat.completion.chunk",
    created: CREATED,
    model: options.model,
    choices: [],
    usage: options.usage,
  };
}

export function errorBody(status: number, message: string): Record<string, unknown> {
  return { error: { message, type: status === 429 ? "rate_limit_exceeded" : "scripted_error", code: null } };
}

export function modelsBody(models: readonly string[]): Record<string, unknown> {
  return {
    object: "list",
    data: models.map((id) => ({ id, object: "model", created: CREATED, owned_by: "kerf" })),
  };
}

/** Rough counts (four characters a token) for steps that script no usage. */
export function estimatedUsage(promptChars: number, completionText: string): Record<string, unknown> {
  const promptTokens = Math.ceil(promptChars / 4);
  const completionTokens = Math.ceil(completionText.length / 4);
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  };
}

/** `text` in pieces of `size` characters (code points, so no surrogate pair is split). */
export function pieces(text: string, size: number): string[] {
  const chars = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(""));
  return out;
}
