// Issue 33's small things a new user tripped over, through the real CLI in-process, a scripted
// loopback model server and a real git repository: the start block names the chat files and a
// repository without commits, the architect's question defaults to yes, a --read file stays out of
// the repo map, the commit-message request carries no turn preamble, a reply
// cut off mid-line is ended before the notice, a broken reply's tokens are estimated, and a failed
// tool call is said once, named as a tool call, and kept in the chat log.
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

  it("a reply cut off mid-line has its line ended before the notice", async () => {
    await start([{ kind: "reply", text: "Partial reply text", finishReason: "length" }]);
    const run = await kerf(["--map-tokens", "0", "--edit-format", "ask", "-m", "q"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("Partial reply");
    expect(run.stdout.endsWith("\n")).toBe(true);
    expect(run.stderr).toMatch(/^kerf: Output limit reached/m);
  });

  it("a reply that broke off reports estimated tokens, never 'Tokens: 0 sent'", async () => {
    await start([{ kind: "cut", text: "Here is a long reply that breaks", afterChars: 12 }]);
    const run = await kerf(["--map-tokens", "0", "--edit-format", "ask", "-m", "q"]);
    expect(run.code).toBe(1);
    expect(run.stdout).not.toContain("Tokens: 0 sent");
    const tokens = /Tokens: ~(\d[\d.]*k?) sent, ~(\d+) received \(estimated: the reply broke off\)\./.exec(
      run.stdout,
    );
    expect(tokens).not.toBeNull();
    expect(Number(tokens?.[2])).toBeGreaterThan(0);
  });
});

describe("tool calls in the output and the chat log", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  afterEach(async () => {
    await server?.close();
    repo?.remove();
  });
  const call = (oldString: string) => ({
    kind: "reply" as const,
    text: "Editing.",
    toolCalls: [
      {
        id: "call_1",
        name: "edit",
        arguments: JSON.stringify({ path: "app.py", old_string: oldString, new_string: '"hello "' }),
      },
    ],
  });
  const run = async (script: ScriptEntry[]) => {
    repo = makeTempRepo({ "app.py": APP });
    server = await startScriptedServer(script);
    return runCli(
      [
        "--no-pretty",
        "--model",
        "gpt-4o",
        "--openai-api-base",
        server.baseUrl,
        "--edit-format",
        "edit-tool",
        "--map-tokens",
        "0",
        "--max-reflections",
        "1",
        "app.py",
        "-m",
        "be friendlier",
      ],
      { cwd: repo.root, env: { HOME: repo.root, OPENAI_API_KEY: "sk-tools" } },
    );
  };

  it("a failed tool call is said once, as a tool call that names its tool, not a 'Block'", async () => {
    const result = await run([call('"nope "'), { kind: "reply", text: "I cannot." }]);
    expect(result.stdout).toContain(
      "Tool call 1 (edit, app.py) was not applied: the text to replace is not in the file.",
    );
    expect(result.stdout).not.toMatch(/Block \d/);
    // The tool's result line would repeat the same failure in the model's words.
    expect(result.stdout).not.toContain("→ edit:");
    expect(result.stdout.match(/was not applied|does not match/g)).toHaveLength(1);
  });

  it("a tool call's edit is in .kerf.chat.history.md, as a text reply's block is", async () => {
    const result = await run([call('"hi "'), COMMIT, { kind: "reply", text: "Done." }]);
    expect(result.code).toBe(0);
    expect(repo.read("app.py")).toBe(HELLO);
    const log = repo.read(".kerf.chat.history.md");
    expect(log).toContain("#### be friendlier");
    expect(log).toContain("Tool call `edit`:");
    expect(log).toContain('"old_string": "\\"hi \\""');
    expect(log).toContain('"new_string": "\\"hello \\""');
    expect(log).toContain("> edit: Done.");
  });
});
