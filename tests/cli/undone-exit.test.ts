// Exit 3 whenever a one-shot turn leaves undone what it was asked to do, so `kerf -m … && git push` stops:
// a SEARCH that misses and a reflection where the model gives up; tool calls that all fail and then
// "OK, I will stop"; the request cap of one turn; an architect's plan declined because stdin is not a
// terminal. Each through the CLI against a loopback scripted server.
import { block } from "../helpers/coder-harness";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptStep, ScriptToolCall } from "../../replay/script-step";
import { APP } from "../helpers/greet-fixtures";
import { DEFAULTS } from "../../src/core/defaults";

const reply = (text: string, toolCalls?: ScriptToolCall[]): ScriptStep => ({
  kind: "reply",
  text,
  ...(toolCalls ? { toolCalls } : {}),
});
const missingEdit: ScriptToolCall = {
  name: "edit",
  arguments: JSON.stringify({ path: "app.py", old_string: "def hello(name):", new_string: "def hi(name):" }),
};

describe("a one-shot turn that changed nothing it was asked to change exits 3", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  afterEach(async () => {
    await server?.close();
    repo?.remove();
  });
  const kerf = async (steps: ScriptStep[], args: string[]) => {
    repo = makeTempRepo({ "app.py": APP });
    server = await startScriptedServer(steps);
    const flags = ["--no-pretty", "--model", "gpt-4o", "--openai-api-base", server.baseUrl];
    return runCli([...flags, "--map-tokens", "0", ...args, "-m", "say hello", "app.py"], {
      cwd: repo.root,
      env: { HOME: repo.root, OPENAI_API_KEY: "sk-undone-test" },
    });
  };

  it("a SEARCH that misses, then a reflection where the model gives up", async () => {
    const miss = block("app.py", "def hello(name):\n", "def hi(name):\n");
    const run = await kerf(
      [reply(miss), reply("I cannot find that code, so I will leave the file alone.")],
      ["--edit-format", "diff"],
    );
    expect(run.stdout).toContain("Sending the failures back to the model (reflection 1)");
    expect(server.requests).toHaveLength(2);
    expect(repo.read("app.py")).toBe(APP);
    expect(run.code).toBe(3);
  });

  it("every tool call refused, then the model says it will stop", async () => {
    // One edit whose old_string is not in the file, one write outside the project: both refused.
    const outside: ScriptToolCall = {
      name: "write",
      arguments: JSON.stringify({ path: "../outside.py", content: "x = 1\n" }),
    };
    const run = await kerf(
      [reply("Editing.", [missingEdit, outside]), reply("OK, I will stop.")],
      ["--edit-format", "edit-tool"],
    );
    expect(run.stdout).toContain("Tool call 1 (edit, app.py) was not applied");
    expect(run.stdout).toContain("Tool call 2 (write, ../outside.py) was not applied");
    expect(server.requests).toHaveLength(2);
    expect(repo.read("app.py")).toBe(APP);
    expect(run.code).toBe(3);
  });

  it(`the cap of ${DEFAULTS.maxToolRounds} requests in one turn, the model still calling tools`, async () => {
    const write = (n: number): ScriptToolCall => ({
      name: "write",
      arguments: JSON.stringify({ path: "app.py", content: `${APP}# round ${n}\n` }),
    });
    const rounds = Array.from({ length: DEFAULTS.maxToolRounds + 1 }, (_, n) => reply("More.", [write(n)]));
    const run = await kerf(rounds, ["--edit-format", "edit-tool", "--no-auto-commits"]);
    expect(run.stderr + run.stdout).toContain(`stopped after ${DEFAULTS.maxToolRounds} requests in one turn`);
    expect(server.requests).toHaveLength(DEFAULTS.maxToolRounds);
    expect(run.code).toBe(3);
  }, 60_000); // Twenty-five rounds through the CLI: a machine shared with other suites needs the room.

  it("an architect's plan declined because stdin is not interactive", async () => {
    const run = await kerf([reply("Plan: change the greeting in app.py to hello.")], ["--architect"]);
    expect(run.stderr).toContain("Edit the files? (y/N) no — stdin is not interactive");
    expect(server.requests).toHaveLength(1);
    expect(run.code).toBe(3);
  });

  it("the same turns that do what was asked still exit 0 (the control)", async () => {
    const hello = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');
    const run = await kerf([reply(hello)], ["--edit-format", "diff", "--no-auto-commits"]);
    expect(run.code).toBe(0);
    expect(repo.read("app.py")).toContain('"hello "');
  });
});
