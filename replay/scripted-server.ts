// A real HTTP server on 127.0.0.1 that answers with scripted steps, in order, and records every request,
// in the protocol the request's path speaks: OpenAI chat completions (…/chat/completions), OpenAI Responses
// (…/responses) or Anthropic Messages (…/messages). Used by tests, the benches and `npm run demo`; it
// never prints (errors go to onError).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { modelsBody } from "./openai-payloads.js";
import { respondAnthropic } from "./anthropic-responder.js";
import { respondResponses } from "./responses-responder.js";
import type { RecordedRequest, ScriptEntry, ScriptStep, WireProtocol } from "./script-step.js";
import { respondWithStep, sendJson, type StepContext } from "./step-responder.js";

export interface ScriptedServerOptions {
  /** Problems the server met (an exhausted script, a bad body); nothing is printed. */
  onError?: (error: Error) => void;
  /** Listed by GET /v1/models; default ["scripted-model"]. */
  models?: readonly string[];
}

export interface ScriptedServer {
  /** e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Steps not yet served. */
  remaining(): number;
  close(): Promise<void>;
}

export async function startScriptedServer(
  script: readonly ScriptEntry[],
  options: ScriptedServerOptions = {},
): Promise<ScriptedServer> {
  const requests: RecordedRequest[] = [];
  let next = 0;
  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => report(options, error));
  });
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const recorded = await record(req);
    requests.push(recorded);
    // Any base path answers (/v1, /api/v1, /openai/v1 …): provider routes are tested by their paths.
    const path = recorded.path;
    if (req.method === "GET" && path.endsWith("/models"))
      return sendJson(res, 200, modelsBody(options.models ?? ["scripted-model"]));
    const protocol = req.method === "POST" ? protocolOf(path) : undefined;
    if (protocol === undefined) return sendJson(res, 404, { error: { message: "not found" } });
    recorded.protocol = protocol;
    const entry = script[next++];
    if (entry === undefined) {
      report(options, new Error(`scripted server: no step left for request ${requests.length}`));
      return sendJson(res, 400, { error: { message: "the script has no reply left" } });
    }
    const step = typeof entry === "function" ? entry(recorded) : entry;
    await RESPONDERS[protocol](step, contextFor(req, res, recorded, requests.length));
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    remaining: () => Math.max(0, script.length - next),
    close: () => closeServer(server),
  };
}

const RESPONDERS: Record<WireProtocol, (step: ScriptStep, context: StepContext) => Promise<void>> = {
  chat: respondWithStep,
  responses: respondResponses,
  anthropic: respondAnthropic,
};

function protocolOf(path: string): WireProtocol | undefined {
  if (path.endsWith("/chat/completions")) return "chat";
  if (path.endsWith("/responses")) return "responses";
  if (path.endsWith("/messages")) return "anthropic";
  return undefined;
}

function contextFor(
  req: IncomingMessage,
  res: ServerResponse,
  recorded: RecordedRequest,
  index: number,
): StepContext {
  const body = (recorded.body ?? {}) as Record<string, unknown>;
  const streamOptions = (body.stream_options ?? {}) as Record<string, unknown>;
  // What the model reads, in each protocol's own fields: enough to estimate a prompt's size.
  const prompt = [body.messages, body.system, body.instructions, body.input].filter((v) => v !== undefined);
  return {
    req,
    res,
    index,
    id: `chatcmpl-scripted-${index}`,
    model: typeof body.model === "string" ? body.model : "scripted-model",
    stream: body.stream === true,
    includeUsage: streamOptions.include_usage === true,
    promptChars: JSON.stringify(prompt.length === 1 ? prompt[0] : prompt).length,
    include: Array.isArray(body.include)
      ? body.include.filter((v): v is string => typeof v === "string")
      : [],
    body,
  };
}

async function record(req: IncomingMessage): Promise<RecordedRequest> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  const text = Buffer.concat(parts).toString("utf8");
  let body: unknown;
  try {
    body = text === "" ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  return {
    method: req.method ?? "",
    path: (req.url ?? "").split("?")[0] ?? "",
    headers: { ...req.headers },
    body,
  };
}

function closeServer(server: ReturnType<typeof createServer>): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Hung and keep-alive connections would hold close() open forever.
    server.closeAllConnections();
  });
}

function report(options: ScriptedServerOptions, error: unknown): void {
  options.onError?.(error instanceof Error ? error : new Error(String(error)));
}
