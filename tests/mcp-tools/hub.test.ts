// The MCP hub against the scripted MCP server, a real child process over stdio: lazy start, search,
// a read-only call, a call that needs a yes (yes and no), a hang, a crash, a secret and a huge result,
// the environment a server gets, a tool list that grows, and no process left after close.
import type { ToolCall } from "../../src/core/tool-types";
import type { McpCallQuestion, McpHub } from "../../src/mcp-tools/mcp-hub";
import { alive, hubFor, scriptFiles, scriptServer, until, type ScriptFiles } from "./mcp-test-servers";

const call = (name: string, input: unknown): ToolCall => ({
  id: "c1",
  name,
  input: JSON.stringify(input),
  type: "function",
});
const mcpCall = (tool: string, args: Record<string, unknown> = {}) =>
  call("mcp_call", { tool, arguments: args });
const never = () => {
  throw new Error("no question expected");
};

let files: ScriptFiles;
let hub: McpHub | undefined;
beforeEach(() => (files = scriptFiles()));
afterEach(async () => {
  await hub?.close();
  hub = undefined;
  files.remove();
});

describe("McpHub with a scripted MCP server", () => {
  it("starts nothing until a call needs it, then searches and loads schemas by the query's words", async () => {
    hub = hubFor([scriptServer(files, "docs")]);
    expect(hub.tools.map((tool) => tool.name)).toEqual(["mcp_search", "mcp_call"]);
    expect(hub.status()[0]?.state.kind).toBe("not started");
    expect(files.pid("docs")).toBeNull();
    const found = await hub.answer(call("mcp_search", { query: "documentation topic" }), never);
    expect(found.isError).toBe(false);
    expect(found.output.split("\n")[0]).toBe("mcp__docs__lookup (read-only)");
    expect(found.output).toContain('"topic":{"type":"string"');
    expect(hub.status()[0]?.state.kind).toBe("running");
    expect(hub.status()[0]?.tools).toContain("mcp__docs__file_ticket");
    const all = await hub.answer(call("mcp_search", { query: "" }), never);
    expect(all.output).toMatch(/^8 tools\./);
    expect(all.output).not.toContain("Input schema");
  });

  it("masks a credential the server was handed (an env value named like a token) when it answers with it", async () => {
    const token = "tok-9f8e7d6c5b4a3210";
    hub = hubFor([
      scriptServer(files, "docs", {
        extra: ["--echo-env", "DOCS_API_TOKEN"],
        env: { DOCS_API_TOKEN: token, DOCS_LEVEL: "verbose-level" },
      }),
    ]);
    const answer = await hub.answer(mcpCall("mcp__docs__echo_env"), never);
    expect(answer.isError).toBe(false);
    expect(answer.output).toMatch(/^DOCS_API_TOKEN=\S+ argv=/);
    expect(answer.output).not.toContain(token);
    const plain = hubFor([
      scriptServer(files, "other", {
        extra: ["--echo-env", "DOCS_LEVEL"],
        env: { DOCS_LEVEL: "verbose-level" },
      }),
    ]);
    try {
      // A value under a plain name is not a credential: it comes back as the server said it.
      expect((await plain.answer(mcpCall("mcp__other__echo_env"), never)).output).toContain(
        "DOCS_LEVEL=verbose-level",
      );
    } finally {
      await plain.close();
    }
  });

  it("calls a read-only tool without asking", async () => {
    hub = hubFor([scriptServer(files, "docs")]);
    const answer = await hub.answer(mcpCall("mcp__docs__lookup", { topic: "buttons" }), never);
    expect(answer).toEqual({ output: "The page on buttons: use the blue button.", isError: false });
    expect(files.log("docs")).toEqual(["lookup buttons"]);
  });

  it("asks before a call that is not read-only: yes makes it, no answers that the person declined", async () => {
    hub = hubFor([scriptServer(files, "docs")]);
    const asked: McpCallQuestion[] = [];
    const no = await hub.answer(mcpCall("mcp__docs__file_ticket", { title: "broken" }), (q) => {
      asked.push(q);
      return false;
    });
    expect(asked).toEqual([
      { kind: "mcp-call", server: "docs", tool: "file_ticket", input: '{"title":"broken"}' },
    ]);
    expect(no.isError).toBe(true);
    expect(no.output).toBe("The person declined this call to mcp__docs__file_ticket; it was not made.");
    expect(files.log("docs")).toEqual([]);
    const yes = await hub.answer(mcpCall("mcp__docs__file_ticket", { title: "broken" }), () => true);
    expect(yes).toEqual({ output: "Filed ticket #7: broken", isError: false });
    expect(files.log("docs")).toEqual(["ticket broken"]);
  });

  it("a hang fails that call after the timeout and the server keeps answering", async () => {
    hub = hubFor([scriptServer(files, "docs", { timeoutMs: 500 })]);
    const hung = await hub.answer(mcpCall("mcp__docs__hang"), never);
    expect(hung.isError).toBe(true);
    expect(hung.output).toBe(
      "mcp__docs__hang: the call timed out after 0.5 s; the server docs keeps running",
    );
    const next = await hub.answer(mcpCall("mcp__docs__lookup", { topic: "x" }), never);
    expect(next.isError).toBe(false);
  });

  it("a crash fails that call with the server's last words; later calls say it is not running", async () => {
    hub = hubFor([scriptServer(files, "docs"), scriptServer(files, "other")]);
    const crashed = await hub.answer(mcpCall("mcp__docs__crash"), never);
    expect(crashed.isError).toBe(true);
    expect(crashed.output).toMatch(
      /^mcp__docs__crash: the server docs stopped during the call: the server exited/,
    );
    expect(crashed.output).toContain("crashing on purpose");
    expect(hub.status()[0]?.state).toEqual({ kind: "failed", why: expect.stringContaining("exited") });
    const after = await hub.answer(mcpCall("mcp__docs__lookup", { topic: "x" }), never);
    expect(after.isError).toBe(true);
    expect(after.output).toContain("docs: the server exited");
    const other = await hub.answer(mcpCall("mcp__other__lookup", { topic: "x" }), never);
    expect(other.output).toBe("The page on x: use the blue button.");
  });

  it("masks the session's keys and credential shapes, and caps a huge result", async () => {
    const key = "sk-test-0123456789abcdefghijklmnop";
    hub = hubFor([scriptServer(files, "docs", { extra: ["--secret", key] })], { secrets: [key] });
    const leaked = await hub.answer(mcpCall("mcp__docs__leak"), never);
    expect(leaked.output).not.toContain(key);
    expect(leaked.output).not.toMatch(/ghp_[A-Za-z0-9]{30}/);
    expect(leaked.output).toContain("api_key=[redacted]");
    const big = await hub.answer(mcpCall("mcp__docs__big"), never);
    expect(big.output.length).toBeLessThan(20_100);
    expect(big.output).toMatch(/\[cut: 30000 of 50000 characters left out\]$/);
  });

  it("gives a stdio server only its entry's env and the base (PATH, HOME), never kerf's keys", async () => {
    process.env.KERF_TEST_LEAK_KEY = "must-not-reach-the-server";
    try {
      hub = hubFor([scriptServer(files, "docs", { env: { DOCS_TOKEN: "t" } })]);
      const names = (await hub.answer(mcpCall("mcp__docs__env_names"), never)).output.split(",");
      expect(names).toEqual(expect.arrayContaining(["DOCS_TOKEN", "HOME", "PATH"]));
      expect(names).not.toContain("KERF_TEST_LEAK_KEY");
      expect(names.filter((n) => /KEY|TOKEN/.test(n) && n !== "DOCS_TOKEN")).toEqual([]);
    } finally {
      delete process.env.KERF_TEST_LEAK_KEY;
    }
  });

  it("sees a tool the server adds later, without changing the tools it offers", async () => {
    hub = hubFor([scriptServer(files, "docs")]);
    const before = JSON.stringify(hub.tools);
    await hub.answer(mcpCall("mcp__docs__grow"), never);
    expect(await until(() => (hub?.status()[0]?.tools ?? []).includes("mcp__docs__added_tool"))).toBe(true);
    expect(JSON.stringify(hub.tools)).toBe(before);
    expect((await hub.answer(mcpCall("mcp__docs__added_tool"), never)).output).toBe("added");
  });

  it("answers an unknown tool with the closest names, and a direct mcp__ call like mcp_call", async () => {
    hub = hubFor([scriptServer(files, "docs")]);
    const unknown = await hub.answer(mcpCall("mcp__docs__lookups"), never);
    expect(unknown.isError).toBe(true);
    expect(unknown.output).toContain(
      "No MCP tool is named mcp__docs__lookups. The closest: mcp__docs__lookup",
    );
    const direct = await hub.answer(call("mcp__docs__lookup", { topic: "y" }), never);
    expect(direct.output).toBe("The page on y: use the blue button.");
  });

  it("says why a server cannot start, and leaves no process after close", async () => {
    const missing = { ...scriptServer(files, "gone"), command: "/nonexistent/kerf-mcp-server" };
    hub = hubFor([missing, scriptServer(files, "docs")]);
    const found = await hub.answer(call("mcp_search", { query: "lookup" }), never);
    expect(found.output).toContain("(not available: gone: could not start:");
    expect(found.output).toContain("mcp__docs__lookup");
    const pid = files.pid("docs");
    expect(pid).not.toBeNull();
    expect(alive(pid!)).toBe(true);
    await hub.close();
    expect(await until(() => !alive(pid!))).toBe(true);
  });
});
