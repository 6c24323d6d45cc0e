// A "no" ends the turn: declining a new file sends nothing more to the model (exactly one request), in
// one-shot mode and in the session, typed by a person in a real pseudo-terminal or given by piped
// stdin; a dry run shows the edits and ends without reflecting.
import { existsSync } from "node:fs";
import path from "node:path";
import { block } from "../helpers/coder-harness";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import { PtyCli, removeTsCache } from "./repl/pty-cli";

jest.setTimeout(60_000);

const APP = 'def greet(name):\n    return "hi " + name\n';
const CREATE = block("docs/notes.md", "", "# Notes\n");
// Were the turn to go on, these replies would be sent; none of them may be.
const MORE = [CREATE, CREATE, CREATE].map((text) => ({ kind: "reply" as const, text }));
const DECLINED = "You declined the changes to docs/notes.md; nothing more was sent to the model.";

describe("declining an edit", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  let cli: PtyCli | undefined;
  const chats = () => server.requests.filter((r) => r.path.endsWith("/chat/completions")).length;
  const flags = () => ["--model", "gpt-4o", "--openai-api-base", server.baseUrl, "--map-tokens", "0"];
  const env = () => ({ HOME: repo.root, OPENAI_API_KEY: "sk-decline-test" });
  beforeEach(async () => {
    repo = makeTempRepo({ "app.py": APP });
    server = await startScriptedServer([{ kind: "reply", text: CREATE }, ...MORE], { onError: () => {} });
  });
  afterAll(removeTsCache);
  afterEach(async () => {
    cli?.kill();
    cli = undefined;
    await server.close();
    repo.remove();
  });
  const pty = (args: string[]) =>
    (cli = new PtyCli([...flags(), "--no-pretty", "app.py", ...args], { cwd: repo.root, env: env() }));

  it("-m on a terminal: the person's n ends the turn after one request, says so, and exits 0", async () => {
    const term = pty(["-m", "add notes"]);
    // The first CLI of a run transpiles the sources: a loaded machine needs the room.
    const asked = await term.waitFor("Create new file docs/notes.md? (y/N) ", 0, 45_000);
    term.type("n\r");
    await term.waitFor(DECLINED, asked);
    expect(await term.exited).toBe(0);
    expect(chats()).toBe(1);
    expect(term.output).not.toContain("reflection");
    expect(existsSync(path.join(repo.root, "docs/notes.md"))).toBe(false);
  });

  it("in the session on a terminal: n ends the turn after one request; the session goes on", async () => {
    const term = pty([]);
    await term.waitFor("> ");
    term.type("add notes\r");
    // The first CLI of a run transpiles the sources: a loaded machine needs the room.
    const asked = await term.waitFor("Create new file docs/notes.md? (y/N) ", 0, 45_000);
    term.type("n\r");
    const said = await term.waitFor(DECLINED, asked);
    await term.waitFor("> ", said);
    term.type("\x04");
    expect(await term.exited).toBe(0);
    expect(chats()).toBe(1);
  });

  it("-m with piped stdin: the automatic no ends the turn after one request; exit 3 (nothing was made)", async () => {
    const run = await runCli([...flags(), "--no-pretty", "app.py", "-m", "add notes"], {
      cwd: repo.root,
      env: env(),
    });
    expect(run.stderr).toContain("Create new file docs/notes.md? (y/N) no — stdin is not interactive");
    expect(run.stdout).toContain(DECLINED);
    expect(run.code).toBe(3);
    expect(chats()).toBe(1);
  });

  it("a piped session: the automatic no sends nothing more; the next line is the next message", async () => {
    const run = await runCli([...flags(), "--no-pretty", "app.py"], {
      cwd: repo.root,
      env: env(),
      input: "add notes\n",
    });
    expect(run.stdout).toContain(DECLINED);
    expect(chats()).toBe(1);
    expect(run.code).toBe(3);
  });

  it("--dry-run without -y: shows the new file, asks nothing, writes nothing, sends one request, exits 0", async () => {
    const run = await runCli([...flags(), "--no-pretty", "app.py", "--dry-run", "-m", "add notes"], {
      cwd: repo.root,
      env: env(),
    });
    expect(run.stderr).not.toContain("(y/N)");
    expect(run.stdout).toContain("+# Notes");
    expect(run.code).toBe(0);
    expect(chats()).toBe(1);
    expect(existsSync(path.join(repo.root, "docs/notes.md"))).toBe(false);
  });
});

describe("declining a tool call on a terminal", () => {
  afterAll(removeTsCache);
  it('a call that deletes a file outside the chat: the diff, then "Delete …?"; the person\'s n keeps it', async () => {
    const repo = makeTempRepo({ "app.py": APP, "calc/cli.py": 'def main():\n    print("calc")\n' });
    const patch = "*** Begin Patch\n*** Delete File: calc/cli.py\n*** End Patch\n";
    const call = { name: "apply_patch", arguments: JSON.stringify({ input: patch }) };
    const server = await startScriptedServer([{ kind: "reply", text: "Removing it.", toolCalls: [call] }]);
    const flags = ["--model", "gpt-4o", "--openai-api-base", server.baseUrl, "--map-tokens", "0"];
    const term = new PtyCli(
      [...flags, "--no-pretty", "--edit-format", "patch-tool", "app.py", "-m", "tidy"],
      {
        cwd: repo.root,
        env: { HOME: repo.root, OPENAI_API_KEY: "sk-decline-tool" },
      },
    );
    try {
      // The first CLI of a run transpiles the sources: a loaded machine needs the room.
      const asked = await term.waitFor("Delete calc/cli.py, which is not in the chat? (y/N) ", 0, 45_000);
      const shown = term.output.indexOf('-    print("calc")');
      expect(shown).toBeGreaterThanOrEqual(0);
      expect(shown).toBeLessThan(asked);
      term.type("n\r");
      await term.waitFor("You declined the changes to calc/cli.py", asked);
      expect(await term.exited).toBe(0);
      expect(repo.read("calc/cli.py")).toBe('def main():\n    print("calc")\n');
      expect(server.requests).toHaveLength(1);
    } finally {
      term.kill();
      await server.close();
      repo.remove();
    }
  });
});
