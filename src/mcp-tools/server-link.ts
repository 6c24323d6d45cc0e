// One MCP server over the official SDK's client: started on first need (stdio child or streamable HTTP),
// its state and why it failed, its tool list (kept fresh by `notifications/tools/list_changed`), a call
// with a per-call timeout, and closing. Its stderr is piped and kept (the last lines say why a server
// failed); nothing is printed. A failure is a state with words, never a thrown error out of the session.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { ErrorCode, McpError, type Tool } from "@modelcontextprotocol/sdk/types.js";
import type { McpServerConfig } from "./config-entries.js";

export type { Tool };

export type LinkState =
  | { kind: "not started" }
  | { kind: "starting" }
  | { kind: "running" }
  | { kind: "failed"; why: string }
  | { kind: "not trusted" };

export interface LinkOptions {
  /** The base environment of a stdio server (PATH, HOME): its entry's `env` is added on top. */
  baseEnv: Readonly<Record<string, string>>;
  /** Where a stdio server runs (the project root). */
  cwd: string;
  startTimeoutMs: number;
  callTimeoutMs: number;
  clientVersion: string;
}

/** The stderr kept per server: enough for the last lines of a crash. */
const STDERR_TAIL = 2_000;

export class ServerLink {
  state: LinkState;
  /** The server's tools as it last listed them; null until it has. */
  tools: Tool[] | null = null;
  private client: Client | null = null;
  private transport: Transport | null = null;
  private starting: Promise<void> | null = null;
  private stderr = "";
  private closing = false;

  constructor(
    readonly config: McpServerConfig,
    private readonly options: LinkOptions,
  ) {
    this.state = config.untrusted
      ? { kind: "not trusted" }
      : config.unavailable
        ? { kind: "failed", why: config.unavailable }
        : { kind: "not started" };
  }

  get name(): string {
    return this.config.name;
  }

  /** The child's process id while a stdio server runs (for the exit hook). */
  get pid(): number | null {
    return this.transport instanceof StdioClientTransport ? this.transport.pid : null;
  }

  /** Starts the server if it is not running and lists its tools; the list, or why there is none.
   *  `fresh`: a running server is asked again (a search sees a list that changed a moment ago). */
  async listTools(fresh = false): Promise<Tool[] | string> {
    if (this.state.kind === "not trusted")
      return `${this.config.source} is not trusted: its servers are not started (run "kerf --trust" after checking it)`;
    if (this.state.kind === "failed") return this.state.why;
    if (fresh && this.state.kind === "running" && this.client) {
      try {
        this.tools = (await this.client.listTools(undefined, { timeout: this.options.startTimeoutMs })).tools;
      } catch {
        // The old list stands; a dead server's state says why on the next call.
      }
    }
    this.starting ??= this.start();
    await this.starting;
    const state = this.state as LinkState;
    if (state.kind !== "running") return state.kind === "failed" ? state.why : "not running";
    return this.tools ?? [];
  }

  /** Calls one tool; the SDK's result, or what went wrong in words. */
  async call(tool: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<unknown> {
    const listed = await this.listTools();
    if (typeof listed === "string") return { failure: `the server ${this.name} is not running: ${listed}` };
    const client = this.client;
    if (!client) return { failure: `the server ${this.name} is not running` };
    const timeout = this.config.timeoutMs ?? this.options.callTimeoutMs;
    try {
      return await client.callTool({ name: tool, arguments: args }, undefined, {
        timeout,
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (error instanceof McpError && error.code === ErrorCode.RequestTimeout)
        return {
          failure: `the call timed out after ${seconds(timeout)}; the server ${this.name} keeps running`,
        };
      if (this.state.kind === "failed")
        return { failure: `the server ${this.name} stopped during the call: ${this.state.why}` };
      return { failure: `the call failed: ${errorWords(error)}` };
    }
  }

  /** Stops the server (a stdio child: stdin closed, then SIGTERM, then SIGKILL, as the SDK does). */
  async close(): Promise<void> {
    this.closing = true;
    const client = this.client;
    this.client = null;
    if (client) await client.close().catch(() => undefined);
    if (this.state.kind === "running" || this.state.kind === "starting") this.state = { kind: "not started" };
  }

  /** At process exit, where nothing can be awaited: the child is sent SIGTERM now. */
  killNow(): void {
    const pid = this.pid;
    if (pid === null) return;
    try {
      process.kill(pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }

  private async start(): Promise<void> {
    this.state = { kind: "starting" };
    const client = new Client(
      { name: "kerf", version: this.options.clientVersion },
      {
        listChanged: {
          tools: {
            onChanged: (error, tools) => {
              if (!error && tools) this.tools = tools;
            },
          },
        },
      },
    );
    const transport = this.transportFor();
    this.transport = transport;
    client.onclose = () => {
      if (this.closing) return;
      const said = this.stderrTail();
      this.tools = null;
      this.state = { kind: "failed", why: `the server exited${said ? `: ${said}` : ""}` };
    };
    try {
      await client.connect(transport, { timeout: this.options.startTimeoutMs });
      this.client = client;
      this.tools = (await client.listTools(undefined, { timeout: this.options.startTimeoutMs })).tools;
      if (this.state.kind === "starting") this.state = { kind: "running" };
    } catch (error) {
      const said = this.stderrTail();
      this.state = {
        kind: "failed",
        why: `could not start: ${errorWords(error)}${said ? ` (${said})` : ""}`,
      };
      this.closing = true;
      await client.close().catch(() => undefined);
    }
  }

  private transportFor(): Transport {
    const config = this.config;
    if (config.transport === "http") {
      return new StreamableHTTPClientTransport(new URL(config.url), {
        requestInit: { headers: config.headers },
      });
    }
    const transport = new StdioClientTransport({
      command: config.command,
      args: config.args,
      env: { ...this.options.baseEnv, ...config.env },
      cwd: this.options.cwd,
      stderr: "pipe",
    });
    transport.stderr?.on("data", (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString("utf8")).slice(-STDERR_TAIL);
    });
    return transport;
  }

  /** The last non-empty line the server wrote to stderr. */
  private stderrTail(): string {
    const lines = this.stderr
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "");
    return (lines.at(-1) ?? "").slice(0, 300);
  }
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

function errorWords(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
