// `kerf mcp --port 0`: streamable HTTP on 127.0.0.1 only, through the SDK's StreamableHTTPClientTransport
// (every tool answers; apply_edits writes only with write: true), and a request with a foreign Host or
// Origin (DNS rebinding) or another path is refused before the SDK sees it.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { ensureBuilt } from "../demo/ensure-built";
import { tempDir } from "../helpers/file-tree";
import {
  block,
  dataOf,
  errorOf,
  startHttp,
  type FormatData,
  type MapData,
  type PromptData,
} from "./mcp-child";

const ROOT = path.resolve(__dirname, "../..");

/** A raw POST of an initialize request with the given headers: the status code only. */
function post(url: URL, headers: Record<string, string>): Promise<number> {
  const body = JSON.stringify({
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
  });
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          ...headers,
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("kerf mcp --port: streamable HTTP on loopback", () => {
  let server: Awaited<ReturnType<typeof startHttp>>;
  let project: string;
  beforeAll(async () => {
    ensureBuilt(ROOT);
    const home = tempDir("kerf-mcp-home-");
    project = tempDir("kerf-mcp-project-");
    mkdirSync(path.join(project, "src"));
    writeFileSync(path.join(project, "src", "calc.py"), "def add(a, b):\n    return a - b\n");
    server = await startHttp(project, home);
  }, 180_000);
  afterAll(() => server.close());
  const call = (name: string, args: Record<string, unknown>) =>
    server.client.callTool({ name, arguments: args });

  it("listens on 127.0.0.1 at /mcp, on the port it printed", () => {
    const url = new URL(server.url);
    expect(url.hostname).toBe("127.0.0.1");
    expect(url.pathname).toBe("/mcp");
    expect(Number(url.port)).toBeGreaterThan(0);
  });

  it("is not reachable on the machine's other interfaces", async () => {
    const others = Object.values(os.networkInterfaces())
      .flat()
      .filter((address) => address !== undefined && !address.internal && address.family === "IPv4");
    for (const address of others) {
      const url = new URL(server.url);
      url.hostname = address!.address;
      await expect(post(url, { host: `127.0.0.1:${url.port}` })).rejects.toThrow(/ECONNREFUSED/);
    }
  });

  it("serves every tool; apply_edits writes only with write: true", async () => {
    expect((await server.client.listTools()).tools.map((tool) => tool.name).sort()).toEqual([
      "apply_edits",
      "edit_format_for",
      "edit_prompt",
      "repo_map",
    ]);
    const reply = block("src/calc.py", "    return a - b\n", "    return a + b\n");
    const dry = dataOf(await call("apply_edits", { reply, format: "diff" }));
    expect(dry.blocks[0]?.status).toBe("landed");
    expect(readFileSync(path.join(project, "src", "calc.py"), "utf8")).toContain("a - b");
    const wrote = dataOf(await call("apply_edits", { reply, format: "diff", write: true }));
    expect(wrote.files_written).toEqual([{ path: "src/calc.py", change: "modified" }]);
    expect(readFileSync(path.join(project, "src", "calc.py"), "utf8")).toContain("a + b");
    expect(dataOf<MapData>(await call("repo_map", { request: "add" })).map).toContain("src/calc.py");
    expect(
      dataOf<PromptData>(await call("edit_prompt", { model: "gpt-5", files: ["src/calc.py"] })).messages
        .length,
    ).toBeGreaterThan(1);
    expect(dataOf<FormatData>(await call("edit_format_for", { model: "gpt-5" })).format).toMatch(/\S/);
    expect(
      errorOf(await call("apply_edits", { reply: "x".repeat(5 * 1024 * 1024), format: "diff" })),
    ).toMatch(/over the limit/);
  });

  it("refuses a foreign Host or Origin and another path, and still serves loopback", async () => {
    const url = new URL(server.url);
    expect(await post(url, { host: "evil.example:80" })).toBe(403);
    expect(await post(url, { host: `localhost.evil.example:${url.port}` })).toBe(403);
    expect(await post(url, { origin: "http://evil.example" })).toBe(403);
    expect(await post(new URL("/other", url), {})).toBe(404);
    expect(await post(url, { origin: `http://localhost:${url.port}` })).toBe(200);
    expect(await post(url, {})).toBe(200);
  });
});
