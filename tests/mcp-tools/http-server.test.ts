// A streamable HTTP MCP server (the SDK's McpServer and StreamableHTTPServerTransport on loopback): the
// hub reaches it with the entry's headers, asks before a call that is not read-only, and a server that
// is not there fails the search with words.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { z } from "zod";
import type { McpServerConfig } from "../../src/mcp-tools/config-entries";
import type { McpHub } from "../../src/mcp-tools/mcp-hub";
import { hubFor } from "./mcp-test-servers";

let server: http.Server;
let url: string;
const seenHeaders: string[] = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    seenHeaders.push(String(req.headers["x-team"] ?? ""));
    // Stateless: a server and a transport per request, as the SDK's README shows.
    const mcp = new McpServer({ name: "web", version: "1.0.0" });
    mcp.registerTool(
      "whoami",
      { description: "Says which team asked.", annotations: { readOnlyHint: true } },
      async () => ({ content: [{ type: "text", text: `team ${String(req.headers["x-team"])}` }] }),
    );
    mcp.registerTool(
      "deploy",
      { description: "Deploys a service.", inputSchema: { service: z.string() } },
      async ({ service }) => ({ content: [{ type: "text", text: `deployed ${service}` }] }),
    );
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on("close", () => void transport.close());
    void mcp.connect(transport).then(() => transport.handleRequest(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const http_ = (name: string, address: string): McpServerConfig => ({
  name,
  source: "test",
  project: false,
  transport: "http",
  url: address,
  headers: { "X-Team": "core" },
});
const call = (tool: string, args: Record<string, unknown> = {}) => ({
  id: "c",
  name: "mcp_call",
  input: JSON.stringify({ tool, arguments: args }),
  type: "function" as const,
});

let hub: McpHub | undefined;
afterEach(async () => {
  await hub?.close();
  hub = undefined;
});

describe("an HTTP MCP server", () => {
  it("is reached with the entry's headers; a call that is not read-only waits for a yes", async () => {
    hub = hubFor([http_("web", url)]);
    const who = await hub.answer(call("mcp__web__whoami"), () => false);
    expect(who).toEqual({ output: "team core", isError: false });
    expect(seenHeaders).toContain("core");
    const asked: string[] = [];
    const no = await hub.answer(call("mcp__web__deploy", { service: "api" }), (q) => {
      asked.push(`${q.server}/${q.tool} ${q.input}`);
      return false;
    });
    expect(asked).toEqual(['web/deploy {"service":"api"}']);
    expect(no.output).toContain("declined");
    const yes = await hub.answer(call("mcp__web__deploy", { service: "api" }), () => true);
    expect(yes.output).toBe("deployed api");
  });

  it("a server that is not there is named in the search with why", async () => {
    const gone = `http://127.0.0.1:${(server.address() as AddressInfo).port + 1}/mcp`;
    hub = hubFor([http_("gone", gone), http_("web", url)]);
    const found = await hub.answer(
      { id: "s", name: "mcp_search", input: '{"query":"team"}', type: "function" },
      () => false,
    );
    expect(found.output).toContain("mcp__web__whoami");
    expect(found.output).toMatch(/\(not available: gone: could not start: /);
    expect(hub.status().find((s) => s.name === "gone")?.state.kind).toBe("failed");
  });
});
