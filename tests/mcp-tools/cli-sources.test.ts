// The CLI finds MCP servers where users already have them — kerf's own `mcp-servers`, the project's
// `.mcp.json`, Claude Code's `~/.claude.json` (its project entry) and Codex's `config.toml` — with a
// temp HOME; an untrusted project's `.mcp.json` starts nothing until `kerf --trust`; the model's calls
// reach the servers over the scripted model server; `/mcp` lists them; nothing is left running after.
// `${VAR}` in a (trusted) entry is expanded from the environment kerf was given; a variable that is not
// set leaves its server failed with words; the start block and --json's start event name the servers.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptEntry } from "../../replay/script-step";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { alive, scriptArgs, scriptFiles, type ScriptFiles } from "./mcp-test-servers";

let repo: TempRepo;
let home: string;
let files: ScriptFiles;
let model: ScriptedServer | undefined;
beforeEach(() => {
  repo = makeTempRepo({ "app.py": "print('hi')\n" });
  home = mkdtempSync(path.join(os.tmpdir(), "kerf-mcp-home-"));
  files = scriptFiles();
});
afterEach(async () => {
  await model?.close();
  model = undefined;
  repo.remove();
  rmSync(home, { recursive: true, force: true });
  files.remove();
});

const entry = (name: string) => ({ command: process.execPath, args: scriptArgs(files, name) });
const done: ScriptEntry = { kind: "reply", text: "Done." };
const lookup = (id: string, tool: string): ScriptEntry => ({
  kind: "reply",
  text: "",
  toolCalls: [{ id, name: "mcp_call", arguments: JSON.stringify({ tool, arguments: { topic: id } }) }],
});

async function kerf(
  script: ScriptEntry[],
  extra: string[] = [],
  input?: string,
  env: Record<string, string> = {},
) {
  model = await startScriptedServer(script, { onError: () => undefined });
  const args = ["--no-pretty", "--edit-format", "edit-tool", "--map-tokens", "0", "--model", "gpt-4o"];
  const run = await runCli([...args, "--openai-api-base", model.baseUrl, ...extra], {
    cwd: repo.root,
    env: { HOME: home, OPENAI_API_KEY: "sk-mcp-cli-sources", PATH: process.env.PATH ?? "", ...env },
    ...(input !== undefined ? { input } : {}),
  });
  const server = model;
  await model.close();
  model = undefined;
  return { ...run, server };
}

const toolNames = (server: ScriptedServer) =>
  ((server.requests[0]?.body as { tools?: { function: { name: string } }[] }).tools ?? []).map(
    (tool) => tool.function.name,
  );

