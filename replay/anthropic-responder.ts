// The Anthropic Messages protocol (POST …/v1/messages) for the step responder: Message objects, named
// `event:` streams, `event: error` for a stream that fails, typed error bodies. Builds; never writes.
import {
  anthropicErrorBody,
  errorFrame,
  errorTypeFor,
  estimatedAnthropicUsage,
  messageBody,
  messageFrames,
  statusForErrorType,
  stopReasonFor,
  type AnthropicReply,
} from "./anthropic-payloads.js";
import type { ReplyStep } from "./script-step.js";
import type { ProtocolResponder, RequestFacts } from "./step-responder.js";

const OVERLOADED = "overloaded_error";

export const anthropicResponder: ProtocolResponder = {
  replyBody: (step, facts) => messageBody(anthropicReply(step, facts)),
  replyFrames: (step, facts) => messageFrames(anthropicReply(step, facts), step.chunkChars ?? 4),
  // The SDK throws an APIError (status undefined, the body's error.type) for `event: error`.
  failFrames: (step, facts) => [
    errorFrame(step.errorType ?? OVERLOADED, step.message ?? "Overloaded", requestId(facts)),
  ],
  errorBody: (error, facts) =>
    anthropicErrorBody(error.errorType ?? errorTypeFor(error.status), error.message, requestId(facts)),
  failStatus: (step) => statusForErrorType(step.errorType ?? OVERLOADED),
  headers: (facts) => ({ "request-id": requestId(facts) }),
};

function anthropicReply(step: ReplyStep, facts: RequestFacts): AnthropicReply {
  const toolCalls = step.toolCalls ?? [];
  const reply = {
    id: `msg_scripted${facts.index}`,
    model: facts.model,
    text: step.text,
    thinking: step.thinking,
    toolCalls,
    stopReason: stopReasonFor(step.finishReason, toolCalls.length > 0),
    ...(step.stopDetails ? { stopDetails: { type: "refusal", ...step.stopDetails } } : {}),
  };
  const promptChars = JSON.stringify([facts.body.system ?? "", facts.body.messages ?? []]).length;
  return { ...reply, usage: step.usage ?? estimatedAnthropicUsage(promptChars, reply) };
}

function requestId(facts: RequestFacts): string {
  return `req_scripted${facts.index}`;
}
