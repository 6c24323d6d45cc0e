// The CLI running one message end to end: flags → setup → coder → scripted HTTP model → real git.
import { block, PLATFORM } from "../helpers/coder-harness";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptEntry } from "../../replay/script-step";
import { parseEvent } from "../helpers/json-events";

void PLATFORM;
const APP = 'def greet(name):\n    return "hi " + name\n';
const EDIT = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');
const KEY = "sk-cli-secret-123456";

describe("kerf -m MESSAGE", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  const start = async (script: ScriptEntry[]) => {
    repo = makeTempRepo({ "app.py": APP });
    server = await startScriptedServer(script);
  };
  const kerf = (args: string[], env: Record<string, string> = {}) =>
    runCli(
      [
        "--model",
        "gpt-4o",
        "--openai-api-base",
        server.baseUrl,
        "--map-tokens",
        "0",
        "--turn-preamble",
        "none",
        ...args,
      ],
      {
        cwd: repo.root,
        env: { HOME: repo.root, OPENAI_API_KEY: KEY, ...env },
      },
    );
  afterEach(async () => {
    await server?.close();
    repo?.remove();
  });

  it("applies the reply, commits, prints the diff and exits 0", async () => {
    await start([
      { kind: "reply", text: EDIT },
      { kind: "reply", text: "feat: greet with hello" },
    ]);
    const run = await kerf(["app.py", "-m", "say hello", "--no-pretty"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(repo.read("app.py")).toBe(APP.replace('"hi "', '"hello "'));
    expect(run.stdout).toContain('+    return "hello " + name');
    expect(run.stdout).toContain("feat: greet with hello");
    expect(run.stdout).toMatch(/edit format diff \(from model table\)/);
    expect(repo.git("log", "-1", "--format=%s").trim()).toBe("feat: greet with hello");
  });

  it("--json prints only JSON lines: start, reply, edit, commit, usage, end", async () => {
    await start([
      { kind: "reply", text: EDIT, usage: { prompt_tokens: 100, completion_tokens: 20 } },
      { kind: "reply", text: "feat: x" },
    ]);
    const run = await kerf(["app.py", "-m", "say hello", "--json"]);
    expect(run.code).toBe(0);
    const events = run.stdout
      .trim()
      .split("\n")
      .map((line) => parseEvent(line) as { event: string });
    const names = [...new Set(events.map((e) => e.event))];
    expect(names[0]).toBe("start");
    expect(names.at(-1)).toBe("end");
    for (const name of ["reply", "file-changed", "edit-applied", "commit-created", "usage"])
      expect(names).toContain(name);
  });

  it("--dry-run shows the diff, writes nothing and commits nothing", async () => {
    await start([{ kind: "reply", text: EDIT }]);
    const run = await kerf(["app.py", "-m", "say hello", "--dry-run", "--no-pretty"]);
    expect(run.code).toBe(0);
    expect(repo.read("app.py")).toBe(APP);
    expect(run.stdout).toContain('+    return "hello " + name');
    expect(repo.git("rev-list", "--count", "HEAD").trim()).toBe("1");
  });

  it("exits 3 when edits still fail after the reflections", async () => {
    const bad = block("app.py", "nothing like this\n", "x\n");
    await start([
      { kind: "reply", text: bad },
      { kind: "reply", text: bad },
    ]);
    const run = await kerf(["app.py", "-m", "change", "--max-reflections", "1", "--no-pretty"]);
    expect(run.code).toBe(3);
    expect(run.stdout).toContain("was not applied: the text to replace is not in the file");
  });

  it("never prints the API key, even when the server fails", async () => {
    await start([{ kind: "error", status: 401, message: `bad key ${KEY}` }]);
    const run = await kerf(["app.py", "-m", "hi", "--verbose"]);
    expect(run.code).toBe(1);
    expect(run.stdout + run.stderr).not.toContain(KEY);
    expect(run.stderr).toContain("401");
  });

  it("without a key or base URL fails before any request with a clear message", async () => {
    await start([]);
    const run = await runCli(["app.py", "-m", "hi", "--map-tokens", "0"], {
      cwd: repo.root,
      env: { HOME: repo.root },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/API key/i);
    expect(server.requests).toHaveLength(0);
  });

  it("--show-prompts prints the exact messages and contacts no model", async () => {
    await start([]);
    const run = await kerf(["app.py", "--show-prompts", "-m", "say hello"]);
    expect(run.code).toBe(0);
    const messages = JSON.parse(run.stdout) as { role: string; content: string }[];
    expect(messages[0]?.role).toBe("system");
    expect(messages.some((m) => m.role === "user" && m.content === "say hello")).toBe(true);
    expect(server.requests).toHaveLength(0);
  });
});
