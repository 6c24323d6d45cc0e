// The architect's editor request, as the scripted server receives it: the editor prompts, the
// instructions, the read-only and chat files and the plan; no repo map, examples, history, base prompt,
// environment or per-turn preamble, although the architect's own requests carry all of them.
import { messageText } from "../../src/core/chat-message";
import { loadInstructions } from "../../src/instructions/load-instructions";
import { countMessages } from "../../src/models/tokens";
import { EXAMPLE_TASKS, EditorEditBlockPrompts } from "../../src/prompts";
import { RepoMap } from "../../src/repomap/repo-map";
import { block, harness, type Harness } from "../helpers/coder-harness";

const APP = 'from billing import total_due\n\n\ndef main():\n    print("due", total_due([3, 4]))\n';
const FILES = {
  "app.py": APP,
  "billing.py": "from shapes import Invoice\n\n\ndef total_due(items):\n    return Invoice(items).total()\n",
  "shapes.py":
    "class Invoice:\n    def __init__(self, items):\n        self.items = items\n\n    def total(self):\n        return sum(self.items)\n",
  "docs/style.md": "Messages are lower case.\n",
  "AGENTS.md": "Indent Python with four spaces.\n",
};
const FIRST_ASK = "Make the message say amount due.";
const FIRST_PLAN = 'In app.py, main(): print "amount due" instead of "due".';
const SECOND_ASK = "Also print a blank line first.";
const SECOND_PLAN = "In app.py, main(): add print() as its first line.";
const FIRST_EDIT = block(
  "app.py",
  '    print("due", total_due([3, 4]))\n',
  '    print("amount due", total_due([3, 4]))\n',
);
const SECOND_EDIT = block("app.py", "def main():\n", "def main():\n    print()\n");
const AFTER_FIRST = APP.replace('"due"', '"amount due"');

let h: Harness;
afterEach(async () => h?.close());

/** Two architect turns (plan, editor) with the map, a read-only file, AGENTS.md and the preamble on. */
async function twoTurns(): Promise<void> {
  h = await harness(FILES, [
    { kind: "reply", text: FIRST_PLAN },
    { kind: "reply", text: FIRST_EDIT },
    { kind: "reply", text: SECOND_PLAN },
    { kind: "reply", text: SECOND_EDIT },
  ]);
  const coder = await h.coder({
    editFormat: "architect",
    editorEditFormat: "diff",
    files: ["app.py"],
    readOnlyFiles: ["docs/style.md"],
    repoMap: new RepoMap({ root: h.repo.root, workers: 0 }),
    instructions: await loadInstructions({ gitRoot: h.repo.root, cwd: h.repo.root }),
    turnPreamble: {},
    clock: () => new Date("2026-11-22T10:00:00Z"),
    timeZone: "UTC",
    autoCommits: false,
    summarizeHistory: false,
  });
  await coder.run(FIRST_ASK);
  await coder.run(SECOND_ASK);
  expect(h.errors).toEqual([]);
  expect(h.server.remaining()).toBe(0);
  expect(h.repo.read("app.py")).toBe(
    'from billing import total_due\n\n\ndef main():\n    print()\n    print("amount due", total_due([3, 4]))\n',
  );
}

const textsOf = (n: number) => h.messages(n).map((m) => messageText(m as Parameters<typeof messageText>[0]));
const anyContains = (texts: readonly string[], needle: string) => texts.some((text) => text.includes(needle));

describe("the architect's editor request", () => {
  it("carries the editor prompts, the instructions, the files and the plan, and nothing else", async () => {
    await twoTurns();
    const architect = textsOf(2);
    const editor = textsOf(3);
    // The architect's second request has everything the editor's must not: map, history, environment.
    for (const needle of [
      "class Invoice",
      FIRST_ASK,
      FIRST_PLAN,
      "<environment_context>",
      "2026-11-22 10:00",
    ]) {
      expect([needle, anyContains(architect, needle)]).toEqual([needle, true]);
    }
    const editorPrompts = new EditorEditBlockPrompts();
    const map = editorPrompts.repoContentPrefix.split("\n")[0]!;
    const examples = EXAMPLE_TASKS.map((task) => task.request);
    const banned = [map, "class Invoice", "def total_due", FIRST_ASK, SECOND_ASK, FIRST_PLAN];
    banned.push("<environment_context>", "2026-11-22 10:00", "You are kerf", editorPrompts.examplesResetUser);
    for (const needle of [...banned, ...examples]) {
      expect([needle, anyContains(editor, needle)]).toEqual([needle, false]);
    }
    expect(h.messages(3).map((m) => m.role)).toEqual([
      "system",
      "user", // AGENTS.md
      "assistant",
      "user", // the read-only file
      "assistant",
      "user", // the chat file, as the first editor left it
      "assistant",
      "user", // the plan; the format reminder ends the system text, with no second copy after it
    ]);
    expect(editor[0]).toMatch(/^# Mode: editor\n[^]*<<<<<<< SEARCH/);
    expect(editor[1]).toContain("Indent Python with four spaces.");
    expect(editor[3]).toContain("docs/style.md\n```\nMessages are lower case.\n```");
    expect(editor[5]).toContain(`app.py\n\`\`\`\n${AFTER_FIRST}\`\`\``);
    expect(editor[7]).toBe(SECOND_PLAN);
  });

  it("asks once about a secret-looking chat file: the editor keeps the architect's consent", async () => {
    h = await harness({ ".env": "TOKEN=\n" }, [
      { kind: "reply", text: "Add DEBUG=0 to .env." },
      { kind: "reply", text: block(".env", "TOKEN=\n", "TOKEN=\nDEBUG=0\n") },
    ]);
    const asked: string[] = [];
    const coder = await h.coder({
      editFormat: "architect",
      editorEditFormat: "diff",
      files: [".env"],
      autoCommits: false,
      autoAcceptArchitect: true,
      confirm: (question) => {
        asked.push(question.kind);
        return true;
      },
    });
    await coder.run("Add a debug flag.");
    // Sending it is asked once (by the architect); editing it is a question of its own, asked by the editor.
    expect(asked).toEqual(["send-secret", "edit-secret"]);
    expect(h.repo.read(".env")).toBe("TOKEN=\nDEBUG=0\n");
  });

  it("is smaller than the architect's request it follows", async () => {
    await twoTurns();
    const count = (n: number) => countMessages(h.messages(n) as Parameters<typeof countMessages>[0]);
    expect(count(1)).toBeLessThan(count(0));
    expect(count(3)).toBeLessThan(count(2));
  });
});
