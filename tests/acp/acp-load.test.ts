// `kerf acp`'s session/load, through the SDK's client over the child's real stdio: a session made (and
// its file edited) in one `kerf acp` process is loaded by id in the next one, which replays the
// conversation before answering and goes on with the stored history, files and mode; an unknown id, a
// session of another project and a session kept in memory only are errors with words, and the agent
// keeps serving. The state folder is a temporary HOME outside the project.
import { rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ContentBlock, SessionUpdate } from "@agentclientprotocol/sdk";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptEntry } from "../../replay/script-step";
import { block } from "../helpers/coder-harness";
import { makeTempDir, makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { buildKerf, kerfEnv, startAcp, type AcpTestClient } from "./acp-client";

const ARGS = ["--no-auto-commits", "--map-tokens", "0", "--edit-format", "diff", "--model", "gpt-4o"];
const REQUEST = "set A to edited in ";
const REPLY = "Done: A is edited now.";

describe("kerf acp: session/load", () => {
  let repo: TempRepo;
  let home: string;
  const servers: ScriptedServer[] = [];
  const running: AcpTestClient[] = [];
  beforeAll(() => buildKerf(), 240_000);
  beforeEach(() => {
    home = makeTempDir("kerf-acp-home-");
    repo = makeTempRepo({ "a.py": "A = 'disk'\n", "b.py": "B = 'disk'\n" });
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((acp) => acp.close()));
    await Promise.all(servers.splice(0).map((server) => server.close()));
    repo.remove();
    rmSync(home, { recursive: true, force: true });
  });

  /** A `kerf acp` process on a server of its own (the same home each time: the same state folder). */
  async function start(script: ScriptEntry[], args: string[] = []) {
    const server = await startScriptedServer(script);
    servers.push(server);
    const acp = startAcp({
      cwd: repo.root,
      env: kerfEnv(home, { OPENAI_API_KEY: "sk-acp-load", OPENAI_BASE_URL: server.baseUrl }),
      args: [...ARGS, ...args],
    });
    running.push(acp);
    const init = await acp.initialize();
    return { acp, server, init };
  }
  const prompt = (acp: AcpTestClient, sessionId: string, blocks: ContentBlock[]) =>
    acp.connection.agent.request("session/prompt", { sessionId, prompt: blocks });
  const link = (file: string): ContentBlock => ({
    type: "resource_link",
    name: file,
    uri: pathToFileURL(path.join(repo.root, file)).href,
  });

  /** Process A: a turn that edits a.py, then ask mode; A exits. The session's id. */
  async function savedSession(): Promise<string> {
    const reply = `${REPLY}\n\n${block("a.py", "A = 'disk'\n", "A = 'edited'\n")}`;
    const { acp } = await start([{ kind: "reply", text: reply }]);
    const { sessionId } = await acp.connection.agent.request("session/new", {
      cwd: repo.root,
      mcpServers: [],
    });
    // The id is the kerf session log's (docs/sessions.md), so a client can load what it made.
    expect(sessionId).toMatch(/^\d{8}-\d{6}-[0-9a-f]{4}$/);
    expect((await prompt(acp, sessionId, [{ type: "text", text: REQUEST }, link("a.py")])).stopReason).toBe(
      "end_turn",
    );
    expect(repo.read("a.py")).toBe("A = 'edited'\n");
    // Switched after the turn: recorded when the session ends.
    await acp.connection.agent.request("session/set_mode", { sessionId, modeId: "ask" });
    await acp.close();
    expect(acp.child.exitCode).toBe(0);
    return sessionId;
  }

  it("a session saved by one process is loaded by the next: replayed before the answer, and it goes on", async () => {
    const sessionId = await savedSession();
    const { acp, server, init } = await start([{ kind: "reply", text: "A is 'edited'." }]);
    expect(init.agentCapabilities?.loadSession).toBe(true);
    const loaded = await acp.connection.agent.request("session/load", {
      sessionId,
      cwd: repo.root,
      mcpServers: [],
    });
    // What the client had been sent when the answer came.
    const seen: SessionUpdate[] = acp.updates.filter((u) => u.sessionId === sessionId).map((u) => u.update);
    const chunks = seen.filter(
      (u) => u.sessionUpdate === "user_message_chunk" || u.sessionUpdate === "agent_message_chunk",
    );
    const texts = chunks.map((u) => `${u.sessionUpdate}: ${u.content.type === "text" ? u.content.text : ""}`);
    // The request in the person's words (the model's copy starts with the turn's preamble).
    const user = texts.indexOf(`user_message_chunk: ${REQUEST}a.py`);
    const agent = texts.findIndex((t) => t.startsWith("agent_message_chunk: ") && t.includes(REPLY));
    expect(user).toBeGreaterThanOrEqual(0);
    expect(agent).toBeGreaterThan(user);
    expect(loaded.modes?.currentModeId).toBe("ask");
    // The commands are advertised after the answer, as after session/new.
    await waitFor(() => acp.kinds(sessionId).includes("available_commands_update"));

    expect((await prompt(acp, sessionId, [{ type: "text", text: "what is A now?" }])).stopReason).toBe(
      "end_turn",
    );
    expect(server.requests).toHaveLength(1);
    const body = JSON.stringify(server.requests[0]!.body);
    expect(body).toContain(`${REQUEST}a.py`);
    expect(body).toContain(REPLY);
    // a.py is still in the chat: its edited text is sent with the request.
    expect(body).toContain("A = 'edited'");
    expect(acp.text(sessionId)).toContain("A is 'edited'.");
    // /ls lists the chat files.
    await prompt(acp, sessionId, [{ type: "text", text: "/ls" }]);
    expect(acp.text(sessionId)).toMatch(/a\.py/);
  });

  it("an unknown id or another project's cwd is not found, with words, and the agent keeps serving", async () => {
    const sessionId = await savedSession();
    const other = makeTempRepo({ "c.py": "C = 1\n" });
    try {
      const { acp } = await start([]);
      const load = (id: string, cwd: string) =>
        acp.connection.agent.request("session/load", { sessionId: id, cwd, mcpServers: [] });
      await expect(load("20200101-000000-abcd", repo.root)).rejects.toMatchObject({
        code: -32002,
        message: expect.stringMatching(/session 20200101-000000-abcd cannot be loaded: no session/),
      });
      await expect(load(sessionId, other.root)).rejects.toMatchObject({
        code: -32002,
        message: expect.stringContaining(`no session ${sessionId}`),
      });
      // A prefix is not the session's id.
      await expect(load(sessionId.slice(0, 10), repo.root)).rejects.toMatchObject({ code: -32002 });
      // Still serving: the right project loads it.
      const loaded = await load(sessionId, repo.root);
      expect(loaded.modes?.currentModeId).toBe("ask");
    } finally {
      other.remove();
    }
  });

  it("a session loaded without a key for its model: auth_required, and nothing of it is replayed", async () => {
    const sessionId = await savedSession();
    const acp = startAcp({ cwd: repo.root, env: kerfEnv(home, {}), args: ARGS });
    running.push(acp);
    await acp.initialize();
    await expect(
      acp.connection.agent.request("session/load", { sessionId, cwd: repo.root, mcpServers: [] }),
    ).rejects.toMatchObject({ code: -32000, message: expect.stringContaining("OPENAI_API_KEY") });
    // The answer came after every update the agent sent for the load: none replayed the conversation.
    expect(acp.updates.filter((u) => u.sessionId === sessionId)).toEqual([]);
    // The refused load let the session go: a process with the key loads it.
    const { acp: keyed } = await start([]);
    const loaded = await keyed.connection.agent.request("session/load", {
      sessionId,
      cwd: repo.root,
      mcpServers: [],
    });
    expect(loaded.modes?.currentModeId).toBe("ask");
  });

  it("a session another live `kerf acp` has loaded is refused, naming the session and that process's pid", async () => {
    const sessionId = await savedSession();
    const { acp: first } = await start([]);
    await first.connection.agent.request("session/load", { sessionId, cwd: repo.root, mcpServers: [] });
    const { acp: second } = await start([]);
    const load = () =>
      second.connection.agent.request("session/load", { sessionId, cwd: repo.root, mcpServers: [] });
    await expect(load()).rejects.toMatchObject({
      code: -32600,
      message: expect.stringMatching(
        new RegExp(`session ${sessionId} is in use by another kerf process \\(pid ${first.child.pid},`),
      ),
    });
    // Nothing of it was replayed to the refused client.
    expect(second.updates.filter((u) => u.sessionId === sessionId)).toEqual([]);
    // Closed there, it can be loaded here.
    await first.connection.agent.request("session/close", { sessionId });
    expect((await load()).modes?.currentModeId).toBe("ask");
  });

  it("a session kept in memory only (--no-session-log) has a random id and cannot be loaded", async () => {
    const { acp } = await start([{ kind: "reply", text: "Hi." }], ["--no-session-log"]);
    const { sessionId } = await acp.connection.agent.request("session/new", {
      cwd: repo.root,
      mcpServers: [],
    });
    expect(sessionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await prompt(acp, sessionId, [{ type: "text", text: "hello" }]);
    await expect(
      acp.connection.agent.request("session/load", { sessionId, cwd: repo.root, mcpServers: [] }),
    ).rejects.toMatchObject({ code: -32002, message: expect.stringContaining("memory only") });
  });
});

async function waitFor(condition: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error("the condition never held");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
