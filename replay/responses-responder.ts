// The OpenAI Responses protocol (POST …/responses) for the step responder: Response objects, typed
// `event:` streams, response.failed for a stream that fails, OpenAI error objects. Builds; never writes.
import { errorBody } from "./openai-payloads.js";
import {
  errorEventFrame,
  estimatedResponsesUsage,
  failedBody,
  failedFrame,
  responseBody,
  responseFrames,
  type ResponsesReply,
} from "./responses-payloads.js";
import type { FailStep, ReplyStep } from "./script-step.js";
import type { ProtocolResponder, RequestFacts } from "./step-responder.js";

export const responsesResponder: ProtocolResponder = {
  replyBody: (step, facts) => responseBody(responsesReply(step, facts)),
  replyFrames: (step, facts) => responseFrames(responsesReply(step, facts), step.chunkChars ?? 4),
  // The SDK yields response.failed as an ordinary event (it throws only for a `data.error` member).
  failFrames(step, facts, sent, partialText) {
    const reply = responsesReply({ kind: "reply", text: partialText }, facts);
    const error = failure(step);
    return [step.errorEvent ? errorEventFrame(sent, error) : failedFrame(reply, sent, error)];
  },
  failedBody: (step, facts) =>
    step.failedResponse
      ? failedBody(responsesReply({ kind: "reply", text: "" }, facts), failure(step))
      : undefined,
  errorBody: (error) => errorBody(error.status, error.message, error.errorType),
  failStatus: () => 500,
  headers: () => ({}),
};

function failure(step: FailStep): { code: string; message: string } {
  return { code: step.errorType ?? "server_error", message: step.message ?? "scripted failure" };
}

function responsesReply(step: ReplyStep, facts: RequestFacts): ResponsesReply {
  const include = Array.isArray(facts.body.include) ? (facts.body.include as unknown[]) : [];
  const reply = {
    id: `resp_scripted${facts.index}`,
    model: facts.model,
    text: step.text,
    thinking: step.thinking,
    encryptedReasoning: include.includes("reasoning.encrypted_content"),
    toolCalls: step.toolCalls ?? [],
    finishReason: step.finishReason ?? "stop",
    ...(step.refusal !== undefined ? { refusal: step.refusal } : {}),
    request: facts.body,
  };
  const promptChars = JSON.stringify([facts.body.instructions ?? "", facts.body.input ?? []]).length;
  return { ...reply, usage: step.usage ?? estimatedResponsesUsage(promptChars, reply) };
}