describe("MCP servers from the user's files, through the CLI", () => {
  it("an untrusted project's .mcp.json is reported and starts nothing; trusted, its server answers", async () => {
    writeFileSync(path.join(repo.root, ".mcp.json"), JSON.stringify({ mcpServers: { proj: entry("proj") } }));
    const untrusted = await kerf([done], ["-m", "Hello."]);
    expect(untrusted.code).toBe(0);
    expect(untrusted.stderr).toContain("ignored mcpServers (starts MCP servers (runs their commands))");
    expect(untrusted.stderr).toContain(".mcp.json: this project file is not trusted");
    expect(toolNames(untrusted.server)).toEqual(["edit", "write"]);
    expect(files.pid("proj")).toBeNull();

    const trust = await runCli(["--trust"], { cwd: repo.root, env: { HOME: home } });
    expect(trust.stdout).toContain(`trusted: ${path.join(repo.root, ".mcp.json")}`);
    const trusted = await kerf([lookup("t1", "mcp__proj__lookup"), done], ["-m", "Look it up."]);
    expect(trusted.code).toBe(0);
    expect(toolNames(trusted.server)).toEqual(["edit", "write", "mcp_search", "mcp_call"]);
    expect(files.log("proj")).toEqual(["lookup t1"]);
    expect(alive(files.pid("proj")!)).toBe(false);
  });

  it("mcp-servers in an untrusted project .kerf.conf.yml is ignored with a warning and starts nothing", async () => {
    const yaml = `mcp-servers:\n  proj:\n    command: ${JSON.stringify(process.execPath)}\n    args: ${JSON.stringify(scriptArgs(files, "proj"))}\n`;
    writeFileSync(path.join(repo.root, ".kerf.conf.yml"), yaml);
    const run = await kerf([done], ["-m", "Hello."]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("ignored mcp-servers (starts MCP servers (runs their commands))");
    expect(toolNames(run.server)).toEqual(["edit", "write"]);
    expect(files.pid("proj")).toBeNull();
  });

  it("imports Claude Code's project entry and Codex's [mcp_servers], and kerf's own mcp-servers", async () => {
    const claude = { mcpServers: {}, projects: { [repo.root]: { mcpServers: { claude: entry("claude") } } } };
    writeFileSync(path.join(home, ".claude.json"), JSON.stringify(claude));
    mkdirSync(path.join(home, ".codex"));
    const [node, ...args] = [process.execPath, ...scriptArgs(files, "codex")];
    const toml = `[mcp_servers.codex]\ncommand = ${JSON.stringify(node)}\nargs = ${JSON.stringify(args)}\n`;
    writeFileSync(path.join(home, ".codex", "config.toml"), toml);
    const own = `mcp-servers:\n  own:\n    command: ${JSON.stringify(process.execPath)}\n    args: ${JSON.stringify(scriptArgs(files, "own"))}\n`;
    writeFileSync(path.join(home, ".kerf.conf.yml"), own);
    const run = await kerf(
      [
        lookup("a", "mcp__claude__lookup"),
        lookup("b", "mcp__codex__lookup"),
        lookup("c", "mcp__own__lookup"),
        done,
      ],
      ["-m", "Look them up."],
    );
    expect(run.code).toBe(0);
    expect(files.log("claude")).toEqual(["lookup a"]);
    expect(files.log("codex")).toEqual(["lookup b"]);
    expect(files.log("own")).toEqual(["lookup c"]);
    for (const name of ["claude", "codex", "own"]) expect(alive(files.pid(name)!)).toBe(false);
  });

  it("/mcp lists each server with its source and state, and its tools once it runs", async () => {
    writeFileSync(path.join(home, ".claude.json"), JSON.stringify({ mcpServers: { docs: entry("docs") } }));
    writeFileSync(path.join(repo.root, ".mcp.json"), JSON.stringify({ mcpServers: { proj: entry("proj") } }));
    const run = await kerf([lookup("x", "mcp__docs__lookup"), done], [], "/mcp\nLook it up.\n/mcp\n");
    const out = run.stdout;
    const claudeJson = path.join(home, ".claude.json");
    expect(out).toContain(`docs (stdio, ${claudeJson}): not started`);
    expect(out).toContain(`proj (stdio, ${path.join(repo.root, ".mcp.json")}): not trusted`);
    expect(out).toContain(`docs (stdio, ${claudeJson}): running, 8 tools`);
    expect(out).toContain("mcp__docs__lookup");
    expect(files.pid("proj")).toBeNull();
    expect(alive(files.pid("docs")!)).toBe(false);
  });

  it("expands ${VAR} in a trusted .mcp.json from kerf's environment into the server's env and args", async () => {
    const args = scriptArgs(files, "proj", ["--echo-env", "DOCS_GREETING", "--level=${MCP_LEVEL:-debug}"]);
    const proj = { command: process.execPath, args, env: { DOCS_GREETING: "hello ${MCP_TEST_WORD}" } };
    writeFileSync(path.join(repo.root, ".mcp.json"), JSON.stringify({ mcpServers: { proj } }));
    await runCli(["--trust"], { cwd: repo.root, env: { HOME: home } });
    const echo: ScriptEntry = {
      kind: "reply",
      text: "",
      toolCalls: [{ id: "e1", name: "mcp_call", arguments: JSON.stringify({ tool: "mcp__proj__echo_env" }) }],
    };
    const run = await kerf([echo, done], ["-m", "Echo it."], undefined, { MCP_TEST_WORD: "shell-value-42" });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /mcp servers +proj \(\.mcp\.json\) · each starts when the model first uses it/,
    );
    const result = JSON.stringify(run.server.requests[1]?.body);
    expect(result).toContain("DOCS_GREETING=hello shell-value-42");
    expect(result).toContain("--level=debug");
    expect(result).not.toContain("${MCP_TEST_WORD}");
    expect(alive(files.pid("proj")!)).toBe(false);
  });

  it("a ${VAR} that is not set: the server is failed with words naming it, in the start block, --json and /mcp", async () => {
    const gone = { ...entry("gone"), env: { TOKEN: "${MCP_UNSET_TOKEN}" } };
    writeFileSync(
      path.join(home, ".claude.json"),
      JSON.stringify({ mcpServers: { gone, docs: entry("docs") } }),
    );
    const why = "${MCP_UNSET_TOKEN} has no value: the environment variable MCP_UNSET_TOKEN is not set";
    const once = await kerf([done], ["-m", "Hello."]);
    expect(once.stdout).toContain(`gone (~/.claude.json, failed: ${why}`);
    expect(once.stdout).toContain("docs (~/.claude.json) · each starts when the model first uses it");

    const json = await kerf([done], ["-m", "Hello.", "--json"]);
    const start = json.stdout
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { event: string; mcpServers?: unknown[] })
      .find((event) => event.event === "start");
    const claudeJson = path.join(home, ".claude.json");
    expect(start?.mcpServers).toEqual([
      { name: "gone", source: claudeJson, state: expect.stringContaining(`failed: ${why}`) as unknown },
      { name: "docs", source: claudeJson, state: "not started" },
    ]);

    const search: ScriptEntry = {
      kind: "reply",
      text: "",
      toolCalls: [{ id: "s1", name: "mcp_search", arguments: JSON.stringify({ query: "" }) }],
    };
    const repl = await kerf([search, done], [], "/mcp\nFind tools.\n");
    expect(repl.stdout).toContain(`gone (stdio, ${claudeJson}): failed: ${why}`);
    expect(JSON.stringify(repl.server.requests[1]?.body)).toContain(`gone: ${why}`);
    expect(files.pid("gone")).toBeNull();
  });
});
