// `kerf mcp` on stdio at the byte level: every line on stdout is a JSON-RPC message; a line that is not
// JSON, a message that is not JSON-RPC, bad params, an unknown tool and a line over the size bound each get
// an error and the server keeps serving; it exits 0 when its input ends.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { ensureBuilt } from "../demo/ensure-built";
import { tempDir } from "../helpers/file-tree";
import { CLI_BIN } from "../helpers/run-child";
import { childEnv } from "./mcp-child";

const ROOT = path.resolve(__dirname, "../..");

interface RpcMessage {
  jsonrpc: string;
  id?: string | number | null;
  result?: {
    tools?: { name: string }[];
    isError?: boolean;
    content?: { text: string }[];
    serverInfo?: { name: string };
  };
  error?: { code: number; message: string };
}

describe("kerf mcp on raw stdio", () => {
  beforeAll(() => ensureBuilt(ROOT), 180_000);

  let stop = () => {};
  afterEach(() => stop());

  it("answers malformed input with errors, keeps serving, and writes nothing but protocol", async () => {
    const home = tempDir("kerf-mcp-home-");
    writeFileSync(path.join(home, "main.py"), "def main():\n    return 0\n");
    const child = spawn(process.execPath, [CLI_BIN, "mcp"], { cwd: home, env: childEnv(home) });
    stop = () => child.exitCode === null && child.kill("SIGTERM");
    let out = "";
    let err = "";
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString("utf8")));
    const lines: RpcMessage[] = [];
    const waiters: { test: (message: RpcMessage) => boolean; resolve: (message: RpcMessage) => void }[] = [];
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
      let end = out.indexOf("\n");
      while (end !== -1) {
        const message = JSON.parse(out.slice(0, end)) as RpcMessage;
        expect(message.jsonrpc).toBe("2.0");
        lines.push(message);
        for (const waiter of waiters.filter((one) => one.test(message))) waiter.resolve(message);
        out = out.slice(end + 1);
        end = out.indexOf("\n");
      }
    });
    const next = (test: (message: RpcMessage) => boolean) =>
      new Promise<RpcMessage>((resolve) => {
        const found = lines.find(test);
        if (found) resolve(found);
        else waiters.push({ test, resolve });
      });
    const send = (text: string) => child.stdin.write(`${text}\n`);
    const request = (id: number, method: string, params: unknown) =>
      send(JSON.stringify({ jsonrpc: "2.0", id, method, params }));

    send("this is not json");
    const parse = await next((message) => message.error?.code === -32700);
    expect(parse.id).toBeNull();
    send(JSON.stringify({ jsonrpc: "2.0", id: 7, method: 5 }));
    expect((await next((message) => message.id === 7)).error?.code).toBe(-32600);

    request(1, "initialize", {
      protocolVersion: "2025-06-18",
      capabilities: {},
      clientInfo: { name: "raw", version: "1" },
    });
    expect((await next((message) => message.id === 1)).result?.serverInfo?.name).toBe("kerf");
    send(JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }));

    request(2, "tools/call", { name: "apply_edits", arguments: "not an object" });
    // The SDK answers params that fail its request schema with a JSON-RPC error of its own.
    expect((await next((message) => message.id === 2)).error?.message).toMatch(/\S/);
    request(3, "tools/call", { name: "no_such_tool", arguments: {} });
    expect((await next((message) => message.id === 3)).result?.isError).toBe(true);
    request(4, "tools/call", { name: "apply_edits", arguments: { reply: 5, format: "diff" } });
    const invalid = await next((message) => message.id === 4);
    expect(invalid.result?.isError).toBe(true);
    expect(invalid.result?.content?.[0]?.text).toMatch(/reply/);

    // One line of 33 MiB: over the transport's bound, dropped unread with an error.
    child.stdin.write(
      `{"jsonrpc":"2.0","id":9,"method":"tools/list","params":{"pad":"${"x".repeat(33 * 1024 * 1024)}"}}\n`,
    );
    const dropped = await next((message) => message.error?.message.includes("over the limit") === true);
    expect(dropped.id).toBeNull();
    expect(lines.some((message) => message.id === 9)).toBe(false);

    // The tools that read the project and build prompts write nothing to stdout either.
    request(6, "tools/call", { name: "repo_map", arguments: { request: "main" } });
    expect((await next((message) => message.id === 6)).result?.isError).toBeUndefined();
    request(8, "tools/call", { name: "edit_prompt", arguments: { model: "gpt-5", files: ["main.py"] } });
    expect((await next((message) => message.id === 8)).result?.isError).toBeUndefined();

    request(5, "tools/list", {});
    expect((await next((message) => message.id === 5)).result?.tools).toHaveLength(4);

    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    child.stdin.end();
    expect(await exited).toBe(0);
    expect(out).toBe("");
    expect(err).not.toMatch(/TypeError|ReferenceError|at .*\.js:\d+/);
  }, 60_000);
});
