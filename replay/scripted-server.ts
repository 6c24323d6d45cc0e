// A real HTTP server on 127.0.0.1 that answers scripted steps, in order, in the protocol the request's
// path asks for (chat completions, OpenAI Responses, Anthropic Messages), and records every request.
// Used by tests and by `npm run demo`; it never prints (errors go to onError).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { anthropicResponder } from "./anthropic-responder.js";
import { chatResponder } from "./chat-responder.js";
import { modelsBody } from "./openai-payloads.js";
import { responsesResponder } from "./responses-responder.js";
import type { RecordedRequest, ScriptEntry, ScriptProtocol } from "./script-step.js";
import { sendJson } from "./sse-writer.js";
import { respondWithStep, type ProtocolResponder, type RequestFacts } from "./step-responder.js";

const RESPONDERS: Record<ScriptProtocol, ProtocolResponder> = {
  chat: chatResponder,
  responses: responsesResponder,
  anthropic: anthropicResponder,
};

export interface ScriptedServerOptions {
  /** Problems the server met (an exhausted script, a bad body); nothing is printed. */
  onError?: (error: Error) => void;
  /** Listed by GET /v1/models; default ["scripted-model"]. */
  models?: readonly string[];
}

export interface ScriptedServer {
  /** e.g. http://127.0.0.1:41234/v1 (the openai SDK's baseURL) */
  baseUrl: string;
  /** e.g. http://127.0.0.1:41234 (the Anthropic SDK's baseURL: it adds /v1/messages itself) */
  origin: string;
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
    if (req.method === "GET" && recorded.path.endsWith("/models"))
      return sendJson(res, 200, modelsBody(options.models ?? ["scripted-model"]));
    if (req.method !== "POST" || recorded.protocol === undefined)
      return sendJson(res, 404, { error: { message: "not found" } });
    const responder = RESPONDERS[recorded.protocol];
    const facts = factsOf(recorded, requests.length);
    const entry = script[next++];
    if (entry === undefined) {
      report(options, new Error(`scripted server: no step left for request ${requests.length}`));
      const message = "the script has no reply left";
      return sendJson(res, 400, responder.errorBody({ status: 400, message }, facts));
    }
    const step = typeof entry === "function" ? entry(recorded) : entry;
    await respondWithStep(step, { req, res, facts, responder });
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    origin: `http://127.0.0.1:${port}`,
    requests,
    remaining: () => Math.max(0, script.length - next),
    close: () => closeServer(server),
  };
}

// Any base path answers (/v1, /api/v1, /openai/v1 …): provider routes are tested by their paths.
function protocolOf(path: string): ScriptProtocol | undefined {
  if (path.endsWith("/chat/completions")) return "chat";
  if (path.endsWith("/responses")) return "responses";
  if (path.endsWith("/messages")) return "anthropic";
  return undefined;
}

function factsOf(recorded: RecordedRequest, index: number): RequestFacts {
  const body = typeof recorded.body === "object" && recorded.body !== null ? recorded.body : {};
  const fields = body as Record<string, unknown>;
  const model = typeof fields.model === "string" ? fields.model : "scripted-model";
  return { index, model, stream: fields.stream === true, body: fields };
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
  const path = (req.url ?? "").split("?")[0] ?? "";
  const protocol = protocolOf(path);
  return {
    method: req.method ?? "",
    path,
    ...(protocol === undefined ? {} : { protocol }),
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
