// More session commands through piped stdin: /editor-model (shown, then used by an architect turn)
// and /help (every command with its usage and help line).
import { COMMANDS } from "../../../src/cli/repl/command-table";
import { block } from "../../helpers/coder-harness";
import { APP, pipedSession, type PipedSession } from "./session-harness";

const EDIT = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');

describe("session commands, continued", () => {
  let s: PipedSession;
  afterEach(() => s?.close());
  const chatModels = () =>
    s.server.requests
      .filter((r) => r.path.endsWith("/chat/completions"))
      .map((r) => (r.body as { model: string }).model);

  it("/editor-model NAME shows the three models and the next architect turn's editor request uses it", async () => {
    s = await pipedSession([
      { kind: "reply", text: "Plan: make greet say hello instead of hi." },
      { kind: "reply", text: EDIT },
      { kind: "reply", text: "feat: greet with hello" },
    ]);
    const run = await s.run(
      ["/editor-model gpt-4.1-mini", "/add app.py", "/architect make greet say hello"],
      ["--auto-accept-architect"],
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      "model        gpt-4o · edit format diff\nweak model   gpt-4o-mini\neditor model gpt-4.1-mini\n",
    );
    expect(chatModels()).toEqual(["gpt-4o", "gpt-4.1-mini", "gpt-4o-mini"]);
    expect(s.repo.read("app.py")).toBe(APP.replace('"hi "', '"hello "'));
  });

  it("/architect MESSAGE writes nothing to the prompt cache; the edit mode after it still marks its prefix", async () => {
    // Large enough that every request's prefix clears Claude's 1,024-token minimum for a breakpoint.
    const big = Array.from(
      { length: 300 },
      (_, i) => `def helper_${i}(value):\n    return value + ${i}\n`,
    ).join("\n");
    s = await pipedSession(
      [
        { kind: "reply", text: "Plan: make greet say hello instead of hi." },
        { kind: "reply", text: EDIT },
        { kind: "reply", text: "feat: greet with hello" },
        { kind: "reply", text: "Nothing else to change." },
      ],
      { "app.py": APP, "helpers.py": big },
    );
    const run = await s.run(
      ["/add app.py helpers.py", "/architect make greet say hello", "anything else?"],
      ["--model", "claude-sonnet-4-5", "--cache-prompts", "--auto-accept-architect"],
    );
    expect(run.code).toBe(0);
    const chats = s.server.requests.filter((r) => r.path.endsWith("/chat/completions"));
    const marked = chats.map((r) => JSON.stringify(r.body).includes('"cache_control"'));
    const planAt = chats.findIndex((r) => JSON.stringify(r.body).includes("make greet say hello"));
    const nextAt = chats.findIndex((r) => JSON.stringify(r.body).includes("anything else?"));
    // The plan's request and the editor's after it carry no breakpoint; the next edit-mode message does.
    expect(marked[planAt]).toBe(false);
    expect(marked[planAt + 1]).toBe(false);
    expect(marked[nextAt]).toBe(true);
  });

  it("/editor-model without a name only shows the models", async () => {
    s = await pipedSession([]);
    const run = await s.run(["/editor-model"]);
    expect(run.stdout).toContain(
      "model        gpt-4o · edit format diff\nweak model   gpt-4o-mini\neditor model gpt-4o\n",
    );
    expect(s.server.requests).toHaveLength(0);
  });

  it("/help lists every command once with its usage and help, then the multi-line note", async () => {
    s = await pipedSession([]);
    const run = await s.run(["/help"]);
    expect(run.code).toBe(0);
    const expected = COMMANDS.map(
      (c) => `${`/${c.name}${c.usage ? ` ${c.usage}` : ""}`.padEnd(28)} ${c.help}`,
    );
    const lines = run.stdout.split("\n").filter((line) => line.startsWith("/"));
    expect(lines).toEqual(expected);
    for (const name of ["add", "drop", "undo", "tokens", "editor-model", "help", "exit"])
      expect(lines.some((line) => line.startsWith(`/${name} `))).toBe(true);
    expect(run.stdout).toContain(
      `${expected.at(-1)}\nMulti-line input: end a line with \\ to go on, or put the text between { and } lines; > lines quoting an answer go on to your reply.\n`,
    );
    expect(s.server.requests).toHaveLength(0);
  });
});
