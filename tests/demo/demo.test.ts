// `npm run demo` end to end: the compiled kerf CLI as a child process against the replay server, on a
// temporary copy of demo/project; the result must be demo/expected, reached through one reflection.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { runDemo, type DemoResult } from "../../demo/runner/demo-runner";
import { ensureBuilt } from "./ensure-built";

const ROOT = path.resolve(__dirname, "..", "..");
const DEMO = path.join(ROOT, "demo");

interface ChatBody {
  model: string;
  stream?: boolean;
  messages: { role: string; content: unknown }[];
}

function files(dir: string, base = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = base ? `${base}/${entry.name}` : entry.name;
    if (entry.isDirectory()) Object.assign(out, files(path.join(dir, entry.name), rel));
    else out[rel] = readFileSync(path.join(dir, entry.name), "utf8");
  }
  return out;
}

describe("npm run demo", () => {
  let result: DemoResult;
  let stdout = "";
  let stderr = "";
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: result.projectDir ?? "", encoding: "utf8" });

  beforeAll(async () => {
    ensureBuilt(ROOT);
    result = await runDemo({
      cliCommand: [process.execPath, path.join(ROOT, "dist", "cli", "bin.js")],
      // Both would break the replay if they reached the CLI: the demo must drop them.
      env: { ...process.env, KERF_EDIT_FORMAT: "whole", OPENAI_API_BASE: "http://127.0.0.1:9/v1" },
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
      keep: true,
      paced: false,
    });
  }, 90_000);

  afterAll(() => {
    if (result?.projectDir) rmSync(path.dirname(result.projectDir), { recursive: true, force: true });
  });

  it("exits 0 with every recorded reply asked for, as recorded", () => {
    expect({ code: result.code, problems: result.replayProblems }).toEqual({ code: 0, problems: [] });
    expect(stderr).not.toMatch(/^demo:/m);
  });

  it("leaves the project exactly as demo/expected, with nothing else changed", () => {
    const wanted = { ...files(path.join(DEMO, "project")), ...files(path.join(DEMO, "expected")) };
    const tracked = git("ls-files").trim().split("\n");
    const actual = Object.fromEntries(
      tracked.map((file) => [file, readFileSync(path.join(result.projectDir ?? "", file), "utf8")]),
    );
    expect(actual).toEqual(wanted);
    expect(git("status", "--porcelain")).toBe("");
  });

  it("asks the model, the weak model, the model again with the reflection, and the weak model", () => {
    const chats = result.requests
      .filter((request) => request.path.endsWith("/chat/completions"))
      .map((request) => request.body as ChatBody);
    expect(chats.map((body) => [body.model, body.stream === true])).toEqual([
      ["gpt-4o", true],
      ["gpt-4o-mini", false],
      ["gpt-4o", true],
      ["gpt-4o-mini", false],
    ]);
    const lastUser = (body: ChatBody | undefined) =>
      String(body?.messages.filter((m) => m.role === "user").at(-1)?.content);
    expect(lastUser(chats[2])).toMatch(/^1 SEARCH\/REPLACE block failed to apply\.\n/);
    expect(lastUser(chats[2])).toContain("(near line 37, ");
    expect(lastUser(chats[2])).toContain("\ndef test_complete_marks_the_task_done():\n");
    expect(String(chats[1]?.messages[0]?.content)).toContain("commit message");
    expect(String(chats[3]?.messages[0]?.content)).toContain("commit message");
  });

  it("creates two commits, one per reply that applied edits", () => {
    const log = git("log", "--format=%s", "--name-only");
    expect(log.trim().split(/\n+/)).toEqual([
      "test: cover task numbering and bounds of complete()",
      "tests/test_tasks.py",
      "fix: count task numbers from 1 in complete()",
      "todo/tasks.py",
      "todo 0.3.1",
      ...Object.keys(files(path.join(DEMO, "project"))).sort(),
    ]);
  });

  it("says the model is a replay, then shows the repo map, the CLI's run and the commits", () => {
    const positions = [
      "the model is a REPLAY of a recorded conversation",
      "--- 1. The repo map",
      "│def load(path: Path) -> list[Task]:",
      "--- 2. One message to the model",
      "+    task = tasks[number - 1]",
      "--- 3. The commits kerf made",
      " tests/test_tasks.py | 12 +++++++++---",
      " todo/tasks.py | 4 +++-",
      "Demo finished: kerf exited 0.",
    ].map((line) => stdout.indexOf(line));
    expect(positions).not.toContain(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
