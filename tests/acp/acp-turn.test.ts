// `kerf acp` driven as a child process by the SDK's client over real stdio, against loopback model
// servers of all three protocols: a full turn (reply chunks, an edit tool call with its diff, a
// permission for a new file, usage), a reject (nothing written, no further request), a cancel
// mid-stream and with a permission pending, and a refusal.
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ContentBlock, PromptResponse, SessionUpdate } from "@agentclientprotocol/sdk";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptEntry } from "../../replay/script-step";
import { block } from "../helpers/coder-harness";
import { makeTempDir, makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { buildKerf, kerfEnv, startAcp, type AcpTestClient, type ClientOptions } from "./acp-client";

const BASE_ARGS = ["--no-auto-commits", "--map-tokens", "0", "--edit-format", "diff"];

type Protocol = "chat" | "responses" | "anthropic";

/** How each protocol is reached: the model flag and the variables that point kerf at the server. */
function protocolSetup(
  protocol: Protocol,
  server: ScriptedServer,
): { args: string[]; env: Record<string, string> } {
  switch (protocol) {
    case "chat":
      return {
        args: ["--model", "gpt-4o"],
        env: { OPENAI_API_KEY: "sk-acp-test", OPENAI_BASE_URL: server.baseUrl },
      };
    case "responses":
      return {
        args: ["--model", "gpt-5-codex"],
        env: { OPENAI_API_KEY: "sk-acp-test", OPENAI_BASE_URL: server.baseUrl },
      };
    case "anthropic":
      return {
        args: ["--sonnet"],
        env: { ANTHROPIC_API_KEY: "sk-ant-acp-test", ANTHROPIC_BASE_URL: server.origin },
      };
  }
}

describe("kerf acp: a prompt turn", () => {
  let repo: TempRepo;
  /** A home of its own: a home config file would count as the user's, trusted. */
  let home: string;
  let server: ScriptedServer | undefined;
  let acp: AcpTestClient | undefined;
  beforeAll(() => buildKerf(), 240_000);
  beforeEach(() => {
    home = makeTempDir("kerf-acp-home-");
    repo = makeTempRepo({ "app.py": "def greet():\n    return 'hi'\n" });
  });
  afterEach(async () => {
    await acp?.close();
    await server?.close();
    acp = undefined;
    server = undefined;
    repo.remove();
    rmSync(home, { recursive: true, force: true });
  });

  async function start(protocol: Protocol, script: ScriptEntry[], client: Partial<ClientOptions> = {}) {
    server = await startScriptedServer(script);
    const setup = protocolSetup(protocol, server);
    acp = startAcp({
      cwd: repo.root,
      env: kerfEnv(home, setup.env),
      args: [...BASE_ARGS, ...setup.args],
      ...client,
    });
    await acp.initialize();
    const { sessionId } = await acp.connection.agent.request("session/new", {
      cwd: repo.root,
      mcpServers: [],
    });
    return sessionId;
  }

  const send = (sessionId: string, prompt: ContentBlock[]): Promise<PromptResponse> =>
    acp!.connection.agent.request("session/prompt", { sessionId, prompt });

  const appLink = () => ({
    type: "resource_link" as const,
    name: "app.py",
    uri: pathToFileURL(path.join(repo.root, "app.py")).href,
  });

  it.each<Protocol>(["chat", "responses", "anthropic"])(
    "a full turn over %s: reply chunks, an edit tool call with its diff, a permission for the new file, usage",
    async (protocol) => {
      const reply =
        "I will change the greeting and add a module.\n\n" +
        block("app.py", "    return 'hi'\n", "    return 'hello'\n") +
        "\n" +
        block("util.py", "", "X = 1\n");
      const sessionId = await start(protocol, [
        { kind: "reply", text: reply, thinking: "Two files to touch." },
      ]);
      const response = await send(sessionId, [
        { type: "text", text: "Please update " },
        appLink(),
        { type: "text", text: " and add util.py" },
      ]);
      expect(response.stopReason).toBe("end_turn");
      // The model saw the linked file as a chat file, and the message with its project path.
      expect(JSON.stringify(server!.requests[0]!.body)).toContain("return 'hi'");
      expect(JSON.stringify(server!.requests[0]!.body)).toContain("Please update app.py and add util.py");
      expect(acp!.text(sessionId)).toContain("I will change the greeting");
      // Anthropic's thinking block streams as thought chunks (chat completions carry none).
      if (protocol === "anthropic")
        expect(acp!.text(sessionId, "agent_thought_chunk")).toContain("Two files to touch.");
      // The new file was asked about, with the three options.
      expect(acp!.permissions).toHaveLength(1);
      const asked = acp!.permissions[0]!;
      expect(asked.toolCall.title).toBe("Create new file util.py?");
      expect(asked.options.map((o) => o.kind)).toEqual(["allow_once", "allow_always", "reject_once"]);
      // Each file of the write is an edit tool call with its diff, then completed.
      const updates = acp!.updates.filter((u) => u.sessionId === sessionId).map((u) => u.update);
      const calls = updates.filter(
        (u): u is Extract<SessionUpdate, { sessionUpdate: "tool_call" }> => u.sessionUpdate === "tool_call",
      );
      const appCall = calls.find((c) => c.title === "Edit app.py")!;
      expect(appCall.kind).toBe("edit");
      expect(appCall.status).toBe("pending");
      expect(appCall.content?.[0]).toEqual({
        type: "diff",
        path: path.join(repo.root, "app.py"),
        oldText: "def greet():\n    return 'hi'\n",
        newText: "def greet():\n    return 'hello'\n",
      });
      expect(appCall.locations).toEqual([{ path: path.join(repo.root, "app.py"), line: 2 }]);
      const created = calls.find((c) => c.title === "Create util.py")!;
      expect(created.content?.[0]).toMatchObject({ type: "diff", oldText: null, newText: "X = 1\n" });
      for (const call of [appCall, created]) {
        expect(updates).toContainEqual(
          expect.objectContaining({
            sessionUpdate: "tool_call_update",
            toolCallId: call.toolCallId,
            status: "completed",
          }),
        );
      }
      expect(repo.read("app.py")).toBe("def greet():\n    return 'hello'\n");
      expect(repo.read("util.py")).toBe("X = 1\n");
      // Tokens and cost reach the client.
      const usage = updates.find((u) => u.sessionUpdate === "usage_update");
      expect(usage).toMatchObject({ sessionUpdate: "usage_update" });
      expect((usage as { used: number }).used).toBeGreaterThan(0);
      expect(response._meta).toMatchObject({
        kerf: { usage: expect.objectContaining({ promptTokens: expect.any(Number) }) },
      });
      expect(server!.requests).toHaveLength(1);
    },
  );

  it("a reply that names a file outside the chat asks to add it, as the CLI does, and asks the model again", async () => {
    const sessionId = await start("chat", [
      { kind: "reply", text: "I need to see app.py to change it." },
      { kind: "reply", text: "Now I can see it." },
    ]);
    const response = await send(sessionId, [{ type: "text", text: "change the greeting" }]);
    expect(response.stopReason).toBe("end_turn");
    expect(acp!.permissions.map((p) => p.toolCall.title)).toEqual(["Add app.py to the chat?"]);
    expect(server!.requests).toHaveLength(2);
    expect(JSON.stringify(server!.requests[1]!.body)).toContain("return 'hi'");
  });

  it("a request the server refuses is the prompt's JSON-RPC error, with the key masked, and the session goes on", async () => {
    const sessionId = await start("chat", [
      { kind: "error", status: 400, message: "bad request for key sk-acp-test" },
      { kind: "reply", text: "Fine now." },
    ]);
    const failed = send(sessionId, [{ type: "text", text: "first" }]);
    await expect(failed).rejects.toMatchObject({ code: -32603 });
    const error = (await failed.catch((e: unknown) => e)) as Error;
    expect(error.message).toContain("bad request");
    expect(error.message).not.toContain("sk-acp-test");
    expect((await send(sessionId, [{ type: "text", text: "again" }])).stopReason).toBe("end_turn");
    expect(acp!.text(sessionId)).toContain("Fine now.");
  });

  it("a reject writes nothing and sends no further request to the model", async () => {
    const reply = `Adding it.\n\n${block("other.py", "", "Y = 2\n")}`;
    const sessionId = await start(
      "chat",
      [
        { kind: "reply", text: reply },
        { kind: "reply", text: "never sent" },
      ],
      {
        answer: "reject",
      },
    );
    const response = await send(sessionId, [{ type: "text", text: "add other.py" }]);
    expect(response.stopReason).toBe("end_turn");
    expect(acp!.permissions).toHaveLength(1);
    expect(existsSync(path.join(repo.root, "other.py"))).toBe(false);
    expect(server!.requests).toHaveLength(1);
    expect(acp!.text(sessionId)).toContain("You declined the changes to other.py");
  });

  it("session/cancel mid-stream ends the turn cancelled before the stream would have finished", async () => {
    // 2,000 characters in 4-character chunks 50 ms apart: 25 s of stream, longer than this test may take.
    const sessionId = await start("chat", [{ kind: "reply", text: "word ".repeat(400), chunkDelayMs: 50 }]);
    const prompt = send(sessionId, [{ type: "text", text: "talk" }]);
    await waitFor(() => acp!.text(sessionId).length > 0);
    await acp!.connection.agent.notify("session/cancel", { sessionId });
    const response = await prompt;
    expect(response.stopReason).toBe("cancelled");
    expect(acp!.text(sessionId).length).toBeLessThan(2000);
  });

  it("session/cancel answers a pending permission as cancelled: nothing is written", async () => {
    const reply = `Adding it.\n\n${block("late.py", "", "Z = 3\n")}`;
    let asked = (): void => undefined;
    const question = new Promise<void>((resolve) => (asked = resolve));
    // The client never answers on its own: only the cancel ends the question.
    const sessionId = await start("chat", [{ kind: "reply", text: reply }], {
      answer: () => {
        asked();
        return new Promise(() => undefined);
      },
    });
    const prompt = send(sessionId, [{ type: "text", text: "add late.py" }]);
    await question;
    await acp!.connection.agent.notify("session/cancel", { sessionId });
    expect((await prompt).stopReason).toBe("cancelled");
    expect(existsSync(path.join(repo.root, "late.py"))).toBe(false);
    expect(server!.requests).toHaveLength(1);
  });

  it("a refusal ends the turn with stop reason refusal and writes nothing", async () => {
    const reply = `Sure.\n\n${block("app.py", "    return 'hi'\n", "    return 'bye'\n")}`;
    const sessionId = await start("anthropic", [
      {
        kind: "reply",
        text: reply,
        finishReason: "refusal",
        stopDetails: { category: "cyber", explanation: "This request looks harmful." },
      },
    ]);
    const response = await send(sessionId, [{ type: "text", text: "edit" }, appLink()]);
    expect(response.stopReason).toBe("refusal");
    expect(repo.read("app.py")).toBe("def greet():\n    return 'hi'\n");
    expect(acp!.kinds(sessionId)).not.toContain("tool_call");
  });
});

async function waitFor(condition: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error("the condition never held");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
