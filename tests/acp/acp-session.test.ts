// `kerf acp` sessions as an editor sees them, through the SDK's client over the child's real stdio:
// honest capabilities, a malformed message answered with an error while the agent keeps serving (and
// nothing but JSON-RPC on stdout), the editor's unsaved buffer as the model's view of a file, a write the
// editor refuses (no file of the reply left written), an untrusted project's config not applied, an
// auth-required error without a key, and the modes and slash commands.
import { existsSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ContentBlock, PromptResponse } from "@agentclientprotocol/sdk";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptEntry } from "../../replay/script-step";
import { block } from "../helpers/coder-harness";
import { makeTempDir, makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { buildKerf, kerfEnv, startAcp, type AcpTestClient, type ClientOptions } from "./acp-client";

const ARGS = ["--no-auto-commits", "--map-tokens", "0", "--edit-format", "diff", "--model", "gpt-4o"];

describe("kerf acp: sessions", () => {
  let repo: TempRepo;
  /** A home of its own: a home config file would count as the user's, trusted. */
  let home: string;
  let server: ScriptedServer | undefined;
  let acp: AcpTestClient | undefined;
  beforeAll(() => buildKerf(), 240_000);
  beforeEach(() => {
    home = makeTempDir("kerf-acp-home-");
    repo = makeTempRepo({ "a.py": "A = 'disk'\n", "b.py": "B = 'disk'\n" });
  });
  afterEach(async () => {
    await acp?.close();
    await server?.close();
    acp = undefined;
    server = undefined;
    repo.remove();
    rmSync(home, { recursive: true, force: true });
  });

  async function open(
    script: ScriptEntry[],
    client: Partial<ClientOptions> = {},
    env: Record<string, string> = {},
    args: string[] = [],
  ) {
    server = await startScriptedServer(script);
    acp = startAcp({
      cwd: repo.root,
      env: kerfEnv(home, { OPENAI_API_KEY: "sk-acp-test", OPENAI_BASE_URL: server.baseUrl, ...env }),
      args: [...ARGS, ...args],
      ...client,
    });
    const init = await acp.initialize();
    const created = await acp.connection.agent.request("session/new", { cwd: repo.root, mcpServers: [] });
    return { init, created, sessionId: created.sessionId };
  }
  const send = (sessionId: string, prompt: ContentBlock[]): Promise<PromptResponse> =>
    acp!.connection.agent.request("session/prompt", { sessionId, prompt });
  const link = (file: string): ContentBlock => ({
    type: "resource_link",
    name: file,
    uri: pathToFileURL(path.join(repo.root, file)).href,
  });

  it("initialize declares protocol 1 and only what kerf supports (session/load, no images)", async () => {
    const { init } = await open([]);
    expect(init.protocolVersion).toBe(1);
    expect(init.agentCapabilities?.loadSession).toBe(true);
    expect(init.agentCapabilities?.promptCapabilities).toEqual({
      image: false,
      audio: false,
      embeddedContext: true,
    });
    expect(init.agentInfo?.name).toBe("kerf");
    expect(init.agentCapabilities?.sessionCapabilities).toEqual({ close: {} });
  });

  it("a malformed line gets a JSON-RPC error, the agent keeps serving, and stdout carries only JSON-RPC", async () => {
    server = await startScriptedServer([{ kind: "reply", text: "Still here." }]);
    acp = startAcp({
      cwd: repo.root,
      env: kerfEnv(home, { OPENAI_API_KEY: "sk-acp-test", OPENAI_BASE_URL: server.baseUrl }),
      args: ARGS,
    });
    const raw: string[] = [];
    acp.child.stdout!.on("data", (chunk: Buffer) => raw.push(chunk.toString()));
    await acp.initialize();
    acp.child.stdin!.write("this is not json\n");
    acp.child.stdin!.write('{"jsonrpc":"2.0","id":7,"method":42}\n');
    const { sessionId } = await acp.connection.agent.request("session/new", {
      cwd: repo.root,
      mcpServers: [],
    });
    const response = await send(sessionId, [{ type: "text", text: "hello" }]);
    expect(response.stopReason).toBe("end_turn");
    expect(acp.text(sessionId)).toContain("Still here.");
    const lines = raw
      .join("")
      .split("\n")
      .filter((line) => line !== "");
    const messages = lines.map((line) => JSON.parse(line) as { jsonrpc: string; error?: { code: number } });
    for (const message of messages) expect(message.jsonrpc).toBe("2.0");
    const codes = messages.flatMap((message) => (message.error ? [message.error.code] : []));
    expect(codes).toEqual(expect.arrayContaining([-32700, -32600]));
  });

  it("what a plugin prints goes to stderr: stdout stays the JSON-RPC stream", async () => {
    const plugin = path.join(home, "noisy-plugin.cjs");
    writeFileSync(
      plugin,
      'module.exports = () => { console.log("plugin says hi"); process.stdout.write("raw noise\\n"); return {}; };\n',
    );
    server = await startScriptedServer([{ kind: "reply", text: "Quiet." }]);
    acp = startAcp({
      cwd: repo.root,
      env: kerfEnv(home, { OPENAI_API_KEY: "sk-acp-test", OPENAI_BASE_URL: server.baseUrl }),
      args: [...ARGS, "--plugin", plugin],
    });
    const raw: string[] = [];
    acp.child.stdout!.on("data", (chunk: Buffer) => raw.push(chunk.toString()));
    await acp.initialize();
    const { sessionId } = await acp.connection.agent.request("session/new", {
      cwd: repo.root,
      mcpServers: [],
    });
    expect((await send(sessionId, [{ type: "text", text: "hello" }])).stopReason).toBe("end_turn");
    for (const line of raw
      .join("")
      .split("\n")
      .filter((l) => l !== ""))
      expect((JSON.parse(line) as { jsonrpc: string }).jsonrpc).toBe("2.0");
    expect(acp.stderr()).toContain("plugin says hi");
    expect(acp.stderr()).toContain("raw noise");
  });

  it("with the fs capability the model sees the editor's unsaved buffer, and the edit goes back through the editor", async () => {
    const a = path.join(repo.root, "a.py");
    const buffers = new Map([[a, "A = 'unsaved buffer'\n"]]);
    const reply = `Done.\n\n${block("a.py", "A = 'unsaved buffer'\n", "A = 'edited'\n")}`;
    const { sessionId } = await open([{ kind: "reply", text: reply }], { fs: true, buffers });
    const response = await send(sessionId, [{ type: "text", text: "edit " }, link("a.py")]);
    expect(response.stopReason).toBe("end_turn");
    const body = JSON.stringify(server!.requests[0]!.body);
    expect(body).toContain("unsaved buffer");
    expect(body).not.toContain("A = 'disk'");
    expect(acp!.writes).toEqual([{ path: a, content: "A = 'edited'\n" }]);
  });

  it("a write the editor refuses leaves every file of the reply as it was, and the tool calls fail", async () => {
    const reply = `Both.\n\n${block("a.py", "A = 'disk'\n", "A = 'new'\n")}\n${block("b.py", "B = 'disk'\n", "B = 'new'\n")}`;
    const refused = path.join(repo.root, "b.py");
    const { sessionId } = await open(
      [
        { kind: "reply", text: reply },
        { kind: "reply", text: "Sorry." },
      ],
      {
        fs: true,
        refuseWrites: new Set([refused]),
      },
    );
    await send(sessionId, [
      { type: "text", text: "edit both " },
      link("a.py"),
      { type: "text", text: " " },
      link("b.py"),
    ]);
    expect(repo.read("a.py")).toBe("A = 'disk'\n");
    expect(repo.read("b.py")).toBe("B = 'disk'\n");
    // a.py went through the editor first, then b.py was refused: a.py was written back as it was.
    const a = path.join(repo.root, "a.py");
    expect(acp!.writes).toEqual([
      { path: a, content: "A = 'new'\n" },
      { path: a, content: "A = 'disk'\n" },
    ]);
    const updates = acp!.updates.map((u) => u.update);
    expect(updates).toContainEqual(
      expect.objectContaining({ sessionUpdate: "tool_call_update", status: "failed" }),
    );
    expect(updates).not.toContainEqual(
      expect.objectContaining({ sessionUpdate: "tool_call_update", status: "completed" }),
    );
  });

  it("an untrusted project's config is not applied (its base URL and yes-always are ignored, and said so)", async () => {
    repo.write(".kerf.conf.yml", "openai-api-base: http://127.0.0.1:9/v1\nyes-always: true\n");
    const reply = `New.\n\n${block("c.py", "", "C = 1\n")}`;
    const { sessionId } = await open([{ kind: "reply", text: reply }], { answer: "reject" });
    await send(sessionId, [{ type: "text", text: "add c.py" }]);
    // The request reached the loopback server, not the project's base URL; the question was still asked.
    expect(server!.requests).toHaveLength(1);
    expect(acp!.permissions).toHaveLength(1);
    expect(existsSync(path.join(repo.root, "c.py"))).toBe(false);
    expect(acp!.text(sessionId)).toMatch(/ignored openai-api-base .*this project file is not trusted/);
  });

  it("--yes-always answers the agent's own questions: a new file is created without asking", async () => {
    const reply = `New.\n\n${block("d.py", "", "D = 4\n")}`;
    const { sessionId } = await open([{ kind: "reply", text: reply }], { answer: "reject" }, {}, [
      "--yes-always",
    ]);
    await send(sessionId, [{ type: "text", text: "add d.py" }]);
    expect(acp!.permissions).toHaveLength(0);
    expect(repo.read("d.py")).toBe("D = 4\n");
  });

  it("without a key, session/new answers auth_required at once", async () => {
    acp = startAcp({ cwd: repo.root, env: kerfEnv(home, {}), args: ARGS });
    const init = await acp.initialize();
    expect(init.authMethods?.map((m) => m.id)).toEqual(["kerf-api-key"]);
    await expect(
      acp.connection.agent.request("session/new", { cwd: repo.root, mcpServers: [] }),
    ).rejects.toMatchObject({
      code: -32000,
      message: expect.stringContaining("OPENAI_API_KEY"),
    });
    await expect(
      acp.connection.agent.request("authenticate", { methodId: "kerf-api-key" }),
    ).rejects.toMatchObject({
      code: -32000,
    });
  });

  it("modes are session modes, slash commands are advertised and run from the prompt box, and close ends it", async () => {
    const { created, sessionId } = await open([]);
    expect(created.modes?.currentModeId).toBe("code");
    expect(created.modes?.availableModes.map((m) => m.id)).toEqual(["code", "ask", "architect", "context"]);
    await waitFor(() => acp!.kinds(sessionId).includes("available_commands_update"));
    const advertised = acp!.updates.find((u) => u.update.sessionUpdate === "available_commands_update")!
      .update as {
      availableCommands: { name: string }[];
    };
    expect(advertised.availableCommands.map((c) => c.name)).toEqual(
      expect.arrayContaining(["add", "drop", "undo", "diff", "tokens", "model", "clear"]),
    );
    expect(advertised.availableCommands.map((c) => c.name)).not.toContain("run");
    await acp!.connection.agent.request("session/set_mode", { sessionId, modeId: "ask" });
    expect(acp!.updates.map((u) => u.update)).toContainEqual({
      sessionUpdate: "current_mode_update",
      currentModeId: "ask",
    });
    expect((await send(sessionId, [{ type: "text", text: "/add b.py" }])).stopReason).toBe("end_turn");
    expect((await send(sessionId, [{ type: "text", text: "/ls" }])).stopReason).toBe("end_turn");
    expect(acp!.text(sessionId)).toMatch(/b\.py/);
    // Commands never reach the model.
    expect(server!.requests).toHaveLength(0);
    await expect(
      acp!.connection.agent.request("session/set_mode", { sessionId, modeId: "yolo" }),
    ).rejects.toMatchObject({ code: -32602 });
    // session/close ends the session: it is not found afterwards.
    await acp!.connection.agent.request("session/close", { sessionId });
    await expect(send(sessionId, [{ type: "text", text: "still there?" }])).rejects.toMatchObject({
      code: -32002,
    });
  });
});

async function waitFor(condition: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error("the condition never held");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
