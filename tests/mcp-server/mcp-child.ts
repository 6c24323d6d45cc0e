// Test helper: `kerf mcp` from dist/ as a real child process, reached through the SDK's own client (stdio
// or streamable HTTP), with a throw-away HOME so its caches and trust records stay in the test's folder.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { CLI_BIN } from "../helpers/run-child";

export interface McpChild {
  client: Client;
  /** Everything the server wrote to stderr so far. */
  stderr(): string;
  close(): Promise<void>;
}

/** The SDK's client adds its own few variables (HOME, PATH, SHELL, …) under these. */
export function childEnv(home: string): Record<string, string> {
  return {
    SHELL: "/bin/sh",
    PATH: process.env.PATH ?? "",
    HOME: home,
    XDG_CACHE_HOME: `${home}/.cache`,
    XDG_CONFIG_HOME: `${home}/.config`,
  };
}

export async function startStdio(cwd: string, home: string): Promise<McpChild> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI_BIN, "mcp"],
    cwd,
    env: childEnv(home),
    stderr: "pipe",
  });
  let err = "";
  transport.stderr?.on("data", (chunk: Buffer) => (err += chunk.toString("utf8")));
  const client = new Client({ name: "kerf-tests", version: "1.0.0" });
  await client.connect(transport);
  return { client, stderr: () => err, close: () => client.close() };
}

/** `kerf mcp --port 0`: the port is read from the line the server writes on stderr. */
export async function startHttp(
  cwd: string,
  home: string,
): Promise<McpChild & { url: string; child: ChildProcessWithoutNullStreams }> {
  const child = spawn(process.execPath, [CLI_BIN, "mcp", "--port", "0"], { cwd, env: childEnv(home) });
  let err = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr.on("data", (chunk: Buffer) => {
      err += chunk.toString("utf8");
      const found = /listening on (http:\/\/\S+)/.exec(err);
      if (found) resolve(found[1] as string);
    });
    child.on("exit", (code) => reject(new Error(`kerf mcp exited (${code}): ${err}`)));
  });
  const client = new Client({ name: "kerf-tests", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  const close = async () => {
    await client.close();
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  return { client, url, child, stderr: () => err, close };
}

export interface BlockData {
  block?: number;
  status: string;
  path?: string;
  lines?: number[];
  words: string;
  why?: string;
  closest?: { start_line: number; lines: string[]; similarity: number };
}

export interface ApplyData {
  written: boolean;
  dry_run: boolean;
  blocks: BlockData[];
  diff: string;
  files_written: { path: string; change: string }[];
  would_change?: string[];
  notes: string[];
}

export interface MapData {
  root: string;
  budget: number;
  tokens: number;
  map: string;
  entries: {
    path: string;
    name?: string;
    score: number;
    why: { file_rank: number; personalisation: string[] };
  }[];
  stats: { files: number };
}

export interface PromptData {
  model: string;
  format: string;
  messages: { role: string; content: unknown }[];
  tools?: { kind: string; functions?: { name: string }[] };
  notes: string[];
}

export interface FormatData {
  model: { requested: string; sent_as: string; settings_name: string; match: string };
  format: string;
  editor_format: string;
  evidence: { format_source: string; settings: Record<string, unknown>; eval_note: string };
}

/** A tool result's JSON document (after checking the text content says the same as the structured one). */
export function dataOf<T = ApplyData>(result: unknown): T {
  const call = result as CallToolResult;
  if (call.isError) throw new Error(`tool error: ${JSON.stringify(call.content)}`);
  const text = (call.content[0] as { text: string }).text;
  expect(JSON.parse(text)).toEqual(call.structuredContent);
  return call.structuredContent as T;
}

/** An error result's words. */
export function errorOf(result: unknown): string {
  const call = result as CallToolResult;
  expect(call.isError).toBe(true);
  return (call.content[0] as { text: string }).text;
}

/** A SEARCH/REPLACE block for `diff` replies. */
export function block(file: string, search: string, replace: string): string {
  return `${file}\n\`\`\`\n<<<<<<< SEARCH\n${search}=======\n${replace}>>>>>>> REPLACE\n\`\`\`\n`;
}
