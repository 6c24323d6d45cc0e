// Between stdin and the SDK's stdio transport: passes on each line that is a JSON-RPC message, and
// answers the rest itself, so the server keeps serving: a line that is not JSON gets a parse error
// (-32700), one that is not JSON-RPC an invalid request (-32600, with its id when it has one), and a line
// over the size bound is dropped unread with an error. The SDK's transport alone would say nothing (it
// only reports to onerror) or, for an oversized line, close.
import { Transform, type TransformCallback } from "node:stream";
import { JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";
import { formatBytes } from "../../trust/read-limits.js";

export interface JsonRpcError {
  jsonrpc: "2.0";
  id: string | number | null;
  error: { code: number; message: string };
}

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;

export class StdioGuard extends Transform {
  private parts: Buffer[] = [];
  private size = 0;
  private dropping = false;

  constructor(
    private readonly maxLineBytes: number,
    private readonly answer: (error: JsonRpcError) => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let start = 0;
    for (let end = chunk.indexOf(10, start); end !== -1; end = chunk.indexOf(10, start)) {
      this.hold(chunk.subarray(start, end));
      this.endLine();
      start = end + 1;
    }
    this.hold(chunk.subarray(start));
    done();
  }

  override _flush(done: TransformCallback): void {
    if (this.size > 0 || this.dropping) this.endLine();
    done();
  }

  private hold(part: Buffer): void {
    if (part.length === 0) return;
    this.size += part.length;
    if (this.dropping) return;
    if (this.size > this.maxLineBytes) {
      this.dropping = true;
      this.parts = [];
      return;
    }
    this.parts.push(part);
  }

  private endLine(): void {
    const { dropping, size } = this;
    const line = dropping ? "" : Buffer.concat(this.parts).toString("utf8");
    this.parts = [];
    this.size = 0;
    this.dropping = false;
    if (dropping) {
      const words = `message of ${formatBytes(size)} is over the limit of ${formatBytes(this.maxLineBytes)}: dropped unread`;
      return this.answer(rpcError(null, INVALID_REQUEST, words));
    }
    if (line.trim() === "") return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      return this.answer(rpcError(null, PARSE_ERROR, `Parse error: not JSON (${why})`));
    }
    if (!JSONRPCMessageSchema.safeParse(parsed).success) {
      return this.answer(
        rpcError(idOf(parsed), INVALID_REQUEST, "Invalid Request: not a JSON-RPC 2.0 message"),
      );
    }
    this.push(`${line.replace(/\r$/, "")}\n`);
  }
}

function rpcError(id: string | number | null, code: number, message: string): JsonRpcError {
  return { jsonrpc: "2.0", id, error: { code, message } };
}

function idOf(value: unknown): string | number | null {
  if (typeof value !== "object" || value === null || !("id" in value)) return null;
  const id = (value as { id: unknown }).id;
  return typeof id === "string" || typeof id === "number" ? id : null;
}
