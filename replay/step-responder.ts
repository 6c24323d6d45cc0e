// Writes one scripted step as an HTTP response: a JSON completion, an SSE stream, an error status,
// or a fault (hang, cut, stall). Never prints.
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  chunkBody,
  completionBody,
  errorBody,
  estimatedUsage,
  pieces,
  usageChunkBody,
} from "./openai-payloads.js";
import type { CutStep, ErrorStep, FailStep, ReplyStep, ScriptStep } from "./script-step.js";

export interface StepContext {
  req: IncomingMessage;
  res: ServerResponse;
  /** The request's number in the session, from 1. */
  index: number;
  id: string;
  model: string;
  stream: boolean;
  includeUsage: boolean;
  promptChars: number;
  /** Responses: the request's `include` list (reasoning.encrypted_content). */
  include: readonly string[];
  /** The parsed request body. */
  body: Record<string, unknown>;
}

export async function respondWithStep(step: ScriptStep, context: StepContext): Promise<void> {
  switch (step.kind) {
    case "reply":
      return context.stream
        ? streamReply(step, context)
        : sendJson(context.res, 200, jsonReply(step, context));
    case "error":
      return sendError(step, context.res);
    case "hang":
      return; // the socket stays open and silent until the client gives up or the server closes
    case "cut":
    case "stall":
    case "fail":
      return cutReply(step, context);
  }
}

function jsonReply(step: ReplyStep, context: StepContext): Record<string, unknown> {
  return completionBody({
    id: context.id,
    model: context.model,
    text: step.text,
    finishReason: step.finishReason ?? "stop",
    usage: step.usage ?? estimatedUsage(context.promptChars, step.text),
  });
}

async function streamReply(step: ReplyStep, context: StepContext): Promise<void> {
  const { res, id, model } = context;
  startStream(res);
  writeEvent(res, chunkBody({ id, model, delta: { role: "assistant", content: "" } }));
  for (const piece of pieces(step.text, step.chunkChars ?? 4)) {
    if (step.chunkDelayMs) await delay(step.chunkDelayMs);
    if (res.destroyed) return;
    writeEvent(res, chunkBody({ id, model, delta: { content: piece } }));
  }
  writeEvent(res, chunkBody({ id, model, delta: {}, finishReason: step.finishReason ?? "stop" }));
  if (context.includeUsage) {
    writeEvent(
      res,
      usageChunkBody({ id, model, usage: step.usage ?? estimatedUsage(context.promptChars, step.text) }),
    );
  }
  res.write("data: [DONE]\n\n");
  res.end();
}

async function cutReply(step: CutStep | FailStep, context: StepContext): Promise<void> {
  const { res, id, model } = context;
  if (context.stream) {
    startStream(res);
    writeEvent(res, chunkBody({ id, model, delta: { role: "assistant", content: "" } }));
    for (const piece of pieces(step.text.slice(0, step.afterChars), 4)) {
      writeEvent(res, chunkBody({ id, model, delta: { content: piece } }));
    }
    if (step.kind === "fail") {
      // OpenAI-compatible servers report a failure inside the stream as a data line with an error.
      const error = {
        message: step.message ?? "The server had an error",
        type: step.errorType ?? "server_error",
      };
      writeEvent(res, { error: { ...error, code: null } });
      return void res.end();
    }
  } else if (step.kind === "fail") {
    return sendError({ kind: "error", status: 500, message: step.message }, res);
  }
  // Let the written chunks reach the client before the connection goes.
  await delay(30);
  if (step.kind === "cut") context.req.socket.destroy();
}

function sendError(step: ErrorStep, res: ServerResponse): void {
  const headers: Record<string, string> = { ...step.headers };
  if (step.retryAfter !== undefined) headers["retry-after"] = String(step.retryAfter);
  sendJson(res, step.status, errorBody(step.status, step.message ?? `scripted HTTP ${step.status}`), headers);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(text);
}

export function startStream(res: ServerResponse): void {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  res.flushHeaders();
}

function writeEvent(res: ServerResponse, body: unknown): void {
  res.write(`data: ${JSON.stringify(body)}\n\n`);
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
