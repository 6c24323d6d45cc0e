// The run-once flags end to end: the real CLI in-process, a scripted HTTP model and a real temp repo.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEditFormat } from "../../src/formats/registry";
import type { Edit } from "../../src/edits/edit";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptEntry } from "../../replay/script-step";
import { block } from "../helpers/coder-harness";
import { removeDir } from "../helpers/file-tree";
import { runCli } from "../helpers/run-cli";
import { makeTempDir, makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const APP = 'def greet(name):\n    return "hi " + name\n';
const GREETED = APP.replace('"hi "', '"hello "');
const EDIT = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');
const COMMIT = { kind: "reply" as const, text: "feat: greet with hello" };
const NO_GIT = "none — commits and undo are off (not a git repository, or --no-git)";

interface Body {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
}

describe("kerf run-once flags", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  let cwd: string;
  const start = async (script: ScriptEntry[], files: Record<string, string> = { "app.py": APP }) => {
    repo = makeTempRepo(files);
    cwd = repo.root;
    server = await startScriptedServer(script);
  };
  const kerf = (args: string[]) =>
    runCli(
      // No per-turn preamble: these tests read the messages exactly.
      [
        "--model",
        "gpt-4o",
        "--openai-api-base",
        server.baseUrl,
        "--map-tokens",
        "0",
        "--no-pretty",
        "--turn-preamble",
        "none",
        ...args,
      ],
      {
        cwd,
        env: { HOME: cwd, OPENAI_API_KEY: "sk-flags-test" },
      },
    );
  const body = (n: number) => server.requests[n]?.body as Body;
  const commits = () => Number(repo.git("rev-list", "--count", "HEAD").trim());
  afterEach(async () => {
    await server?.close();
    repo?.remove();
  });

  it("--no-git: applies the edit, commits nothing and says commits and undo are off", async () => {
    await start([{ kind: "reply", text: EDIT }]);
    const run = await kerf(["app.py", "-m", "say hello", "--no-git"]);
    expect(run.code).toBe(0);
    expect(repo.read("app.py")).toBe(GREETED);
    expect(commits()).toBe(1);
    expect(run.stdout).toContain(NO_GIT);
    expect(server.requests).toHaveLength(1);
  });

  it("--no-auto-commits: edits the file and leaves it uncommitted", async () => {
    await start([{ kind: "reply", text: EDIT }]);
    const run = await kerf(["app.py", "-m", "say hello", "--no-auto-commits"]);
    expect(run.code).toBe(0);
    expect(repo.read("app.py")).toBe(GREETED);
    expect(commits()).toBe(1);
    expect(repo.git("status", "--porcelain")).toBe(" M app.py\n");
    expect(run.stdout).toContain("auto-commits off");
    expect(server.requests).toHaveLength(1);
  });

  it("--no-dirty-commits: a dirty file is edited without committing its changes separately", async () => {
    await start([{ kind: "reply", text: EDIT }, COMMIT]);
    repo.write("app.py", `${APP}# my local note\n`);
    const run = await kerf(["app.py", "-m", "say hello", "--no-dirty-commits"]);
    expect(run.code).toBe(0);
    expect(repo.read("app.py")).toBe(`${GREETED}# my local note\n`);
    expect(repo.git("log", "--format=%s").trim().split("\n")).toEqual(["feat: greet with hello", "initial"]);
    expect(repo.git("show", "HEAD", "--format=")).toContain("+# my local note");
  });

  it("outside a git repository: applies the edit and says so once", async () => {
    await start([{ kind: "reply", text: EDIT }], {});
    cwd = makeTempDir("kerf-plain-");
    try {
      writeFileSync(path.join(cwd, "app.py"), APP);
      const run = await kerf(["app.py", "-m", "say hello"]);
      expect(run.code).toBe(0);
      expect(readFileSync(path.join(cwd, "app.py"), "utf8")).toBe(GREETED);
      expect((run.stdout + run.stderr).split(NO_GIT)).toHaveLength(2);
      expect(server.requests).toHaveLength(1);
    } finally {
      removeDir(cwd);
    }
  });

  it("--weak-model: the commit message is asked of that model", async () => {
    await start([{ kind: "reply", text: EDIT }, COMMIT]);
    const run = await kerf(["app.py", "-m", "say hello", "--weak-model", "my-tiny-model"]);
    expect(run.code).toBe(0);
    expect(body(0).model).toBe("gpt-4o");
    expect(body(1).model).toBe("my-tiny-model");
    expect(body(1).messages[0]?.content).toContain("commit message");
    expect(repo.git("log", "-1", "--format=%s").trim()).toBe("feat: greet with hello");
  });

  it("--architect with --editor-model, --editor-edit-format and --auto-accept-architect", async () => {
    const plan = "In greet(), return a hello greeting instead of hi.";
    const whole = getEditFormat("whole").render([
      { kind: "write", path: "app.py", content: GREETED, blockIndex: 0 },
    ]);
    await start([{ kind: "reply", text: plan }, { kind: "reply", text: whole }, COMMIT]);
    const run = await kerf([
      "app.py",
      "-m",
      "be friendlier",
      "--architect",
      "--editor-model",
      "my-editor-model",
      "--editor-edit-format",
      "whole",
      "--auto-accept-architect",
    ]);
    expect(run.code).toBe(0);
    expect(repo.read("app.py")).toBe(GREETED);
    expect(body(0).model).toBe("gpt-4o");
    expect(body(1).model).toBe("my-editor-model");
    expect(JSON.stringify(body(1).messages)).toContain("# Whole-file replies");
    expect(JSON.stringify(body(0).messages)).not.toContain("# Whole-file replies");
    // The plan is the editor's message; the format's rules travel in its system text, not again after it.
    const handed =
      body(1)
        .messages.filter((m) => m.role === "user")
        .at(-1)?.content ?? "";
    expect(handed.trim()).toBe(plan.trim());
    expect(run.stderr).not.toContain("(y/N)");
  });

  it("--read: the file's content is sent, but an edit to it is asked about and refused", async () => {
    const notes = "Greetings must be friendly.\n";
    const toNotes = block("notes.md", notes, "Greetings must be short.\n");
    await start([{ kind: "reply", text: toNotes }], { "app.py": APP, "notes.md": notes });
    const run = await kerf([
      "app.py",
      "--read",
      "notes.md",
      "-m",
      "shorten the rule",
      "--max-reflections",
      "0",
    ]);
    expect(JSON.stringify(body(0).messages)).toContain("Greetings must be friendly.");
    // A --read file is edited only after a person's yes (issue 27): a piped run says no, and says why.
    expect(run.stderr).toContain(
      "notes.md was given as read-only (--read). Let the model edit it? (y/N) no — stdin is not interactive, and only a person may answer this (not --yes-always)",
    );
    expect(repo.read("notes.md")).toBe(notes);
    expect(run.code).toBe(3);
    expect(commits()).toBe(1);
  });

  it("--message-file: the file's text is the user message", async () => {
    await start([{ kind: "reply", text: EDIT }, COMMIT]);
    writeFileSync(path.join(repo.root, "ask.txt"), "Please say hello\ninstead of hi.\n");
    const run = await kerf(["app.py", "--message-file", "ask.txt"]);
    expect(run.code).toBe(0);
    expect(
      body(0)
        .messages.filter((m) => m.role === "user")
        .at(-1),
    ).toEqual({
      role: "user",
      content: "Please say hello\ninstead of hi.\n",
    });
    expect(repo.read("app.py")).toBe(GREETED);
  });

  it("--message-file: a file over the message limit is refused unread, naming it, and nothing is sent", async () => {
    await start([{ kind: "reply", text: EDIT }, COMMIT]);
    writeFileSync(path.join(repo.root, "huge.txt"), "x".repeat(1024 * 1024 + 1));
    const run = await kerf(["app.py", "--message-file", "huge.txt"]);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain("huge.txt");
    expect(run.stderr).toContain("1048577");
    expect(server.requests).toHaveLength(0);
    expect(repo.read("app.py")).not.toBe(GREETED);
  });

  it("--no-stream: the request asks for no stream; by default it asks for one", async () => {
    await start([{ kind: "reply", text: EDIT }, COMMIT]);
    const run = await kerf(["app.py", "-m", "say hello", "--no-stream"]);
    expect(run.code).toBe(0);
    expect(body(0).stream).toBe(false);
    expect(repo.read("app.py")).toBe(GREETED);
    await server.close();
    repo.remove();
    await start([{ kind: "reply", text: EDIT }, COMMIT]);
    await kerf(["app.py", "-m", "say hello"]);
    expect(body(0).stream).toBe(true);
  });

  it("--test-cmd with --auto-test: a failing test's output is the next message", async () => {
    const test = `grep -q '"hello "' app.py || { echo "greet() must say hello"; exit 1; }\n`;
    const toHey = block("app.py", '    return "hi " + name\n', '    return "hey " + name\n');
    const heyToHello = block("app.py", '    return "hey " + name\n', '    return "hello " + name\n');
    await start([{ kind: "reply", text: toHey }, COMMIT, { kind: "reply", text: heyToHello }, COMMIT], {
      "app.py": APP,
      "test.sh": test,
    });
    const run = await kerf(["app.py", "-m", "be friendlier", "--test-cmd", "sh test.sh", "--auto-test"]);
    expect(run.code).toBe(0);
    expect(repo.read("app.py")).toBe(GREETED);
    expect(
      body(2)
        .messages.filter((m) => m.role === "user")
        .at(-1)?.content,
    ).toBe(
      "The tests failed after your edits (`sh test.sh`):\n```\ngreet() must say hello\n```\nFix the problems.",
    );
    expect(server.requests).toHaveLength(4);
  });
});

