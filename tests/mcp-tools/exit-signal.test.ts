// kerf stops its MCP servers when it exits, a signal included: the built CLI runs as a real child
// process, its model (the scripted server) calls a tool that hangs on a server that ignores its stdin
// closing, and SIGTERM to kerf leaves no server process behind.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import { ensureBuilt } from "../demo/ensure-built";
import { CLI_BIN } from "../helpers/run-child";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { alive, scriptArgs, scriptFiles, until, type ScriptFiles } from "./mcp-test-servers";

const ROOT = path.resolve(__dirname, "../..");
let repo: TempRepo;
let home: string;
let files: ScriptFiles;
let model: ScriptedServer;
beforeAll(() => ensureBuilt(ROOT), 180_000);
beforeEach(() => {
  repo = makeTempRepo({ "app.py": "print('hi')\n" });
  home = mkdtempSync(path.join(os.tmpdir(), "kerf-mcp-exit-"));
  files = scriptFiles();
});
afterEach(async () => {
  await model?.close();
  const pid = files.pid("stuck");
  if (pid !== null && alive(pid)) process.kill(pid, "SIGKILL");
  repo.remove();
  rmSync(home, { recursive: true, force: true });
  files.remove();
});

it("SIGTERM during a hanging MCP call ends kerf and its server", async () => {
  const args = scriptArgs(files, "stuck", ["--stubborn"]);
  const servers = { mcpServers: { stuck: { command: process.execPath, args, timeout: 600 } } };
  writeFileSync(path.join(home, ".claude.json"), JSON.stringify(servers));
  const call = { tool: "mcp__stuck__hang", arguments: {} };
  model = await startScriptedServer(
    [
      {
        kind: "reply",
        text: "",
        toolCalls: [{ id: "h", name: "mcp_call", arguments: JSON.stringify(call) }],
      },
    ],
    { onError: () => undefined },
  );
  const kerf = spawn(
    process.execPath,
    [
      CLI_BIN,
      "--no-pretty",
      "--edit-format",
      "edit-tool",
      "--map-tokens",
      "0",
      "--model",
      "gpt-4o",
      "--openai-api-base",
      model.baseUrl,
      "-m",
      "Wait for it.",
    ],
    { cwd: repo.root, env: { HOME: home, OPENAI_API_KEY: "sk-mcp-exit", PATH: process.env.PATH ?? "" } },
  );
  kerf.stdin.end();
  const exited = new Promise<number | null>((resolve) => kerf.on("close", (code) => resolve(code)));
  expect(await until(() => files.pid("stuck") !== null && model.requests.length === 1, 30_000)).toBe(true);
  const pid = files.pid("stuck")!;
  expect(alive(pid)).toBe(true);
  kerf.kill("SIGTERM");
  expect(await exited).toBe(143);
  expect(await until(() => !alive(pid), 10_000)).toBe(true);
}, 120_000);
