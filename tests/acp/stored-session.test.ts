// loadStoredSession, the piece session/load will call once kerf's session log can hand a conversation
// back: wired here into an in-process agent's session/load, driven by the SDK's client. The stored
// conversation is replayed to the client before the answer, and the next prompt continues from it.
import { rmSync } from "node:fs";
import { PassThrough } from "node:stream";
import { agent, client, type SessionNotification } from "@agentclientprotocol/sdk";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import { AcpSession } from "../../src/cli/acp/acp-session";
import { loadStoredSession } from "../../src/cli/acp/stored-session";
import { parseArgs } from "../../src/cli/program";
import { makeTempDir, makeTempRepo, type TempRepo } from "../helpers/temp-repo";

describe("loadStoredSession", () => {
  let repo: TempRepo;
  let home: string;
  let server: ScriptedServer;
  beforeEach(async () => {
    repo = makeTempRepo({ "app.py": "print('hi')\n" });
    home = makeTempDir("kerf-acp-home-");
    server = await startScriptedServer([{ kind: "reply", text: "Continuing." }]);
  });
  afterEach(async () => {
    await server.close();
    repo.remove();
    rmSync(home, { recursive: true, force: true });
  });

  it("replays the stored turns before answering, and the next prompt carries them as history", async () => {
    const quiet = { out: () => undefined, err: () => undefined };
    const args = parseArgs(["--no-auto-commits", "--map-tokens", "0", "--model", "gpt-4o"], quiet)!;
    const env = { HOME: home, OPENAI_API_KEY: "sk-stored", OPENAI_BASE_URL: server.baseUrl };
    const defaults = { args, env, stderr: new PassThrough() };
    const sessions = new Map<string, AcpSession>();
    const agentApp = agent({ name: "kerf-in-process" })
      .onRequest("session/load", async ({ params, client: peer }) => {
        const input = { id: params.sessionId, cwd: params.cwd, defaults, client: peer, clientFiles: false };
        const session = await loadStoredSession(input, {
          messages: [
            { role: "user", content: "What does app.py print?" },
            { role: "assistant", content: "It prints hi." },
          ],
          files: ["app.py"],
          editFormat: "ask",
        });
        sessions.set(params.sessionId, session);
        return { modes: session.modes() };
      })
      .onRequest("session/prompt", ({ params }) => sessions.get(params.sessionId)!.prompt(params.prompt));
    const updates: SessionNotification[] = [];
    const clientApp = client({ name: "test" }).onNotification("session/update", ({ params }) => {
      updates.push(params);
    });
    const connection = clientApp.connect(agentApp);
    try {
      const loaded = await connection.agent.request("session/load", {
        sessionId: "stored-1",
        cwd: repo.root,
        mcpServers: [],
      });
      expect(loaded.modes?.currentModeId).toBe("ask");
      expect(updates.map((u) => u.update)).toEqual([
        { sessionUpdate: "user_message_chunk", content: { type: "text", text: "What does app.py print?" } },
        { sessionUpdate: "agent_message_chunk", content: { type: "text", text: "It prints hi." } },
      ]);
      const answer = await connection.agent.request("session/prompt", {
        sessionId: "stored-1",
        prompt: [{ type: "text", text: "And now?" }],
      });
      expect(answer.stopReason).toBe("end_turn");
      const body = JSON.stringify(server.requests[0]!.body);
      expect(body).toContain("What does app.py print?");
      expect(body).toContain("It prints hi.");
      expect(body).toContain("print('hi')");
    } finally {
      connection.close();
    }
  });
});
