// `kerf mcp --port N`: the streamable HTTP transport on 127.0.0.1 only, at /mcp. Stateless (a server and
// a transport per request, sharing the tools' repo maps). Before the SDK sees a request, its Host must be
// this loopback address and port and its Origin (when sent) a loopback origin: a web page cannot reach
// the server through DNS rebinding.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";

export const LOOPBACK = "127.0.0.1";
export const MCP_PATH = "/mcp";

export interface Listening {
  url: string;
  /** Resolves when the listener has closed. */
  closed: Promise<void>;
}

export async function listenHttp(
  port: number,
  newServer: () => McpServer,
  options: { maxBodyBytes: number; onError: (message: string) => void },
): Promise<Listening> {
  const listener = http.createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      options.onError(error instanceof Error ? error.message : String(error));
      if (!res.headersSent) reply(res, 500, "internal error");
    });
  });
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const actual = (listener.address() as AddressInfo).port;
    const refusal = refusalOf(req, actual);
    if (refusal) return reply(res, refusal.status, refusal.message);
    const server = newServer();
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: options.maxBodyBytes,
    });
    res.on("close", () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res);
  };
  await new Promise<void>((resolve, reject) => {
    listener.once("error", reject);
    listener.listen(port, LOOPBACK, () => resolve());
  });
  const { port: bound } = listener.address() as AddressInfo;
  const closed = new Promise<void>((resolve) => listener.once("close", () => resolve()));
  return { url: `http://${LOOPBACK}:${bound}${MCP_PATH}`, closed };
}

/** Why a request is refused before the SDK sees it: a foreign Host or Origin, another path. */
export function refusalOf(
  req: Pick<http.IncomingMessage, "headers" | "url">,
  port: number,
): { status: number; message: string } | undefined {
  const hosts = [`${LOOPBACK}:${port}`, `localhost:${port}`];
  const host = req.headers.host ?? "";
  if (!hosts.includes(host.toLowerCase()))
    return { status: 403, message: `Host "${host}" is not this server` };
  const origin = req.headers.origin;
  if (origin !== undefined && !hosts.some((allowed) => origin.toLowerCase() === `http://${allowed}`))
    return { status: 403, message: `Origin "${origin}" is not allowed` };
  const pathname = (req.url ?? "").split("?")[0];
  if (pathname !== MCP_PATH) return { status: 404, message: `kerf mcp serves ${MCP_PATH}` };
  return undefined;
}

function reply(res: http.ServerResponse, status: number, message: string): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32000, message } }));
}
