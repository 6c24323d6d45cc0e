// More slash commands through piped stdin: models, the repo map, /git and /diff, /add edge cases.
import { block } from "../../helpers/coder-harness";
import { pipedSession, type PipedSession } from "./session-harness";

const EDIT = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');

describe("session commands", () => {
  let s: PipedSession;
  afterEach(() => s?.close());
  const modelOf = (n: number) =>
    (s.server.requests.filter((r) => r.path.endsWith("/chat/completions"))[n]?.body as { model: string })
      .model;

  it("/model switches the model of the next request and its edit format; /weak-model the commit model", async () => {
    s = await pipedSession([
      { kind: "reply", text: "from mini" },
      { kind: "reply", text: EDIT },
      { kind: "reply", text: "feat: hello" },
    ]);
    const run = await s.run([
      "/model gpt-4o-mini",
      "/ask hi",
      "/model gpt-4o",
      "/weak-model gpt-4.1-nano",
      "/add app.py",
      "say hello",
    ]);
    expect(run.stdout).toContain("model        gpt-4o-mini · edit format whole");
    expect(run.stdout).toContain("weak model   gpt-4.1-nano");
    expect([modelOf(0), modelOf(1), modelOf(2)]).toEqual(["gpt-4o-mini", "gpt-4o", "gpt-4.1-nano"]);
  });

  it("/diff shows the last message's commit; /git runs git; !CMD runs a shell command", async () => {
    s = await pipedSession([
      { kind: "reply", text: EDIT },
      { kind: "reply", text: "feat: hello" },
    ]);
    const run = await s.run(["/add app.py", "say hello", "/diff", "/git log --format=%s", "!echo bang"]);
    const afterDiff = run.stdout.slice(run.stdout.indexOf("commit "));
    expect(afterDiff).toContain('-    return "hi " + name\n+    return "hello " + name');
    expect(run.stdout).toContain("feat: hello\ninitial\n");
    expect(run.stdout).toContain("bang\n");
  });

  it("/add refuses paths outside the project and creates a missing file only when allowed", async () => {
    s = await pipedSession([]);
    const no = await s.run(["/add ../elsewhere.py", "/add new.py"]);
    expect(no.stderr).toContain("../elsewhere.py is outside the project");
    expect(no.stderr).toContain("No file matches new.py. Create it? (y/N) no");
    const yes = await s.run(["/add new/mod.py", "/ls"], ["--yes-always"]);
    expect(yes.stdout).toContain("Added new/mod.py to the chat.");
    expect(yes.stdout).toContain("Files in the chat:\n  new/mod.py\nOther project files:\n  app.py");
    expect(s.repo.read("new/mod.py")).toBe("");
  });

  it("/map prints the repo map and /map-refresh rebuilds it; both say so when the map is off", async () => {
    s = await pipedSession([]);
    const on = await s.run(["/map", "/map-refresh"], ["--map-tokens", "1024"]);
    expect(on.stdout).toContain("app.py:");
    expect(on.stdout).toContain("def greet(name):");
    expect(on.stdout).toMatch(/The repo map was rebuilt: \d+ tokens, 1 files\./);
    const off = await s.run(["/map", "/map-refresh"]);
    expect(off.stderr).toBe("The repo map is off (--map-tokens 0).\n".repeat(2));
  });

  it("/lint runs --lint-cmd on the chat files; a failure goes to the model; passing checks say so", async () => {
    s = await pipedSession([{ kind: "reply", text: "I will fix the lint" }]);
    const passing = await s.run(
      ["/add app.py", "/lint", "/test true", "/test"],
      ["--lint-cmd", "echo linted"],
    );
    expect(passing.stdout).toContain("linted app.py\nLint passed.\n");
    expect(passing.stdout).toContain("Tests passed.");
    expect(passing.stderr).toContain("No test command: give one or set --test-cmd.");
    expect(s.server.requests).toHaveLength(0);
    await s.run(["/add app.py", "/lint"], ["--lint-cmd", "echo lint-error-here; false"]);
    expect(s.lastUser(0)).toContain("The linter failed");
    expect(s.lastUser(0)).toContain("lint-error-here");
  });

  it("/settings lists values by their flag and config-file names, with sources, never the API key", async () => {
    s = await pipedSession([]);
    const run = await s.run(["/settings"], ["--openai-api-key", "sk-very-secret", "--no-auto-commits"]);
    expect(run.stdout).toMatch(/^map-tokens +0 +\(command line\)$/m);
    expect(run.stdout).toMatch(/^auto-commits +false +\(command line\)$/m);
    expect(run.stdout).not.toMatch(/mapTokens|autoCommits|^openai-api-key/m);
    expect(run.stdout).not.toContain("sk-very-secret");
  });
});

describe("a piped session's exit code", () => {
  let s: PipedSession;
  afterEach(() => s?.close());
  const bad = block("app.py", "nothing like this\n", "x\n");

  it("is 3 when a message left edits failing, 1 after an error, 2 for --json", async () => {
    s = await pipedSession([
      { kind: "reply", text: bad },
      { kind: "reply", text: "fine" },
      { kind: "error", status: 400, message: "bad request" },
    ]);
    const failing = await s.run(["/add app.py", "change it", "/ask all good?"], ["--max-reflections", "0"]);
    expect(failing.code).toBe(3);
    expect(failing.stdout).toContain("was not applied: the text to replace is not in the file");
    const erring = await s.run(["/ask hi"]);
    expect(erring.code).toBe(1);
    expect(erring.stderr).toContain("error: ");
    const json = await s.run(["/ls"], ["--json"]);
    expect(json.code).toBe(2);
    expect(json.stderr).toContain("--json needs a message");
  });
});
