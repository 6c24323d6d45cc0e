// --watch-files end to end: the real CLI session (stdin kept open, as a person would leave it), a real
// chokidar watcher on a real git repository, and a scripted HTTP model that sees the request. An AI!
// comment runs an edit request that removes it; an AI? comment is answered in ask mode.
import { renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptEntry } from "../../replay/script-step";
import { main } from "../../src/cli/main";
import { block } from "../helpers/coder-harness";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

// Each test runs the whole CLI against a real repository; a loaded 2-core machine needs the room.
jest.setTimeout(60_000);

const APP = "def total(items):\n    return sum(items)\n";
const COMMENTED = "def total(items):\n    # skip None values AI!\n    return sum(items)\n";
const FIXED = "def total(items):\n    return sum(i for i in items if i is not None)\n";

interface Body {
  messages: { role: string; content: string }[];
}

describe("kerf --watch-files", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  afterEach(async () => {
    await server?.close();
    repo?.remove();
  });

  /** Starts a session that watches; returns its output so far and a way to end it. */
  const session = async (script: ScriptEntry[], extra: string[] = []) => {
    repo = makeTempRepo({ "app.py": APP, "notes.txt": "plain\n" });
    server = await startScriptedServer(script);
    const stdin = Object.assign(new PassThrough(), { isTTY: false });
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    const out = { text: "" };
    stdout.on("data", (chunk: Buffer) => (out.text += chunk.toString()));
    stderr.on("data", (chunk: Buffer) => (out.text += chunk.toString()));
    const argv = ["--watch-files", "--openai-api-base", server.baseUrl, "--map-tokens", "0"];
    const done = main({
      argv: [...argv, "--no-pretty", "--model", "gpt-4o", ...extra],
      env: { HOME: repo.root, OPENAI_API_KEY: "sk-watch" },
      cwd: repo.root,
      stdin,
      stdout,
      stderr,
    });
    await until(
      () => out.text.includes("Watching the project"),
      () => out.text,
    );
    return {
      out,
      end: async () => {
        stdin.end();
        return done;
      },
    };
  };

  it("an AI! comment (saved atomically) runs an edit request with the comment and the file; the edit removes it", async () => {
    const s = await session([
      { kind: "reply", text: block("app.py", COMMENTED.slice(18), FIXED.slice(18)) },
      { kind: "reply", text: "fix: skip None values in total" },
    ]);
    const temp = path.join(repo.root, "app.py.kerf-test-tmp");
    writeFileSync(temp, COMMENTED);
    renameSync(temp, path.join(repo.root, "app.py"));
    await until(
      () => repo.git("log", "-1", "--format=%s").includes("skip None"),
      () => s.out.text,
    );
    expect(await s.end()).toBe(0);
    const request = server.requests[0]?.body as Body;
    const user = request.messages.filter((m) => m.role === "user").map((m) => m.content);
    // The file joined the chat (its content is sent), and the last message carries the marked comment.
    expect(user.some((m) => m.includes(COMMENTED))).toBe(true);
    expect(user.at(-1)).toContain("█    # skip None values AI!");
    expect(user.at(-1)).toContain("remove every one of them");
    expect(repo.read("app.py")).toBe(FIXED);
    expect(s.out.text).toContain("Added app.py to the chat.");
    expect(s.out.text).toContain("Running the AI! comments in app.py.");
    // kerf's own write (comment gone) did not start a second request.
    expect(server.requests).toHaveLength(2);
  });

  it("in architect mode an AI! comment is run as /code: edited in the model's edit format, no plan first", async () => {
    // architect only talks (its format's editsFiles is false), like ask and context: the watcher reads
    // that from the format object instead of a list of names that once forgot architect.
    const s = await session(
      [
        { kind: "reply", text: block("app.py", COMMENTED.slice(18), FIXED.slice(18)) },
        { kind: "reply", text: "fix: skip None values in total" },
      ],
      ["--architect"],
    );
    repo.write("app.py", COMMENTED);
    await until(
      () => repo.git("log", "-1", "--format=%s").includes("skip None"),
      () => s.out.text,
    );
    expect(await s.end()).toBe(0);
    const request = server.requests[0]?.body as Body;
    expect(request.messages[0]?.content).not.toContain("# Mode: architect");
    expect(request.messages[0]?.content).toContain("SEARCH/REPLACE");
    expect(repo.read("app.py")).toBe(FIXED);
    expect(server.requests).toHaveLength(2);
  });

  it("an AI? comment is answered in ask mode and nothing is edited", async () => {
    const s = await session([{ kind: "reply", text: "sum() is implemented in C, so it is faster." }]);
    const asked = `${APP}# why sum() and not a loop? AI?\n`;
    repo.write("app.py", asked);
    await until(
      () => s.out.text.includes("implemented in C"),
      () => s.out.text,
    );
    expect(await s.end()).toBe(0);
    const request = server.requests[0]?.body as Body;
    expect(request.messages[0]?.content).toContain("Mode: ask");
    const user = request.messages.filter((m) => m.role === "user").map((m) => m.content);
    expect(user.at(-1)).toContain("█# why sum() and not a loop? AI?");
    expect(repo.read("app.py")).toBe(asked);
    expect(server.requests).toHaveLength(1);
  });

  it("a plain AI comment saved first joins the chat, and its line goes with the next AI! request", async () => {
    const s = await session([{ kind: "reply", text: "Nothing to change yet." }]);
    repo.write("notes.txt", "plain\n# ai: totals must skip None\n");
    await until(
      () => s.out.text.includes("End a comment with AI!"),
      () => s.out.text,
    );
    repo.write("app.py", `${APP}# do what notes.txt says AI!\n`);
    await until(
      () => server.requests.length === 1 && s.out.text.includes("Nothing to change"),
      () => s.out.text,
    );
    expect(await s.end()).toBe(0);
    const request = server.requests[0]?.body as Body;
    const last = request.messages.filter((m) => m.role === "user").at(-1)?.content ?? "";
    expect(last).toContain("In app.py:");
    expect(last).toContain("█# do what notes.txt says AI!");
    expect(last).toContain("In notes.txt:\n│plain\n█# ai: totals must skip None");
    expect(s.out.text).toContain("Added notes.txt to the chat.");
  });

  it("a git-ignored file with an AI! comment runs nothing", async () => {
    const s = await session([{ kind: "reply", text: "unexpected" }]);
    repo.write(".gitignore", "scratch/\n");
    repo.write("scratch/try.py", "x = 1  # AI!\n");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await s.end()).toBe(0);
    expect(server.requests).toHaveLength(0);
  });
});

async function until(check: () => boolean, show: () => string, ms = 15000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out; output so far:\n${show()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
