// Coder.create({ from }): switching format keeps files, read-only files and history; a long history is
// summarised by the weak model before the switched coder's first request, and after a long turn.
import { Coder } from "../../src/coders";
import type { ChatMessage } from "../../src/core/chat-message";
import { resolveModel } from "../../src/models/resolve-model";
import { block, harness, type Harness } from "../helpers/coder-harness";

const APP = 'def greet(name):\n    return "hi " + name\n';
const NOTES = "Greetings must be friendly.\n";
const SUMMARY_PROMPT_START = "You condense the earlier part of a conversation";

/** gpt-4o with a 16k window: the history budget becomes 1000 tokens (1/16 of the window, at least 1k). */
function smallWindowModel() {
  const model = resolveModel("gpt-4o");
  return { ...model, settings: { ...model.settings, contextWindow: 16000 } };
}

/** About 300 tokens of plain words: three of these are well over the 1000-token budget. */
const filler = (label: string) => `${label} ${"word ".repeat(300).trim()}`;

/** A long history whose last exchange is short, so it fits the verbatim tail (half the budget). */
const LONG_HISTORY: ChatMessage[] = [
  { role: "user", content: `Always use type hints. ${filler("First request:")}` },
  { role: "assistant", content: filler("First answer:") },
  { role: "user", content: filler("Second request:") },
  { role: "assistant", content: filler("Second answer:") },
  { role: "user", content: filler("Third request:") },
  { role: "assistant", content: filler("Third answer:") },
  { role: "user", content: "Is greet() typed now?" },
  { role: "assistant", content: "Not yet." },
];

interface Body {
  model: string;
  messages: ChatMessage[];
}

