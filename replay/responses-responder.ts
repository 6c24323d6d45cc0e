// Writes one scripted step as OpenAI's Responses API answers: a Response as JSON, or the typed SSE events
// of a streamed one (response.created … response.completed / response.incomplete / response.failed),
// an OpenAI error body, or a fault. Never prints.
import { errorBody, pieces } from "./openai-payloads.js";
import {
  estimatedResponsesUsage,
  messageItem,
  reasoningItem,
  responseBody,
  type Item,
} from "./responses-payloads.js";
import type { ErrorStep, ReplyStep, ScriptStep } from "./script-step.js";
import { delay, sendJson, startStream, type StepContext } from "./step-responder.js";

export async function respondResponses(step: ScriptStep, context: StepContext): Promise<void> {
  switch (step.kind) {
    case "reply":
      return context.stream
        ? streamReply(step, context)
        : sendJson(context.res, 200, finalBody(step, context));
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

function outputOf(step: ReplyStep, context: StepContext): Item[] {
  const encrypted = context.include.includes("reasoning.encrypted_content");
  const reasoning = step.thinking ? [reasoningItem(`rs_${context.index}`, step.thinking, encrypted)] : [];
  const incomplete = step.finishReason === "length";
  return [
    ...reasoning,
    messageItem(`msg_${context.index}`, step.text, incomplete ? "incomplete" : "completed"),
  ];
}

function finalBody(step: ReplyStep, context: StepContext): Record<string, unknown> {
  return responseBody({
    id: responseId(context),
    model: context.model,
    status: step.finishReason === "length" ? "incomplete" : "completed",
    output: outputOf(step, context),
    usage: step.usage ?? estimatedResponsesUsage(context.promptChars, step.text),
    request: context.body,
  });
}

async function streamReply(step: ReplyStep, context: StepContext): Promise<void> {
  const send = sender(context);
  startStream(context.res);
  opening(context, send);
  const output = outputOf(step, context);
  for (const [index, item] of output.entries()) {
    if (item.type === "reasoning") {
      send({ type: "response.output_item.added", output_index: index, item: { ...item, summary: [] } });
      send({ type: "response.output_item.done", output_index: index, item });
      continue;
    }
    const ids = { item_id: item.id, output_index: index, content_index: 0 };
    send({
      type: "response.output_item.added",
      output_index: index,
      item: { ...item, status: "in_progress", content: [] },
    });
    send({
      type: "response.content_part.added",
      ...ids,
      part: { type: "output_text", text: "", annotations: [] },
    });
    for (const piece of pieces(step.text, step.chunkChars ?? 4)) {
      if (step.chunkDelayMs) await delay(step.chunkDelayMs);
      if (context.res.destroyed) return;
      send({ type: "response.output_text.delta", ...ids, delta: piece, logprobs: [] });
    }
    send({ type: "response.output_text.done", ...ids, text: step.text, logprobs: [] });
    send({
      type: "response.content_part.done",
      ...ids,
      part: { type: "output_text", text: step.text, annotations: [] },
    });
    send({ type: "response.output_item.done", output_index: index, item });
  }
  const body = finalBody(step, context);
  send({ type: body.status === "incomplete" ? "response.incomplete" : "response.completed", response: body });
  context.res.end();
}

async function breakOff(
  step: Extract<ScriptStep, { kind: "cut" | "stall" | "fail" }>,
  context: StepContext,
): Promise<void> {
  if (context.stream) {
    const send = sender(context);
    startStream(context.res);
    opening(context, send);
    const ids = { item_id: `msg_${context.index}`, output_index: 0, content_index: 0 };
    for (const piece of pieces(step.text.slice(0, step.afterChars), 4)) {
      send({ type: "response.output_text.delta", ...ids, delta: piece, logprobs: [] });
    }
    if (step.kind === "fail") {
      const error = {
        code: step.errorType ?? "server_error",
        message: step.message ?? "The server had an error",
      };
      const response = responseBody({
        id: responseId(context),
        model: context.model,
        status: "failed",
        output: [],
        usage: null,
        request: context.body,
        error,
      });
      send({ type: "response.failed", response });
      return void context.res.end();
    }
  } else if (step.kind === "fail") {
    return sendError({ kind: "error", status: 500, message: step.message }, context);
  }
  await delay(30);
  if (step.kind === "cut") context.req.socket.destroy();
}

/** response.created and response.in_progress, as every stream opens. */
function opening(context: StepContext, send: (event: Record<string, unknown>) => void): void {
  const response = responseBody({
    id: responseId(context),
    model: context.model,
    status: "in_progress",
    output: [],
    usage: null,
    request: context.body,
  });
  send({ type: "response.created", response });
  send({ type: "response.in_progress", response });
}

/** Writes `event: TYPE` + `data: JSON` frames with a growing sequence_number. */
function sender(context: StepContext): (event: Record<string, unknown>) => void {
  let sequence = 0;
  return (event) => {
    const body = { ...event, sequence_number: sequence++ };
    context.res.write(`event: ${String(event.type)}\ndata: ${JSON.stringify(body)}\n\n`);
  };
}

function sendError(step: ErrorStep, context: StepContext): void {
  const headers: Record<string, string> = { ...step.headers };
  if (step.retryAfter !== undefined) headers["retry-after"] = String(step.retryAfter);
  const body = errorBody(step.status, step.message ?? `scripted HTTP ${step.status}`);
  sendJson(context.res, step.status, body, headers);
}

function responseId(context: StepContext): string {
  return `resp_scripted${String(context.index).padStart(4, "0")}`;
}
