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
import { resolveServer } from "../../src/mcp-tools/resolve-variables";
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
        expands: true,
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
        expands: true,
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

  it("reads Codex's [mcp_servers]: command or url, tool_timeout_sec, enabled = false, its variables", () => {
    const toml = [
      "[mcp_servers.docs]",
      'command = "docs-server"',
      'args = ["--stdio", "${NOT_EXPANDED}"]',
      'env = { DOCS = "1" }',
      'env_vars = ["DOCS_TOKEN", { name = "LOCAL_ONE", source = "local" }]',
      "tool_timeout_sec = 30",
      "[mcp_servers.web]",
      'url = "https://mcp.example.com/mcp"',
      'http_headers = { "X-Team" = "core" }',
      'env_http_headers = { "X-Key" = "WEB_KEY" }',
      "[mcp_servers.off]",
      'command = "x"',
      "enabled = false",
      "[mcp_servers.token]",
      'url = "https://mcp.example.com/mcp"',
      'bearer_token_env_var = "GITHUB_TOKEN"',
      "[mcp_servers.remote]",
      'command = "r"',
      'env_vars = [{ name = "R", source = "remote" }]',
    ].join("\n");
    const read = serversFromCodexToml(toml, "/h/.codex/config.toml");
    expect(read.servers.map((s) => s.name)).toEqual(["docs", "web", "token"]);
    expect(read.servers[0]).toMatchObject({
      command: "docs-server",
      args: ["--stdio", "${NOT_EXPANDED}"],
      env: { DOCS: "1" },
      timeoutMs: 30_000,
      codexEnv: { forward: ["DOCS_TOKEN", "LOCAL_ONE"], headers: {} },
    });
    expect(read.servers[0]?.expands).toBeUndefined();
    expect(read.servers[1]).toMatchObject({ transport: "http", headers: { "X-Team": "core" } });
    expect(read.problems).toEqual([
      '/h/.codex/config.toml: MCP server "remote": env_vars: R comes from a "remote" environment kerf does not have; skipped',
    ]);
    expect(serversFromCodexToml("[[[", "/c.toml").problems[0]).toMatch(/^\/c\.toml: /);

    const env = { DOCS_TOKEN: "dt", WEB_KEY: "wk", GITHUB_TOKEN: "gh", NOT_EXPANDED: "no" };
    const [docs, web, token] = read.servers.map((server) => resolveServer(server, env));
    // Codex does not expand ${VAR}: only the variables it names are read, and the entry's env wins.
    expect(docs).toMatchObject({
      args: ["--stdio", "${NOT_EXPANDED}"],
      env: { DOCS: "1", DOCS_TOKEN: "dt" },
    });
    expect(web).toMatchObject({ headers: { "X-Team": "core", "X-Key": "wk" } });
    expect(token).toMatchObject({ headers: { Authorization: "Bearer gh" } });
    const unset = resolveServer(read.servers[2]!, {});
    expect(unset.unavailable).toBe(
      "bearer_token_env_var names GITHUB_TOKEN, and the environment variable GITHUB_TOKEN is not set",
    );
    expect(resolveServer(read.servers[1]!, {})).toMatchObject({ headers: { "X-Team": "core" } });
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

describe("${VAR} in Claude Code's shape (.mcp.json, ~/.claude.json, kerf's mcp-servers)", () => {
  const mcpJson = (servers: Record<string, unknown>) =>
    serversFromMcpJson(JSON.stringify({ mcpServers: servers }), "/repo/.mcp.json");
  const env = { API_TOKEN: "tok-123", BIN: "/opt/bin", EMPTY: "", HOST: "mcp.example.com" };

  it("expands ${VAR} and ${VAR:-default} in command, args and env, nested inside longer values", () => {
    const [server] = mcpJson({
      docs: {
        command: "${BIN}/docs-server",
        args: ["--token=${API_TOKEN}", "--level", "${LEVEL:-info}", "$API_TOKEN", "${EMPTY:-fallback}"],
        env: { AUTH: "Bearer ${API_TOKEN}", MODE: "${MODE:-fast}-${MODE:-x}" },
      },
    }).servers;
    expect(resolveServer(server!, env)).toMatchObject({
      command: "/opt/bin/docs-server",
      // A bare $VAR is not expanded (Claude Code's rule), and a variable set to "" is set.
      args: ["--token=tok-123", "--level", "info", "$API_TOKEN", ""],
      env: { AUTH: "Bearer tok-123", MODE: "fast-x" },
    });
    expect(resolveServer(server!, env).unavailable).toBeUndefined();
  });

  it("expands url and headers; a url with a variable is checked once expanded", () => {
    const read = mcpJson({
      api: {
        type: "http",
        url: "https://${HOST}/mcp?v=${V:-1}",
        headers: { Authorization: "Bearer ${API_TOKEN}", "X-Org": "${ORG:-none}" },
      },
      bad: { type: "http", url: "${HOST}/mcp" },
    });
    expect(read.problems).toEqual([]);
    const [api, bad] = read.servers.map((server) => resolveServer(server, env));
    expect(api).toMatchObject({
      url: "https://mcp.example.com/mcp?v=1",
      headers: { Authorization: "Bearer tok-123", "X-Org": "none" },
    });
    expect(bad?.unavailable).toBe("its url is not an http(s) URL once its variables are expanded");
  });

  it("a variable that is not set and has no default leaves the server unavailable, naming it", () => {
    const [server] = mcpJson({
      docs: { command: "docs", args: ["${MISSING_ONE}"], env: { K: "${API_TOKEN}" } },
    }).servers;
    const resolved = resolveServer(server!, env);
    expect(resolved.unavailable).toBe(
      "${MISSING_ONE} has no value: the environment variable MISSING_ONE is not set and no default (${MISSING_ONE:-default}) is given",
    );
    // Nothing is half expanded: the entry stays as written.
    expect(resolved).toMatchObject({ args: ["${MISSING_ONE}"], env: { K: "${API_TOKEN}" } });
    const [two] = mcpJson({
      api: { type: "http", url: "https://x.example/mcp", headers: { A: "${NO_A}", B: "${NO_B}" } },
    }).servers;
    expect(resolveServer(two!, {}).unavailable).toBe(
      "${NO_A}, ${NO_B} have no value: the environment variables NO_A, NO_B are not set and no defaults are given",
    );
  });

  it("expands ~/.claude.json's entries too; an untrusted project's entry is never expanded", () => {
    const claude = JSON.stringify({ mcpServers: { u: { command: "u", env: { T: "${API_TOKEN}" } } } });
    const [user] = serversFromClaudeJson(claude, "/h/.claude.json", ["/repo"]).servers;
    expect(resolveServer(user!, env)).toMatchObject({ env: { T: "tok-123" } });
    const [project] = mcpJson({ p: { command: "p", env: { T: "${API_TOKEN}" }, args: ["${NOPE}"] } }).servers;
    const untrusted = resolveServer({ ...project!, untrusted: true }, env);
    expect(untrusted).toMatchObject({ env: { T: "${API_TOKEN}" }, args: ["${NOPE}"] });
    expect(untrusted.unavailable).toBeUndefined();
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
