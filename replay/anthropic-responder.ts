// Writes one scripted step as Anthropic's Messages API answers: a Message as JSON, or the SSE events of
// a streamed one (`event: NAME` + `data: JSON`), an error body with Anthropic's error types, or a fault.
// Never prints.
import {
  anthropicErrorBody,
  anthropicErrorType,
  blockDeltaEvent,
  blockStartEvent,
  blockStopEvent,
  estimatedAnthropicUsage,
  messageBody,
  messageDeltaEvent,
  messageStartEvent,
  signatureOf,
  stopReason,
} from "./anthropic-payloads.js";
import { pieces } from "./openai-payloads.js";
import type { ErrorStep, ReplyStep, ScriptStep } from "./script-step.js";
import { delay, sendJson, startStream, type StepContext } from "./step-responder.js";

export async function respondAnthropic(step: ScriptStep, context: StepContext): Promise<void> {
  switch (step.kind) {
    case "reply":
      return context.stream
        ? streamReply(step, context)
        : sendJson(context.res, 200, jsonReply(step, context));
    case "error":
      return sendError(step, context);
    case "hang":
      return;
    case "cut":
    case "stall":
    case "fail":
      return breakOff(step, context);
  }
}

function usageOf(step: { usage?: Record<string, unknown>; text: string }, context: StepContext) {
  return step.usage ?? estimatedAnthropicUsage(context.promptChars, step.text);
}

function jsonReply(step: ReplyStep, context: StepContext): Record<string, unknown> {
  return messageBody({
    id: messageId(context),
    model: context.model,
    text: step.text,
    thinking: step.thinking,
    stopReason: stopReason(step.finishReason),
    usage: usageOf(step, context),
  });
}

async function streamReply(step: ReplyStep, context: StepContext): Promise<void> {
  const { res } = context;
  const usage = usageOf(step, context);
  startStream(res);
  event(res, messageStartEvent({ id: messageId(context), model: context.model, usage }));
  let index = 0;
  if (step.thinking) {
    event(res, blockStartEvent(index, { type: "thinking", thinking: "", signature: "" }));
    for (const piece of pieces(step.thinking, step.chunkChars ?? 4)) {
      event(res, blockDeltaEvent(index, { type: "thinking_delta", thinking: piece }));
    }
    event(res, blockDeltaEvent(index, { type: "signature_delta", signature: signatureOf(step.thinking) }));
    event(res, blockStopEvent(index++));
  }
  event(res, blockStartEvent(index, { type: "text", text: "", citations: null }));
  event(res, { type: "ping" });
  for (const piece of pieces(step.text, step.chunkChars ?? 4)) {
    if (step.chunkDelayMs) await delay(step.chunkDelayMs);
    if (res.destroyed) return;
    event(res, blockDeltaEvent(index, { type: "text_delta", text: piece }));
  }
  event(res, blockStopEvent(index));
  event(res, messageDeltaEvent(stopReason(step.finishReason), usage));
  event(res, { type: "message_stop" });
  res.end();
}

/** Some text, then the connection drops (cut), goes silent (stall) or carries an error event (fail). */
async function breakOff(
  step: Extract<ScriptStep, { kind: "cut" | "stall" | "fail" }>,
  context: StepContext,
): Promise<void> {
  const { res } = context;
  if (context.stream) {
    startStream(res);
    const usage = estimatedAnthropicUsage(context.promptChars, "");
    event(res, messageStartEvent({ id: messageId(context), model: context.model, usage }));
    event(res, blockStartEvent(0, { type: "text", text: "", citations: null }));
    for (const piece of pieces(step.text.slice(0, step.afterChars), 4)) {
      event(res, blockDeltaEvent(0, { type: "text_delta", text: piece }));
    }
    if (step.kind === "fail") {
      const type = step.errorType ?? "overloaded_error";
      event(res, anthropicErrorBody(type, step.message ?? "Overloaded", requestId(context)), "error");
      return void res.end();
    }
  } else if (step.kind === "fail") {
    return sendError(
      { kind: "error", status: 529, errorType: step.errorType, message: step.message },
      context,
    );
  }
  await delay(30);
  if (step.kind === "cut") context.req.socket.destroy();
}

function sendError(step: ErrorStep, context: StepContext): void {
  const headers: Record<string, string> = { "request-id": requestId(context), ...step.headers };
  if (step.retryAfter !== undefined) headers["retry-after"] = String(step.retryAfter);
  const type = step.errorType ?? anthropicErrorType(step.status);
  const body = anthropicErrorBody(type, step.message ?? `scripted HTTP ${step.status}`, requestId(context));
  sendJson(context.res, step.status, body, headers);
}

/** One SSE frame as Anthropic writes it: the event name, then its JSON (whose `type` repeats the name). */
function event(res: StepContext["res"], body: Record<string, unknown>, name?: string): void {
  res.write(`event: ${name ?? String(body.type)}\ndata: ${JSON.stringify(body)}\n\n`);
}

function messageId(context: StepContext): string {
  return `msg_scripted${String(context.index).padStart(4, "0")}`;
}

function requestId(context: StepContext): string {
  return `req_scripted${String(context.index).padStart(4, "0")}`;
}
