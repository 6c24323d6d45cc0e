// The chat-history file through the real CLI on a real repository: the Markdown log in Aider's layout,
// kept out of git; --restore-chat-history continues from it; --max-chat-history-tokens summarises it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseChatHistory } from "../../src/cli/chat-history-file";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import { block } from "../helpers/coder-harness";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const APP = 'def greet(name):\n    return "hi " + name\n';
const EDIT = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');

interface Body {
  messages: { role: string; content: string | { text: string }[] }[];
}
const text = (content: Body["messages"][number]["content"]) =>
  typeof content === "string" ? content : content.map((part) => part.text).join("");

describe("the chat history file", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  afterEach(async () => {
    await server?.close();
    repo.remove();
  });
  const kerf = (args: string[]) =>
    runCli(
      ["--no-pretty", "--model", "gpt-4o", "--openai-api-base", server.baseUrl, "--map-tokens", "0", ...args],
      {
        cwd: repo.root,
        env: { HOME: repo.root, OPENAI_API_KEY: "sk-t" },
      },
    );

  it("logs the session as Aider-style Markdown in .kerf.chat.history.md, kept out of git", async () => {
    repo = makeTempRepo({ "app.py": APP });
    server = await startScriptedServer([
      { kind: "reply", text: `Changing the greeting.\n\n${EDIT}` },
      { kind: "reply", text: "feat: say hello" },
    ]);
    const run = await kerf(["app.py", "-m", "say hello\ninstead of hi"]);
    expect(run.code).toBe(0);
    const log = readFileSync(path.join(repo.root, ".kerf.chat.history.md"), "utf8");
    expect(log).toMatch(
      /^\n# kerf chat started at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\n\n#### say hello {2}\n#### instead of hi\n\nChanging the greeting\.\n/,
    );
    expect(log).toContain(EDIT.trimEnd());
    expect(log).toMatch(/^> Commit [0-9a-f]{7} feat: say hello$/m);
    expect(repo.git("status", "--porcelain")).toBe("");
  });

  it("--restore-chat-history sends the earlier turns; --chat-history-file names another file", async () => {
    repo = makeTempRepo({ "app.py": APP });
    repo.write(
      "notes/old.md",
      "\n# aider chat started at 2025-01-01 10:00:00\n\n#### what does greet do?\n\nIt says hi.\n\n> Tokens: 1 sent\n\n#### /add app.py\n\n",
    );
    server = await startScriptedServer([{ kind: "reply", text: "Still hi." }]);
    const history = path.join(repo.root, "notes", "old.md");
    const run = await kerf([
      "--chat-history-file",
      history,
      "--restore-chat-history",
      "--edit-format",
      "ask",
      "-m",
      "and now?",
    ]);
    expect(run.code).toBe(0);
    const messages = (server.requests[0]?.body as Body).messages.map((m) => [m.role, text(m.content)]);
    const at = messages.findIndex(([, content]) => content === "what does greet do?");
    expect(at).toBeGreaterThan(-1);
    expect(messages[at + 1]).toEqual(["assistant", "It says hi."]);
    const current = messages.findIndex(([, content]) => content?.includes("and now?"));
    expect(current).toBeGreaterThan(at + 1);
    expect(readFileSync(history, "utf8")).toContain("#### and now?\n\nStill hi.\n");
  });

  it("--max-chat-history-tokens summarises restored history above it before the first request", async () => {
    repo = makeTempRepo({ "app.py": APP });
    const long = Array.from(
      { length: 30 },
      (_, i) => `#### question ${i} about the greeting code\n\nanswer ${i}: it returns a string.\n\n`,
    ).join("");
    repo.write(".kerf.chat.history.md", `# kerf chat started at 2025-01-01 10:00:00\n\n${long}`);
    server = await startScriptedServer([
      { kind: "reply", text: "The user asked many questions about greet." },
      { kind: "reply", text: "ok" },
    ]);
    const run = await kerf([
      "--restore-chat-history",
      "--max-chat-history-tokens",
      "200",
      "--edit-format",
      "ask",
      "-m",
      "next",
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/History summarised: \d+ → \d+ tokens\./);
    expect(server.requests).toHaveLength(2);
    const main = JSON.stringify((server.requests[1]?.body as Body).messages);
    expect(main).toContain("The user asked many questions about greet.");
    expect(main).not.toContain("question 0 about");
  });
});

describe("parseChatHistory", () => {
  it("reads user lines, replies, and drops notes, headings and commands", () => {
    expect(
      parseChatHistory(
        "# kerf chat started at x\n\n#### a  \n#### b\n\nreply one\n\n> note\n\nmore reply\n\n#### /ls\n\n#### c\n\nr2\n",
      ),
    ).toEqual([
      { role: "user", content: "a\nb" },
      { role: "assistant", content: "reply one\n\nmore reply" },
      { role: "user", content: "c" },
      { role: "assistant", content: "r2" },
    ]);
  });
});
