// 5 MCP servers with 80 tools add at most 1,000 tokens to a request, counted with kerf's own token
// counter on the request body the scripted model server received, with and without the servers; and the
// same 80 tools offered directly would have cost many times that (their schemas, counted the same way).
import "../../src/coders";
import { Coder } from "../../src/coders";
import { createLlmClient } from "../../src/llm/llm-client";
import type { McpHub } from "../../src/mcp-tools/mcp-hub";
import { countText } from "../../src/models/tokens";
import { resolveModel } from "../../src/models/resolve-model";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { PLATFORM } from "../helpers/coder-harness";
import { hubFor, scriptFiles, scriptServer, type ScriptFiles } from "./mcp-test-servers";

const SERVERS = ["docs", "tickets", "schema", "metrics", "deploys"];
// Each scripted server lists its 8 fixed tools; 8 fillers bring each to 16, 80 in all.
const FILLERS = 8;

let repo: TempRepo;
let server: ScriptedServer;
let files: ScriptFiles;
let hub: McpHub;
beforeAll(async () => {
  repo = makeTempRepo({ "app.py": "print('hi')\n" });
  files = scriptFiles();
  server = await startScriptedServer(
    [
      { kind: "reply", text: "Done." },
      { kind: "reply", text: "Done." },
    ],
    { onError: () => undefined },
  );
  hub = hubFor(SERVERS.map((name) => scriptServer(files, name, { extra: ["--tools", String(FILLERS)] })));
});
afterAll(async () => {
  await hub.close();
  await server.close();
  repo.remove();
  files.remove();
});

function coderWith(mcp: McpHub | null): Coder {
  return Coder.create({
    root: repo.root,
    model: resolveModel("gpt-4o"),
    llm: createLlmClient({ protocol: "chat", baseURL: server.baseUrl, apiKey: "sk-budget", maxRetries: 0 }),
    platform: PLATFORM,
    git: null,
    turnPreamble: false,
    summarizeHistory: false,
    files: ["app.py"],
    editFormat: "edit-tool",
    mcp,
  });
}

describe("the MCP tools' cost in a request", () => {
  it("5 servers with 80 tools add at most 1,000 tokens, however many tools they list", async () => {
    await coderWith(null).run("Hello.");
    await coderWith(hub).run("Hello.");
    const tokens = (n: number) => countText(JSON.stringify(server.requests[n]?.body));
    const added = tokens(1) - tokens(0);
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThanOrEqual(1_000);

    // The alternative: every tool's schema in the request. Listed through a search (which starts them all).
    const listed = await hub.answer(
      { id: "s", name: "mcp_search", input: '{"query":""}', type: "function" },
      () => false,
    );
    expect(listed.output).toMatch(/^80 tools\./);
    const direct = hub.status().flatMap((status) => status.tools ?? []);
    expect(direct).toHaveLength(80);
    const schemas = await hub.answer(
      { id: "s", name: "mcp_search", input: '{"query":"records kind service","limit":10}', type: "function" },
      () => false,
    );
    // Ten of the eighty schemas alone cost more than the two tools do.
    expect(countText(schemas.output)).toBeGreaterThan(added);
  });
});
