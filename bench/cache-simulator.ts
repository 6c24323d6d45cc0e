// A provider's prompt cache, simulated from the request bodies a loopback server received, so the cost
// bench can price a session as each provider would bill it. OpenAI (chat completions and Responses)
// caches automatically: the longest prefix shared with an earlier request, from 1,024 tokens on, in
// 128-token steps. Anthropic caches only at `cache_control` breakpoints: a breakpoint whose prefix is at
// least the model's minimum writes that prefix; a later request reads the longest written prefix it
// starts with. Tokens are o200k counts of each protocol's text in wire order: an approximation of the
// providers' own tokenizers, the same for every protocol.
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import type { RecordedRequest } from "../replay/script-step.js";

type Block = { text: string; breakpoint: boolean };

export interface SimulatedUsage {
  /** All prompt tokens, cache reads and writes included. */
  prompt: number;
  read: number;
  write: number;
  output: number;
}

export class CacheSimulator {
  private readonly seen: number[][] = [];
  private readonly written: number[][] = [];

  constructor(
    private readonly kind: "openai" | "anthropic",
    private readonly minTokens = 1024,
  ) {}

  usage(request: RecordedRequest, reply: string): SimulatedUsage {
    const { tokens, breakpoints } = requestTokens(request);
    const output = encode(reply).length;
    const usage =
      this.kind === "openai" ? this.openai(tokens, output) : this.anthropic(tokens, breakpoints, output);
    this.seen.push(tokens);
    return usage;
  }

  private openai(tokens: number[], output: number): SimulatedUsage {
    const shared = Math.max(0, ...this.seen.map((earlier) => commonPrefix(earlier, tokens)));
    const read = shared >= this.minTokens ? shared - (shared % 128) : 0;
    return { prompt: tokens.length, read, write: 0, output };
  }

  private anthropic(tokens: number[], breakpoints: number[], output: number): SimulatedUsage {
    const read = Math.max(
      0,
      ...this.written.filter((prefix) => commonPrefix(prefix, tokens) === prefix.length).map((p) => p.length),
    );
    let write = 0;
    for (const end of breakpoints) {
      if (end < this.minTokens || end <= read) continue;
      this.written.push(tokens.slice(0, end));
      write = end - read;
    }
    return { prompt: tokens.length, read, write, output };
  }
}

/** A request's o200k tokens in wire order, and the token counts at which its breakpoints end. */
export function requestTokens(request: RecordedRequest): { tokens: number[]; breakpoints: number[] } {
  const tokens: number[] = [];
  const breakpoints: number[] = [];
  for (const block of blocksOf(request.body as Record<string, unknown>)) {
    tokens.push(...encode(block.text));
    if (block.breakpoint) breakpoints.push(tokens.length);
  }
  return { tokens, breakpoints };
}

/** The same usage in each protocol's own fields, as its server would report it. */
export function usageFields(protocol: string, usage: SimulatedUsage): Record<string, unknown> {
  if (protocol === "anthropic") {
    return {
      input_tokens: usage.prompt - usage.read - usage.write,
      cache_read_input_tokens: usage.read,
      cache_creation_input_tokens: usage.write,
      output_tokens: usage.output,
    };
  }
  if (protocol === "responses") {
    return {
      input_tokens: usage.prompt,
      input_tokens_details: { cached_tokens: usage.read },
      output_tokens: usage.output,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: usage.prompt + usage.output,
    };
  }
  return {
    prompt_tokens: usage.prompt,
    completion_tokens: usage.output,
    total_tokens: usage.prompt + usage.output,
    prompt_tokens_details: { cached_tokens: usage.read },
  };
}

/** The prompt as text blocks in wire order, with the breakpoints Anthropic would see. */
function blocksOf(body: Record<string, unknown>): Block[] {
  const blocks: Block[] = [];
  const add = (value: unknown) => {
    if (typeof value === "string") blocks.push({ text: value, breakpoint: false });
    else if (Array.isArray(value)) for (const part of value) addPart(part);
  };
  const addPart = (part: unknown) => {
    const record = (part ?? {}) as { text?: unknown; cache_control?: unknown; content?: unknown };
    if (typeof record.text === "string") {
      blocks.push({ text: record.text, breakpoint: record.cache_control !== undefined });
    } else if (record.content !== undefined) {
      add(record.content);
    } else {
      blocks.push({ text: JSON.stringify(part), breakpoint: false });
    }
  };
  add(body.instructions);
  add(body.system);
  for (const item of [body.messages, body.input].flatMap((list) => (Array.isArray(list) ? list : []))) {
    addPart(item);
  }
  return blocks;
}

export function commonPrefix(a: readonly number[], b: readonly number[]): number {
  const end = Math.min(a.length, b.length);
  let n = 0;
  while (n < end && a[n] === b[n]) n++;
  return n;
}
