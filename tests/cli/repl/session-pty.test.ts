// The session in a real pseudo-terminal: Ctrl-C stops a streamed reply and nothing from it is applied,
// Ctrl-C twice or Ctrl-D exits with 0, history is saved and recalled, Tab completes commands, the chat's
// files are shown above each prompt and the architect's question takes Enter as yes.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { block } from "../../helpers/coder-harness";
import { makeTempRepo, type TempRepo } from "../../helpers/temp-repo";
import { startScriptedServer, type ScriptedServer } from "../../../replay/scripted-server";
import type { ScriptEntry } from "../../../replay/script-step";
import { PtyCli, removeTsCache } from "./pty-cli";
import { APP } from "./session-harness";

jest.setTimeout(40_000);

describe("the session in a pseudo-terminal", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  let cli: PtyCli | undefined;
  const start = async (script: ScriptEntry[], args: string[] = [], prepare = (_root: string) => {}) => {
    repo = makeTempRepo({ "app.py": APP });
    prepare(repo.root);
    server = await startScriptedServer(script, { onError: () => undefined });
    cli = new PtyCli(
      ["--model", "gpt-4o", "--openai-api-base", server.baseUrl, "--map-tokens", "0", "--no-pretty", ...args],
      { cwd: repo.root, env: { HOME: repo.root, OPENAI_API_KEY: "sk-pty-test" } },
    );
    return cli;
  };
  afterAll(removeTsCache);
  afterEach(async () => {
    cli?.kill();
    await server?.close();
    repo?.remove();
  });

  it("Ctrl-C during a streamed reply applies nothing; the next message works; Ctrl-D exits 0", async () => {
    const slow = `Let me think about this for a while before I answer.\n${block("app.py", '    return "hi " + name\n', '    return "bye " + name\n')}`;
    const term = await start(
      [
        { kind: "reply", text: slow, chunkChars: 2, chunkDelayMs: 40 },
        { kind: "reply", text: "Still here." },
      ],
      ["app.py"],
    );
    await term.waitFor("> ");
    term.type("make it say bye\r");
    const streaming = await term.waitFor("Let me think");
    term.type("\x03");
    const stopped = await term.waitFor("nothing from it was applied", streaming);
    expect(term.output.slice(streaming, stopped)).not.toContain("REPLACE");
    await term.waitFor("> ", stopped);
    term.type("/ask are you there?\r");
    const answered = await term.waitFor("Still here.", stopped);
    await term.waitFor("> ", answered);
    term.type("\x04");
    expect(await term.exited).toBe(0);
    expect(repo.read("app.py")).toBe(APP);
    expect(repo.git("rev-list", "--count", "HEAD").trim()).toBe("1");
    expect(server.requests).toHaveLength(2);
  });

  it("shows the chat's files above each prompt, and Enter at the architect's question goes ahead", async () => {
    const edit = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');
    const term = await start(
      [
        { kind: "reply", text: "Plan: return a hello greeting." },
        { kind: "reply", text: edit },
        { kind: "reply", text: "feat: greet with hello" },
      ],
      ["app.py", "--read", "notes.md"],
      (root) => writeFileSync(path.join(root, "notes.md"), "Be friendly.\n"),
    );
    // The files' line, then the prompt (readline clears the line before drawing it).
    const filesThenPrompt = (files: string) =>
      new RegExp(`(^|\\n)${files.replace(/\./g, "\\.")}\\r?\\n(\\x1b\\[[0-9;]*[A-Za-z])*> `);
    const first = await term.waitFor(filesThenPrompt("app.py · read-only: notes.md"), 0, 30_000);
    term.type("/architect be friendlier\r");
    const asked = await term.waitFor("Edit the files? (Y/n) ", first);
    term.type("\r");
    const committed = await term.waitFor(/commit [0-9a-f]{7} feat: greet with hello/, asked);
    await term.waitFor(filesThenPrompt("app.py · read-only: notes.md"), committed);
    expect(repo.read("app.py")).toBe(APP.replace('"hi "', '"hello "'));
    term.type("/drop app.py\r");
    await term.waitFor(filesThenPrompt("read-only: notes.md"), committed);
    term.type("\x04");
    expect(await term.exited).toBe(0);
  });

  it("recalls saved history with Up, Ctrl-C clears a typed line, Tab completes, questions are answered, Ctrl-C stops /run, input is saved; Ctrl-C twice exits 0", async () => {
    const history = (root: string) => path.join(root, ".kerf", "input.history");
    const again = await start([], [], (root) => {
      mkdirSync(path.dirname(history(root)), { recursive: true });
      writeFileSync(history(root), "/settings\n");
    });
    await again.waitFor("> ");
    again.type("\x1b[A\r");
    const shown = await again.waitFor(/map-tokens +0/);
    // Ctrl-C clears a half-typed line: what follows is a fresh command, not "garbage/tok…".
    again.type("garbage\x03/tok\t");
    await again.waitFor("/tokens", shown);
    again.type("\r");
    const table = await again.waitFor("Tokens the next request to gpt-4o", shown);
    await again.waitFor("> ", table);
    again.type("/run echo pty-run\r");
    const asked = await again.waitFor("Add the command output to the chat? (y/N) ", table);
    again.type("y\r");
    const added = await again.waitFor("Added the output to the chat.", asked);
    await again.waitFor("> ", added);
    again.type("/run sleep 30; echo not-reached\r");
    const sleeping = await again.waitFor("/run sleep 30; echo not-reached", added);
    again.type("\x03");
    // Within the wait, so the whole process group stopped: a surviving `sleep` would hold the pipes open.
    const interrupted = await again.waitFor("Interrupted.", sleeping, 5_000);
    expect(again.output.slice(sleeping)).not.toMatch(/^not-reached/m);
    await again.waitFor("> ", interrupted);
    again.type("\x03");
    await again.waitFor("Ctrl-C again or Ctrl-D to exit", interrupted);
    again.type("\x03");
    expect(await again.exited).toBe(0);
    expect(readFileSync(history(repo.root), "utf8")).toBe(
      "/settings\n/settings\n/tokens\n/run echo pty-run\n/run sleep 30; echo not-reached\n",
    );
    expect(server.requests).toHaveLength(0);
  });
});
