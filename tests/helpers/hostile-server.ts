// Test helper: a real OpenAI-compatible HTTP server on 127.0.0.1 whose every chat request is answered
// by a test-written handler, for faults the scripted server has no step for (drips, malformed lines).
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface HostileServer {
  baseUrl: string;
  requests: number;
  close(): Promise<void>;
}

export async function startHostileServer(
  handle: (res: ServerResponse) => void | Promise<void>,
): Promise<HostileServer> {
  const sockets = new Set<import("node:net").Socket>();
  const state = { requests: 0 };
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      state.requests++;
      void handle(res);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get requests() {
      return state.requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** One SSE chunk of a chat-completions stream. */
export function sseChunk(delta: Record<string, unknown>, finishReason: string | null = null): string {
  const body = {
    id: "c1",
    object: "chat.completion.chunk",
    created: 0,
    model: "m",
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

export function startSse(res: ServerResponse): void {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
}