describe("every non-default edit format end to end through the CLI", () => {
  const cases: [string, Edit][] = [
    ["whole", { kind: "write", path: "app.py", content: GREETED, blockIndex: 0 }],
    ["udiff", { kind: "replace", path: "app.py", search: APP, replace: GREETED, blockIndex: 0 }],
    ["patch", { kind: "replace", path: "app.py", search: APP, replace: GREETED, blockIndex: 0 }],
  ];
  let repo: TempRepo;
  let server: ScriptedServer;
  afterEach(async () => {
    await server?.close();
    repo?.remove();
  });

  it.each(cases)("--edit-format %s", async (format, edit) => {
    repo = makeTempRepo({ "app.py": APP });
    server = await startScriptedServer([
      { kind: "reply", text: getEditFormat(format).render([edit]) },
      COMMIT,
    ]);
    const run = await runCli(
      ["app.py", "-m", "say hello", "--edit-format", format, "--model", "gpt-4o", "--map-tokens", "0"],
      { cwd: repo.root, env: { HOME: repo.root, OPENAI_API_KEY: "sk-x", OPENAI_BASE_URL: server.baseUrl } },
    );
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`edit format ${format} (command line)`);
    expect(repo.read("app.py")).toBe(GREETED);
    expect(repo.git("log", "-1", "--format=%s").trim()).toBe("feat: greet with hello");
    expect(repo.git("status", "--porcelain")).toBe("");
  });
});
