// Spend caps: a ceiling on the dollars and on the number of requests a session may spend, checked
// before every request that goes through the client (a main turn, a reflection, a tool round, an
// architect's and an editor's, a continuation, a commit message, a history summary). A request is
// refused, with nothing sent, when its worst case could cross the cap: its prompt counted with the
// model's tokenizer, every prompt token at the dearest rate it could be billed at (no cache read is
// assumed), plus its output limit at the output price. What the session spent is summed from the
// usage that came back (kerf's own estimate for a reply that never reached its end). Pure but for the
// meter it updates; never prints.
import type { ChatRequest, ChatResult } from "../core/chat-types.js";
import { worstCaseCost } from "../models/cost.js";
import type { ModelSettings } from "../models/model-settings.js";
import { countMessages, countText } from "../models/tokens.js";
import { callOptions } from "./call-options.js";
import { LlmError } from "./errors.js";
import type { ChatCall, LlmMiddleware } from "./middleware.js";
import { costOf } from "./usage.js";

/** The settings of a model the cap reads: its prices, output limit, context window and tokenizer. */
export type CapModelSettings = Pick<
  ModelSettings,
  "prices" | "maxOutputTokens" | "contextWindow" | "tokenizer"
>;

export interface SpendCapOptions {
  /** US dollars; absent: no cost cap. */
  maxCost?: number;
  /** Requests; absent: no request cap. */
  maxRequests?: number;
  /** The settings of the model a request names (its `model`, as sent to the client). */
  settingsOf(model: string): CapModelSettings;
}

/** What a session has spent so far: one meter per session, shared by every request it sends. */
export class SpendMeter {
  /** Requests sent (a retry of a failed attempt is the same request: nothing is billed for it). */
  requests = 0;
  /** Requests that came back with a reply (complete or not). */
  replies = 0;
  /** US dollars, from the usage of each reply at its model's prices (0 for a model without prices). */
  spent = 0;
}

/** The request a cap refused, before anything was sent. */
export class SpendCapError extends LlmError {
  override name = "SpendCapError";
  readonly cap: "cost" | "requests";
  readonly model: string;
  /** The cap: dollars or requests. */
  readonly limit: number;
  readonly spent: number;
  readonly requests: number;
  /** The most the refused request could have cost; null when its cost cannot be bounded. */
  readonly requestCost: number | null;
  constructor(fields: Pick<SpendCapError, "cap" | "model" | "limit" | "spent" | "requests" | "requestCost">) {
    super(capText(fields));
    this.cap = fields.cap;
    this.model = fields.model;
    this.limit = fields.limit;
    this.spent = fields.spent;
    this.requests = fields.requests;
    this.requestCost = fields.requestCost;
  }
}

function dollars(value: number): string {
  return `$${value.toFixed(4)}`;
}

function capText(
  f: Pick<SpendCapError, "cap" | "model" | "limit" | "spent" | "requests" | "requestCost">,
): string {
  const spent = `${f.requests} request${f.requests === 1 ? "" : "s"} sent, ${dollars(f.spent)} spent`;
  if (f.cap === "requests")
    return `Request cap reached: stopped before a request to ${f.model}; ${spent} of a cap of ${f.limit} requests. Nothing more was sent.`;
  if (f.requestCost === null)
    return (
      `Spend cap: stopped before a request to ${f.model}, whose cost cannot be bounded (its prices or ` +
      `output limit are unknown: set them in a model-settings file); ${spent}. Nothing more was sent.`
    );
  return (
    `Spend cap reached: stopped before a request to ${f.model} that could cost up to ` +
    `${dollars(f.requestCost)}; ${spent} of a ${dollars(f.limit)} cap. Nothing more was sent.`
  );
}

/** The middleware: refuses a request that could cross a cap, meters the ones it lets through. */
export function spendCap(options: SpendCapOptions, meter: SpendMeter = new SpendMeter()): LlmMiddleware {
  return {
    async wrapChat(next: ChatCall, request: ChatRequest): Promise<ChatResult> {
      const settings = options.settingsOf(request.model);
      check(options, meter, request, settings);
      meter.requests++;
      const result = await next(request);
      meter.replies++;
      if (settings.prices) meter.spent += costOf(result.usage, settings.prices);
      return result;
    },
  };
}

function check(
  options: SpendCapOptions,
  meter: SpendMeter,
  request: ChatRequest,
  settings: CapModelSettings,
) {
  const fields = { model: request.model, spent: meter.spent, requests: meter.requests };
  if (options.maxRequests !== undefined && meter.requests + 1 > options.maxRequests)
    throw new SpendCapError({ ...fields, cap: "requests", limit: options.maxRequests, requestCost: null });
  if (options.maxCost === undefined) return;
  const worst = worstCase(request, settings);
  if (worst === null || meter.spent + worst > options.maxCost)
    throw new SpendCapError({ ...fields, cap: "cost", limit: options.maxCost, requestCost: worst });
}

/** The most `request` could cost, or null when its prices or its output limit are unknown. */
export function worstCase(request: ChatRequest, settings: CapModelSettings): number | null {
  const { tokenizer } = settings;
  let prompt = countMessages(request.messages, { tokenizer, primeReply: true });
  if (request.tools) prompt += countText(JSON.stringify(request.tools), tokenizer);
  const output = outputLimit(request, settings, prompt);
  return output === undefined ? null : worstCaseCost(prompt, output, settings.prices);
}

/** The request's output limit: the one it asks for (within the model's), else the model's, else what
 *  its context window leaves after the prompt. */
function outputLimit(request: ChatRequest, settings: CapModelSettings, prompt: number): number | undefined {
  const extra = callOptions(request).extra;
  const asked = [extra.max_output_tokens, extra.max_completion_tokens, extra.max_tokens].find(
    (value): value is number => typeof value === "number" && value > 0,
  );
  const limit = request.settings?.maxOutputTokens ?? settings.maxOutputTokens ?? undefined;
  if (asked !== undefined) return limit !== undefined ? Math.min(asked, limit) : asked;
  if (limit !== undefined) return limit;
  return settings.contextWindow ? Math.max(0, settings.contextWindow - prompt) : undefined;
}
