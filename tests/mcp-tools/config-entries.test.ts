// Reading MCP server entries from each source's text: Claude Code's shape (kerf's `mcp-servers`,
// `.mcp.json`), `~/.claude.json` with its per-project entries, and Codex's TOML — what is taken, what is
// skipped and the words for it; and the names the model sees.
import {
  firstByName,
  serversFromClaudeJson,
  serversFromCodexToml,
  serversFromMapping,
  serversFromMcpJson,
} from "../../src/mcp-tools/config-entries";
import { isMcpToolName, serverToolName } from "../../src/mcp-tools/tool-names";
import "../../src/coders";
import { editFormatNames, getEditFormat } from "../../src/formats/registry";

describe("MCP server entries", () => {
  it("reads stdio and http entries in Claude Code's shape; an SSE or broken entry is a problem, not a crash", () => {
    const read = serversFromMcpJson(
      JSON.stringify({
        mcpServers: {
          docs: { command: "npx", args: ["-y", "docs-server"], env: { TOKEN: "t" }, timeout: 5 },
          api: { type: "http", url: "https://mcp.example.com/mcp", headers: { Authorization: "Bearer x" } },
          old: { type: "sse", url: "https://mcp.example.com/sse" },
          broken: { args: ["x"] },
          off: { command: "x", disabled: true },
        },
      }),
      "/repo/.mcp.json",
    );
    expect(read.servers).toEqual([
      {
        name: "docs",
        source: "/repo/.mcp.json",
        project: true,
        timeoutMs: 5000,
        transport: "stdio",
        command: "npx",
        args: ["-y", "docs-server"],
        env: { TOKEN: "t" },
      },
      {
        name: "api",
        source: "/repo/.mcp.json",
        project: true,
        transport: "http",
        url: "https://mcp.example.com/mcp",
        headers: { Authorization: "Bearer x" },
      },
    ]);
    expect(read.problems).toEqual([
      '/repo/.mcp.json: MCP server "old": SSE servers are not supported (stdio and streamable HTTP are); skipped',
      '/repo/.mcp.json: MCP server "broken": command must be a string',
    ]);
    expect(serversFromMcpJson("{not json", "/r/.mcp.json").problems).toEqual([
      "/r/.mcp.json: not a JSON object",
    ]);
    expect(serversFromMapping(["x"], { source: "/h/.kerf.conf.yml", project: false }).problems).toEqual([
      "/h/.kerf.conf.yml: the MCP servers must be a mapping of names to entries",
    ]);
  });

  it("reads ~/.claude.json's user servers and the project's own, which win", () => {
    const text = JSON.stringify({
      mcpServers: { shared: { command: "user-one" }, user: { command: "u" } },
      projects: {
        "/work/app": { mcpServers: { shared: { command: "project-one" } } },
        "/other": { mcpServers: { no: { command: "n" } } },
      },
    });
    const read = serversFromClaudeJson(text, "/h/.claude.json", ["/work/app"]);
    expect(read.servers.map((s) => [s.name, s.transport === "stdio" && s.command, s.project])).toEqual([
      ["shared", "project-one", false],
      ["user", "u", false],
    ]);
    expect(read.servers[0]?.source).toBe('/h/.claude.json (projects["/work/app"])');
  });

  it("reads Codex's [mcp_servers]: command or url, tool_timeout_sec, enabled = false; no env-var tokens", () => {
    const toml = [
      "[mcp_servers.docs]",
      'command = "docs-server"',
      'args = ["--stdio"]',
      'env = { DOCS = "1" }',
      "tool_timeout_sec = 30",
      "[mcp_servers.web]",
      'url = "https://mcp.example.com/mcp"',
      'http_headers = { "X-Team" = "core" }',
      "[mcp_servers.off]",
      'command = "x"',
      "enabled = false",
      "[mcp_servers.token]",
      'url = "https://mcp.example.com/mcp"',
      'bearer_token_env_var = "GITHUB_TOKEN"',
    ].join("\n");
    const read = serversFromCodexToml(toml, "/h/.codex/config.toml");
    expect(read.servers.map((s) => s.name)).toEqual(["docs", "web"]);
    expect(read.servers[0]).toMatchObject({
      command: "docs-server",
      args: ["--stdio"],
      env: { DOCS: "1" },
      timeoutMs: 30_000,
    });
    expect(read.servers[1]).toMatchObject({ transport: "http", headers: { "X-Team": "core" } });
    expect(read.problems).toEqual([
      '/h/.codex/config.toml: MCP server "token": bearer_token_env_var is not read (kerf does not hand its environment to MCP servers); skipped',
    ]);
    expect(serversFromCodexToml("[[[", "/c.toml").problems[0]).toMatch(/^\/c\.toml: /);
  });

  it("takes the first definition of a name", () => {
    const a = serversFromMapping({ x: { command: "first" } }, { source: "a", project: false }).servers;
    const b = serversFromMapping(
      { x: { command: "second" }, y: { command: "y" } },
      { source: "b", project: false },
    ).servers;
    expect(firstByName([a, b]).map((s) => s.source)).toEqual(["a", "b"]);
  });
});

describe("MCP tool names", () => {
  it("are mcp__server__tool in every protocol's characters, at most 64, unique after reduction", () => {
    const taken = new Set<string>();
    const first = serverToolName("my docs", "search.pages", taken);
    expect(first).toBe("mcp__my_docs__search_pages");
    taken.add(first);
    expect(serverToolName("my-docs", "search pages", taken)).toBe("mcp__my-docs__search_pages");
    expect(serverToolName("my.docs", "search/pages", taken)).toBe("mcp__my_docs__search_pages_2");
    const long = serverToolName("s".repeat(50), "t".repeat(50), new Set());
    expect(long).toHaveLength(64);
    expect(long).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });

  it("can never shadow a tool of kerf's own formats", () => {
    const own = editFormatNames()
      .map(getEditFormat)
      .flatMap((format) => [
        ...(format.tools?.functions ?? []).map((tool) => tool.name),
        ...(format.tools?.native ?? []).map((tool) => ("name" in tool ? tool.name : tool.type)),
      ]);
    expect(own.length).toBeGreaterThan(0);
    expect(own.filter(isMcpToolName)).toEqual([]);
  });
});
