// Test helper: the built `kerf acp` as a child process, driven over its real stdio by the official SDK's
// CLIENT side. The client records every session update, answers permission requests with a scripted
// choice (and records them), and, when asked to declare the fs capability, serves fs/read_text_file and
// fs/write_text_file from its own "buffers" (an editor's unsaved text) with a scripted refusal.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import {
  client,
  ndJsonStream,
  RequestError,
  type ClientConnection,
  type InitializeResponse,
  type RequestPermissionRequest,
  type RequestPermissionResponse,
  type SessionNotification,
  type SessionUpdate,
} from "@agentclientprotocol/sdk";
import { ensureBuilt } from "../demo/ensure-built";

export const ROOT = path.resolve(__dirname, "../..");
export const BIN = path.join(ROOT, "dist", "cli", "bin.js");

export function buildKerf(): void {
  ensureBuilt(ROOT);
}

export interface ClientOptions {
  cwd: string;
  env: Record<string, string>;
  args?: string[];
  /** Declare fs.readTextFile/writeTextFile and serve them from `buffers` (absolute path → text), else disk. */
  fs?: boolean;
  buffers?: Map<string, string>;
  /** Absolute paths whose fs/write_text_file the client refuses. */
  refuseWrites?: Set<string>;
  /** The option a permission request is answered with ("allow", "allow-always", "reject"), or a function. */
  answer?:
    | string
    | ((request: RequestPermissionRequest) => Promise<RequestPermissionResponse> | RequestPermissionResponse);
}

export interface AcpTestClient {
  child: ChildProcess;
  connection: ClientConnection;
  updates: SessionNotification[];
  permissions: RequestPermissionRequest[];
  writes: { path: string; content: string }[];
  stderr: () => string;
  initialize(): Promise<InitializeResponse>;
  kinds(sessionId: string): SessionUpdate["sessionUpdate"][];
  text(sessionId: string, kind?: "agent_message_chunk" | "agent_thought_chunk"): string;
  close(): Promise<void>;
}

export function startAcp(options: ClientOptions): AcpTestClient {
  const child = spawn(process.execPath, [BIN, "acp", ...(options.args ?? [])], {
    cwd: options.cwd,
    env: options.env,
    stdio: ["pipe", "pipe", "pipe"],
  });
  let err = "";
  child.stderr?.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const updates: SessionNotification[] = [];
  const permissions: RequestPermissionRequest[] = [];
  const writes: { path: string; content: string }[] = [];
  const buffers = options.buffers ?? new Map<string, string>();
  const answer = options.answer ?? "allow";
  const app = client({ name: "kerf-test-client" })
    .onNotification("session/update", ({ params }) => {
      updates.push(params);
    })
    .onRequest("session/request_permission", async ({ params }) => {
      permissions.push(params);
      if (typeof answer === "function") return answer(params);
      return { outcome: { outcome: "selected", optionId: answer } };
    })
    .onRequest("fs/read_text_file", ({ params }) => {
      const buffered = buffers.get(params.path);
      if (buffered !== undefined) return { content: buffered };
      if (!existsSync(params.path)) throw RequestError.resourceNotFound(params.path);
      return { content: readFileSync(params.path, "utf8") };
    })
    .onRequest("fs/write_text_file", ({ params }) => {
      if (options.refuseWrites?.has(params.path))
        throw RequestError.internalError(undefined, `the editor refused to write ${params.path}`);
      writes.push({ path: params.path, content: params.content });
      // An editor that saves what it writes.
      buffers.delete(params.path);
      writeFileSync(params.path, params.content);
      return {};
    });
  const stream = ndJsonStream(
    Writable.toWeb(child.stdin!) as WritableStream<Uint8Array>,
    Readable.toWeb(child.stdout!) as ReadableStream<Uint8Array>,
  );
  const connection = app.connect(stream);
  const of = (sessionId: string) => updates.filter((u) => u.sessionId === sessionId).map((u) => u.update);
  return {
    child,
    connection,
    updates,
    permissions,
    writes,
    stderr: () => err,
    initialize: () =>
      connection.agent.request("initialize", {
        protocolVersion: 1,
        clientCapabilities: options.fs ? { fs: { readTextFile: true, writeTextFile: true } } : {},
        clientInfo: { name: "kerf-test-client", version: "1.0.0" },
      }),
    kinds: (sessionId) => of(sessionId).map((u) => u.sessionUpdate),
    text: (sessionId, kind = "agent_message_chunk") =>
      of(sessionId)
        .flatMap((u) => (u.sessionUpdate === kind && u.content.type === "text" ? [u.content.text] : []))
        .join(""),
    async close() {
      connection.close();
      child.stdin?.end();
      if (child.exitCode === null && child.signalCode === null)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            child.kill("SIGKILL");
            resolve();
          }, 5000);
          child.once("exit", () => {
            clearTimeout(timer);
            resolve();
          });
        });
    },
  };
}

/** The environment of a kerf child: a home of its own, the key and base URL of a loopback server. */
export function kerfEnv(home: string, extra: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: home, NO_COLOR: "1", ...extra };
}
