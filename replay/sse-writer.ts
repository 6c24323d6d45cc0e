// Writes the scripted server's HTTP answers: JSON bodies and server-sent-event frames (an optional
// `event:` line, then one `data:` line). Knows no protocol; the payload builders make the frames.
import type { ServerResponse } from "node:http";
import type { Frame } from "./sse-frame.js";

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

export function startStream(res: ServerResponse, headers: Record<string, string> = {}): void {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", ...headers });
  res.flushHeaders();
}

/** Writes the frames in order, pausing `delayMs` before each delta; false when the client went away. */
export async function writeFrames(
  res: ServerResponse,
  frames: readonly Frame[],
  delayMs = 0,
): Promise<boolean> {
  for (const frame of frames) {
    if (frame.delta && delayMs > 0) await delay(delayMs);
    if (res.destroyed) return false;
    const data = typeof frame.data === "string" ? frame.data : JSON.stringify(frame.data);
    res.write(frame.event === undefined ? `data: ${data}\n\n` : `event: ${frame.event}\ndata: ${data}\n\n`);
  }
  return true;
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
