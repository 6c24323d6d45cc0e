// The chat-completions protocol (POST …/chat/completions) for the step responder: completions,
// `data:`-only chunk streams ending in [DONE], and OpenAI error objects. Builds; never writes.
import { chatFrames, completionBody, errorBody, estimatedUsage, type ChatReply } from "./openai-payloads.js";
import type { ReplyStep } from "./script-step.js";
import type { ProtocolResponder, RequestFacts } from "./step-responder.js";

export const chatResponder: ProtocolResponder = {
  replyBody: (step, facts) => completionBody(chatReply(step, facts)),
  replyFrames(step, facts) {
    const streamOptions = (facts.body.stream_options ?? {}) as Record<string, unknown>;
    const includeUsage = streamOptions.include_usage === true;
    return chatFrames({ ...chatReply(step, facts), chunkChars: step.chunkChars ?? 4, includeUsage });
  },
  // The SDK turns a `data:` line with an `error` member into an APIError thrown by the stream.
  failFrames: (step) => [
    { data: errorBody(500, step.message ?? "scripted failure", step.errorType ?? "server_error") },
  ],
  errorBody: (error) => errorBody(error.status, error.message, error.errorType),
  failStatus: () => 500,
  headers: () => ({}),
};

function chatReply(step: ReplyStep, facts: RequestFacts): ChatReply {
  const toolCalls = step.toolCalls ?? [];
  const promptChars = JSON.stringify(facts.body.messages ?? []).length;
  const written = step.text + toolCalls.map((call) => call.arguments).join("");
  return {
    id: `chatcmpl-scripted-${facts.index}`,
    model: facts.model,
    text: step.text,
    toolCalls,
    finishReason: step.finishReason ?? (toolCalls.length > 0 ? "tool_calls" : "stop"),
    usage: step.usage ?? estimatedUsage(promptChars, written),
    ...(step.refusal !== undefined ? { refusal: step.refusal } : {}),
  };
}