describe("Coder.create({ from })", () => {
  let h: Harness;
  afterEach(async () => h?.close());
  const body = (n: number) => h.server.requests[n]?.body as Body;

  it("switches to ask keeping chat files, read-only files and history", async () => {
    h = await harness({ "app.py": APP, "notes.md": NOTES }, [
      { kind: "reply", text: block("app.py", '    return "hi " + name\n', '    return "hello " + name\n') },
      { kind: "reply", text: "feat: greet with hello" },
      { kind: "reply", text: "Because the notes ask for friendly greetings." },
    ]);
    const coder = await h.coder({ editFormat: "diff", files: ["app.py"], readOnlyFiles: ["notes.md"] });
    await coder.run("Say hello instead of hi.");
    const history = [...coder.done];

    const asker = Coder.create({ from: coder, editFormat: "ask" });
    expect(asker.editFormat).toBe("ask");
    expect([...asker.files]).toEqual(["app.py"]);
    expect([...asker.readOnlyFiles]).toEqual(["notes.md"]);
    expect(asker.done).toEqual(history);
    const result = await asker.run("Why hello?");

    expect(result.reply).toBe("Because the notes ask for friendly greetings.");
    const sent = JSON.stringify(h.messages(2));
    expect(sent).toContain("Say hello instead of hi.");
    expect(sent).toContain("I applied your edits to app.py (commit ");
    expect(sent).toContain("Greetings must be friendly.");
    expect(sent).toContain('return \\"hello \\" + name');
    expect(sent).not.toContain("SEARCH/REPLACE");
    expect(h.repo.git("rev-list", "--count", "HEAD").trim()).toBe("2");
  });

  it("applies the options given with `from` and inherits the rest", async () => {
    h = await harness({ "app.py": APP }, []);
    const coder = await h.coder({ editFormat: "diff", files: ["app.py"], autoCommits: false });
    const whole = Coder.create({ from: coder, editFormat: "whole", maxReflections: 1 });
    expect(whole.editFormat).toBe("whole");
    expect(whole.options).toMatchObject({ editFormat: "whole", maxReflections: 1, autoCommits: false });
    expect([...whole.files]).toEqual(["app.py"]);
    expect(coder.editFormat).toBe("diff");
  });

  it("summarises a long inherited history with the weak model before the first request", async () => {
    const summary = "I asked you three things about greet(); you answered each.";
    h = await harness({ "app.py": APP }, [
      { kind: "reply", text: summary },
      { kind: "reply", text: "It takes a name and returns a greeting." },
    ]);
    const coder = await h.coder({
      editFormat: "diff",
      files: ["app.py"],
      model: smallWindowModel(),
      history: LONG_HISTORY,
    });
    const asker = Coder.create({ from: coder, editFormat: "ask" });
    await asker.run("What does greet do?");

    expect(body(0).model).toBe(resolveModel("gpt-4o-mini").expanded);
    expect(body(0).messages[0]?.content).toMatch(new RegExp(`^${SUMMARY_PROMPT_START}`));
    expect(String(body(0).messages[1]?.content)).toContain("Always use type hints.");
    const summaryPair: ChatMessage[] = [
      {
        role: "user",
        content:
          "Here is what we talked about earlier, in my words:\n\n" +
          `${summary}\n\n` +
          "What I told you to do or not to do, word for word:\n- Always use type hints.",
      },
      { role: "assistant", content: "Ok." },
    ];
    const expectedHistory = [...summaryPair, ...LONG_HISTORY.slice(6)];
    const sent = h.messages(1);
    const at = sent.findIndex((m) => m.content === summaryPair[0]?.content);
    expect(at).toBeGreaterThan(0);
    expect(sent.slice(at, at + 4)).toEqual(expectedHistory);
    expect(JSON.stringify(sent)).not.toContain("First answer:");
    expect(body(1).model).toBe(resolveModel("gpt-4o").expanded);
    expect(asker.done.slice(0, 4)).toEqual(expectedHistory);
    const summarised = h.events.filter((e) => e.type === "history-summarized");
    expect(summarised).toHaveLength(1);
    const [event] = summarised as { beforeTokens: number; afterTokens: number }[];
    expect(event!.beforeTokens).toBeGreaterThan(1000);
    expect(event!.afterTokens).toBeLessThanOrEqual(1000);
  });

  it("leaves a short inherited history alone and sends no summary request", async () => {
    h = await harness({ "app.py": APP }, [{ kind: "reply", text: "It greets." }]);
    const short = LONG_HISTORY.slice(6);
    const coder = await h.coder({ files: ["app.py"], model: smallWindowModel(), history: short });
    const asker = Coder.create({ from: coder, editFormat: "ask" });
    await asker.run("What does greet do?");
    expect(h.server.requests).toHaveLength(1);
    expect(h.events.some((e) => e.type === "history-summarized")).toBe(false);
    expect(asker.done.slice(0, 2)).toEqual(short);
  });

  it("summarises after a long turn, before the next request", async () => {
    const longReply = filler("A long explanation:") + " " + "more ".repeat(900).trim();
    const summary = "I asked how greet works and you explained it at length.";
    h = await harness({ "app.py": APP }, [
      { kind: "reply", text: longReply },
      { kind: "reply", text: summary },
      { kind: "reply", text: "Yes." },
    ]);
    const coder = await h.coder({ editFormat: "ask", files: ["app.py"], model: smallWindowModel() });
    await coder.run("Explain greet in detail.");
    await coder.run("Is that all?");

    expect(body(1).model).toBe(resolveModel("gpt-4o-mini").expanded);
    expect(String(body(1).messages[1]?.content)).toContain("A long explanation:");
    const history = [
      { role: "user", content: `Here is what we talked about earlier, in my words:\n\n${summary}` },
      { role: "assistant", content: "Ok." },
    ];
    const sent = h.messages(2);
    const at = sent.findIndex((m) => m.content === history[0]?.content);
    expect(at).toBeGreaterThan(0);
    expect(sent.slice(at, at + 2)).toEqual(history);
    expect(sent.filter((m) => m.role === "user").at(-1)).toEqual({ role: "user", content: "Is that all?" });
    expect(JSON.stringify(sent)).not.toContain("A long explanation:");
    const summarised = h.events.filter((e) => e.type === "history-summarized");
    expect(summarised).toHaveLength(1);
  });
});

describe("Coder.create({ from }) and the edit format", () => {
  let h: Harness;
  afterEach(async () => h?.close());

  it("keeps the coder's format when none is given, and takes a new model's default with the model", async () => {
    h = await harness({ "a.txt": "x\n" }, []);
    const whole = await h.coder({ editFormat: "whole", files: ["a.txt"] });
    expect(Coder.create({ from: whole, maxReflections: 1 }).editFormat).toBe("whole");
    expect(Coder.create({ from: whole, model: resolveModel("gemini-2.5-pro") }).editFormat).toBe(
      "diff-fenced",
    );
    expect(Coder.create({ from: whole, editFormat: "udiff" }).editFormat).toBe("udiff");
  });
});
