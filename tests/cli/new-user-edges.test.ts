// Issue 33's small things a new user tripped over, through the real CLI in-process, a scripted
// loopback model server and a real git repository: the start block names the chat files and a
// repository without commits, the architect's question defaults to yes.
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptEntry } from "../../replay/script-step";
import { block } from "../helpers/coder-harness";
import { APP, HELLO } from "../helpers/greet-fixtures";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const EDIT = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');
const COMMIT = { kind: "reply" as const, text: "feat: greet with hello" };
const LIB = "def helper_value():\n    return 42\n";
const NOTES = "def noted_function():\n    return 'see the rules'\n";

describe("small things a new user tripped over", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  const start = async (script: ScriptEntry[], files: Record<string, string> = { "app.py": APP }) => {
    repo = makeTempRepo(files);
    server = await startScriptedServer(script);
  };
  afterEach(async () => {
    await server?.close();
    repo?.remove();
  });
  const kerf = (
    args: string[],
    options: { env?: Record<string, string>; input?: string; stdinTty?: boolean } = {},
  ) =>
    runCli(["--no-pretty", "--model", "gpt-4o", "--openai-api-base", server.baseUrl, ...args], {
      cwd: repo.root,
      env: { HOME: repo.root, OPENAI_API_KEY: "sk-new-user", ...options.env },
      ...(options.input !== undefined ? { input: options.input } : {}),
      ...(options.stdinTty !== undefined ? { stdinTty: options.stdinTty } : {}),
    });
  const line = (stdout: string, label: string) => stdout.split("\n").find((l) => l.startsWith(`${label} `));

  it("the start block lists the chat files and the read-only ones", async () => {
    await start([], { "app.py": APP, "lib.py": LIB, "notes.py": NOTES });
    const run = await kerf(["--map-tokens", "0", "lib.py", "app.py", "--read", "notes.py"], { input: "" });
    expect(run.code).toBe(0);
    expect(line(run.stdout, "chat files")).toBe("chat files   app.py lib.py");
    expect(line(run.stdout, "read-only")).toBe("read-only    notes.py");
    const none = await kerf(["--map-tokens", "0"], { input: "" });
    expect(line(none.stdout, "chat files")).toBe("chat files   none");
    expect(line(none.stdout, "read-only")).toBeUndefined();
  });

  it("a repository with no commits is said to have none, not to be clean", async () => {
    await start([], {});
    repo.write("app.py", APP);
    const run = await kerf(["--map-tokens", "0"], { input: "" });
    expect(run.code).toBe(0);
    expect(line(run.stdout, "git")).toBe(`git          ${repo.root} · no commits yet`);
  });

  it("the architect's 'Edit the files?' takes Enter as yes (Y/n), as Aider's does", async () => {
    const plan = "In greet(), return a hello greeting instead of hi.";
    await start([{ kind: "reply", text: plan }, { kind: "reply", text: EDIT }, COMMIT]);
    const run = await kerf(["--map-tokens", "0", "app.py", "--architect", "-m", "be friendlier"], {
      stdinTty: true,
      input: "\n",
    });
    expect(run.stderr).toContain("Edit the files? (Y/n) ");
    expect(run.code).toBe(0);
    expect(repo.read("app.py")).toBe(HELLO);
  });

  it("the architect's question still answers no when stdin is not a terminal", async () => {
    await start([{ kind: "reply", text: "A plan." }]);
    const run = await kerf(["--map-tokens", "0", "app.py", "--architect", "-m", "be friendlier"]);
    expect(run.stderr).toContain("Edit the files? (y/N) no — stdin is not interactive");
    expect(repo.read("app.py")).toBe(APP);
    expect(server.requests).toHaveLength(1);
  });
});
