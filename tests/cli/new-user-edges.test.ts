// Issue 33's small things a new user tripped over, through the real CLI in-process, a scripted
// loopback model server and a real git repository: the start block names the chat files and a
// repository without commits, the architect's question defaults to yes, a --read file stays out of
// the repo map, the commit-message request carries no turn preamble.
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

interface Body {
  model: string;
  messages: { role: string; content: string }[];
}

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
  const body = (n: number) => server.requests[n]?.body as Body;
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

  it("a --read file is left out of the repo map, like a chat file", async () => {
    await start([{ kind: "reply", text: "Hello." }], { "app.py": APP, "lib.py": LIB, "notes.py": NOTES });
    const run = await kerf([
      "--map-tokens",
      "1024",
      "--edit-format",
      "ask",
      "app.py",
      "--read",
      "notes.py",
      "-m",
      "q",
    ]);
    expect(run.code).toBe(0);
    const contents = body(0).messages.map((m) => m.content);
    const map = contents.find((text) => text.includes("helper_value"));
    expect(map).toBeDefined();
    expect(map).toContain("lib.py");
    expect(map).not.toContain("notes.py");
    // The read-only file itself is still sent, whole.
    expect(contents.some((text) => text.includes("see the rules"))).toBe(true);
  });

  it("the commit-message request carries the user's words, never the turn preamble", async () => {
    await start([{ kind: "reply", text: EDIT }, COMMIT]);
    const run = await kerf(["--map-tokens", "0", "app.py", "-m", "be friendlier"]);
    expect(run.code).toBe(0);
    const lastUser = (n: number) =>
      body(n)
        .messages.filter((m) => m.role === "user")
        .at(-1)?.content ?? "";
    expect(lastUser(0)).toMatch(/^\[Context: /);
    expect(body(1).model).toBe("gpt-4o-mini");
    expect(lastUser(1)).toContain("be friendlier");
    expect(JSON.stringify(body(1).messages)).not.toContain("[Context:");
  });
});
