// Writes one scripted step as an HTTP response: the step kinds (reply, error, hang, cut, stall, fail)
// are carried out here, in any protocol; a ProtocolResponder supplies that protocol's bodies and frames.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { CutStep, ErrorStep, FailStep, ReplyStep, ScriptStep } from "./script-step.js";
import { openingFrames, type Frame } from "./sse-frame.js";
import { delay, sendJson, startStream, writeFrames } from "./sse-writer.js";

/** What every protocol's answer depends on, read from the request. */
export interface RequestFacts {
  /** 1-based number of the request; ids are made from it. */
  index: number;
  model: string;
  stream: boolean;
  /** The parsed request body ({} when there was none). */
  body: Record<string, unknown>;
}

/** One protocol's wire shapes. Builders only: the step responder writes what they return. */
export interface ProtocolResponder {
  replyBody(step: ReplyStep, facts: RequestFacts): unknown;
  replyFrames(step: ReplyStep, facts: RequestFacts): Frame[];
  /** What ends a stream that failed after `sent` frames which carried `partialText`. */
  failFrames(step: FailStep, facts: RequestFacts, sent: number, partialText: string): Frame[];
  errorBody(error: { status: number; message: string; errorType?: string }, facts: RequestFacts): unknown;
  /** The HTTP status a `fail` step answers with when the request asked for no stream. */
  failStatus(step: FailStep): number;
  /** A 200 body that reports the failure in place of a reply (Responses `status: "failed"`), when
   *  the step asks for one and the protocol has it; undefined: answer with an HTTP error. */
  failedBody?(step: FailStep, facts: RequestFacts): unknown;
  /** Headers on every answer (e.g. Anthropic's request-id). */
  headers(facts: RequestFacts): Record<string, string>;
}

export interface StepContext {
  req: IncomingMessage;
  res: ServerResponse;
  facts: RequestFacts;
  responder: ProtocolResponder;
}

export async function respondWithStep(step: ScriptStep, context: StepContext): Promise<void> {
  const { res, facts, responder } = context;
  switch (step.kind) {
    case "reply":
      if (!facts.stream)
        return sendJson(res, 200, responder.replyBody(step, facts), responder.headers(facts));
      startStream(res, responder.headers(facts));
      if (await writeFrames(res, responder.replyFrames(step, facts), step.chunkDelayMs)) res.end();
      return;
    case "error":
      return sendError(step, context);
    case "hang":
      return; // the socket stays open and silent until the client gives up or the server closes
    case "cut":
    case "stall":
      return cutReply(step, context);
    case "fail":
      return failReply(step, context);
  }
}

async function cutReply(step: CutStep, context: StepContext): Promise<void> {
  if (context.facts.stream) await writeOpening(step, context);
  // Let the written frames reach the client before the connection goes.
  await delay(30);
  if (step.kind === "cut") context.req.socket.destroy();
}

async function failReply(step: FailStep, context: StepContext): Promise<void> {
  const { res, facts, responder } = context;
  const message = step.message ?? "scripted failure";
  if (!facts.stream) {
    const failed = responder.failedBody?.(step, facts);
    if (failed !== undefined) return sendJson(res, 200, failed, responder.headers(facts));
    const status = responder.failStatus(step);
    return sendError({ kind: "error", status, message, errorType: step.errorType }, context);
  }
  const sent = await writeOpening(step, context);
  const partialText = step.text.slice(0, step.afterChars);
  if (await writeFrames(res, responder.failFrames(step, facts, sent, partialText))) res.end();
}

/** Starts a stream and sends a reply's opening and its first `afterChars` characters; the frame count. */
async function writeOpening(step: CutStep | FailStep, context: StepContext): Promise<number> {
  const { res, facts, responder } = context;
  const partial: ReplyStep = { kind: "reply", text: step.text.slice(0, step.afterChars) };
  const frames = openingFrames(responder.replyFrames(partial, facts));
  startStream(res, responder.headers(facts));
  await writeFrames(res, frames);
  return frames.length;
}

function sendError(step: ErrorStep, context: StepContext): void {
  const { res, facts, responder } = context;
  const headers: Record<string, string> = { ...responder.headers(facts), ...step.headers };
  if (step.retryAfter !== undefined) headers["retry-after"] = String(step.retryAfter);
  const message = step.message ?? `scripted HTTP ${step.status}`;
  const body = responder.errorBody({ status: step.status, message, errorType: step.errorType }, facts);
  sendJson(res, step.status, body, headers);
}
