// The interactive session driven through piped stdin, in-process, against the scripted HTTP model
// server and a real git repository: files, messages, /undo, /tokens, modes, history and errors.
import { MESSAGE_OVERHEAD } from "../../../src/models/tokens";
import { block } from "../../helpers/coder-harness";
import { APP, pipedSession, type PipedSession } from "./session-harness";

const HELLO = APP.replace('"hi "', '"hello "');
const EDIT = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');

describe("the session on piped stdin", () => {
  let s: PipedSession;
  afterEach(() => s?.close());

  it("adds a file, applies and commits an edit, shows /tokens, then /undo restores the file", async () => {
    s = await pipedSession([
      { kind: "reply", text: EDIT },
      { kind: "reply", text: "feat: greet with hello" },
    ]);
    const run = await s.run(["/add app.py", "say hello", "/tokens", "/undo", "/exit"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Added app.py to the chat.");
    expect(run.stdout).toContain('+    return "hello " + name');
    expect(run.stdout).toMatch(/commit [0-9a-f]{7} feat: greet with hello/);
    expect(s.messages(0).some((m) => m.role === "user" && m.content.includes('return "hi " + name'))).toBe(
      true,
    );
    // After /undo the work tree and history are back where they started.
    expect(s.repo.read("app.py")).toBe(APP);
    expect(s.repo.git("rev-list", "--count", "HEAD").trim()).toBe("1");
    expect(run.stdout).toMatch(/Undid [0-9a-f]{7} feat: greet with hello \(app\.py\)\./);
    const table = tokenRows(run.stdout);
    expect(table.map((r) => r.label)).toEqual([
      "system messages",
      "developer instructions",
      "example conversations",
      "user instructions",
      "environment context",
      "read-only files",
      "repository map",
      // Issue 26's order: the pinned chat files before the history, their changes as diffs after it.
      "chat files",
      "chat history",
      "chat file changes",
      "current messages",
      "reminder",
      "total",
    ]);
    const parts = table.slice(0, -1);
    expect(table.at(-1)?.tokens).toBe(
      parts.reduce<number>((sum, r) => sum + r.tokens, MESSAGE_OVERHEAD.replyPriming),
    );
    // The history holds the exchange and kerf's note of the edit; the file is in the chat.
    expect(table.find((r) => r.label === "chat history")?.messages).toBe(4);
    expect(table.find((r) => r.label === "chat files")?.tokens).toBeGreaterThan(0);
    expect(table.every((r) => r.cost === null || r.cost >= 0)).toBe(true);
    expect(table.at(-1)?.cost).toBeGreaterThan(0);
  });

  it("/tokens has a row per chat file and per read-only file, and says '1 message'", async () => {
    const notes = "Greetings must be friendly, always, in every reply.\n";
    s = await pipedSession([], { "app.py": APP, "notes.md": notes });
    const run = await s.run(["/add app.py", "/read-only notes.md", "/tokens"]);
    expect(run.code).toBe(0);
    const lines = run.stdout.split("\n");
    const fileRow = (label: string) => lines.find((line) => line.endsWith(label));
    const app = fileRow("  app.py — /drop to remove");
    const readOnly = fileRow("  notes.md (read-only) — /drop to remove");
    expect(app).toBeDefined();
    expect(readOnly).toBeDefined();
    // Each file row sits under its chunk's row, and holds a share of it.
    const index = (text?: string) => lines.indexOf(text ?? "");
    expect(index(app) - 1).toBe(lines.findIndex((line) => / {2}chat files \(2 messages\)$/.test(line)));
    expect(index(readOnly) - 1).toBe(
      lines.findIndex((line) => / {2}read-only files \(2 messages\)$/.test(line)),
    );
    const tokensOf = (text?: string) => Number(/^ *([\d,]+)/.exec(text ?? "")?.[1]?.replace(/,/g, ""));
    expect(tokensOf(app)).toBeGreaterThan(10);
    expect(tokensOf(app)).toBeLessThan(tokensOf(lines[index(app) - 1]));
    expect(run.stdout).toMatch(/ {2}system messages \(1 message\)$/m);
    expect(run.stdout).not.toContain("(1 messages)");
  });

  it("refuses /undo when HEAD is not kerf's, with the reason", async () => {
    s = await pipedSession([]);
    const run = await s.run(["/undo"]);
    expect(run.code).toBe(0);
    const head = s.repo.git("rev-parse", "--short=7", "HEAD").trim();
    expect(run.stderr).toContain(
      `Cannot undo: HEAD (${head}) is not a commit kerf made; undo only reverts kerf's own.`,
    );
  });

  it("/ask MESSAGE answers in ask mode, applies nothing and returns to the current mode", async () => {
    s = await pipedSession([{ kind: "reply", text: `You could do this:\n${EDIT}` }]);
    const run = await s.run(["/add app.py", "/ask how would you greet?", "/chat-mode"]);
    expect(run.code).toBe(0);
    expect(s.repo.read("app.py")).toBe(APP);
    expect(run.stdout).toContain("Chat mode: diff. Available:");
    expect(s.lastUser(0)).toBe("how would you greet?");
  });

  it("switches modes with /chat-mode, /ask, /architect and /code and keeps the chat", async () => {
    const whole = "app.py\n```\n" + HELLO + "```\n";
    s = await pipedSession([
      { kind: "reply", text: whole },
      { kind: "reply", text: "feat: hello" },
    ]);
    const run = await s.run([
      "/add app.py",
      "/chat-mode whole",
      "say hello",
      "/ask",
      "/architect",
      "/code",
      "/chat-mode nope",
    ]);
    expect(run.stdout.match(/^Chat mode: .*$/gm)).toEqual([
      "Chat mode: whole.",
      "Chat mode: ask.",
      "Chat mode: architect.",
      "Chat mode: diff.",
    ]);
    expect(run.stderr).toMatch(/unknown edit format "nope"/);
    expect(s.repo.read("app.py")).toBe(HELLO);
  });

  it("/clear forgets history, /drop removes a file from the next request", async () => {
    s = await pipedSession([
      { kind: "reply", text: "first answer" },
      { kind: "reply", text: "second answer" },
      { kind: "reply", text: "third answer" },
    ]);
    await s.run([
      "/add app.py",
      "/ask first question",
      "/ask second question",
      "/clear",
      "/drop app.py",
      "/ask third question",
    ]);
    const said = (n: number) =>
      s
        .messages(n)
        .map((m) => m.content)
        .join("\n");
    expect(said(1)).toContain("first question");
    expect(said(1)).toContain('return "hi " + name');
    expect(said(2)).not.toContain("first question");
    expect(said(2)).not.toContain("second question");
    expect(said(2)).not.toContain('return "hi " + name');
  });

  it("/reset drops every file and the history", async () => {
    s = await pipedSession([
      { kind: "reply", text: "a" },
      { kind: "reply", text: "b" },
    ]);
    const run = await s.run(["/add app.py", "/read-only app.py", "/ask one", "/reset", "/ls", "/ask two"]);
    expect(run.stdout).toContain("Added app.py to the chat (read-only).");
    expect(run.stdout).toContain("No files in the chat. Add some with /add.");
    const said = s
      .messages(1)
      .map((m) => m.content)
      .join("\n");
    expect(said).not.toContain("one");
    expect(said).not.toContain('return "hi " + name');
  });

  it("reports an unknown or ambiguous command and goes on; a unique prefix names a command", async () => {
    s = await pipedSession([]);
    const run = await s.run(["/frobnicate", "/re", "/l", "/hel"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("Unknown command /frobnicate. /help lists the commands.");
    expect(run.stderr).toContain(
      "/re is ambiguous: /read-only, /reset, /reply, /reasoning-effort, /rewind, /redo.",
    );
    expect(run.stderr).toContain("/l is ambiguous: /ls, /lint, /load.");
    expect(run.stdout).toMatch(/^\/tokens +count the tokens/m);
  });

  it("joins continued lines and { } blocks into one message", async () => {
    s = await pipedSession([
      { kind: "reply", text: "ok" },
      { kind: "reply", text: "ok" },
    ]);
    await s.run(["/ask line one \\", "line two", "/ask", "{", "block one", "", "block two", "}"]);
    expect(s.lastUser(0)).toBe("line one \nline two");
    expect(s.lastUser(1)).toBe("block one\n\nblock two");
  });

  it("/run adds the command output to the chat with --yes-always; piped questions are answered no", async () => {
    s = await pipedSession([{ kind: "reply", text: "seen" }]);
    const declined = await s.run(["/run echo from-the-shell"]);
    expect(declined.stdout).toContain("from-the-shell\n");
    expect(declined.stderr).toContain(
      "Add the command output to the chat? (y/N) no — stdin is not interactive",
    );
    await s.run(["/run echo from-the-shell", "/ask what did it print?"], ["--yes-always"]);
    const said = s
      .messages(0)
      .map((m) => m.content)
      .join("\n");
    expect(said).toContain("$ echo from-the-shell");
    expect(said).toContain("from-the-shell\n```");
  });

  it("/test sends a failing test run to the model; /commit commits the dirty files", async () => {
    s = await pipedSession([{ kind: "reply", text: "I see the failure" }]);
    s.repo.write("app.py", HELLO);
    const run = await s.run(["/test echo broken-test && exit 1", "/commit hand edit", "/diff"]);
    expect(s.lastUser(0)).toContain("broken-test");
    expect(s.repo.git("log", "-1", "--format=%s").trim()).toBe("hand edit");
    expect(s.repo.git("status", "--porcelain").trim()).toBe("");
    expect(run.stdout).toContain("No changes.");
  });

  it("ends at the end of piped input with code 0, sending nothing for blank lines", async () => {
    s = await pipedSession([]);
    const run = await s.run(["", "   ", "/ls"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Other project files:\n  app.py");
    expect(s.server.requests).toHaveLength(0);
  });
});

interface TokenRow {
  tokens: number;
  cost: number | null;
  label: string;
  messages: number | null;
}

/** The rows of the /tokens table: tokens, cost, label (messages). */
function tokenRows(stdout: string): TokenRow[] {
  const rows: TokenRow[] = [];
  for (const line of stdout.split("\n")) {
    const m = /^ *([\d,]+) +(\$[\d.]+)? +([a-z -]+?)(?: \((\d+) messages?\))?$/.exec(line);
    if (!m) continue;
    rows.push({
      tokens: Number((m[1] as string).replace(/,/g, "")),
      cost: m[2] ? Number(m[2].slice(1)) : null,
      label: m[3] as string,
      messages: m[4] ? Number(m[4]) : null,
    });
  }
  return rows;
}
