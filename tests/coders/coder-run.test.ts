// End to end through the library: a real scripted HTTP model, a real git repository, every coder.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { getEditFormat } from "../../src/formats/registry";
import { resolveModel } from "../../src/models/resolve-model";
import type { Edit } from "../../src/edits/edit";
import { block, harness, type Harness } from "../helpers/coder-harness";

const APP = 'def greet(name):\n    return "hi " + name\n\n\nprint(greet("kerf"))\n';
const GREETED = APP.replace('"hi "', '"hello "');
const commitReply = { kind: "reply" as const, text: "feat: say hello instead of hi" };

describe("Coder.run end to end", () => {
  let h: Harness;
  afterEach(async () => h?.close());

  it("diff: sends the file, applies the edit and commits it with the weak model's message", async () => {
    h = await harness({ "app.py": APP }, [
      {
        kind: "reply",
        text: `Here you go.\n\n${block("app.py", '    return "hi " + name\n', '    return "hello " + name\n')}`,
        usage: { prompt_tokens: 900, completion_tokens: 40 },
      },
      commitReply,
    ]);
    const coder = await h.coder({ editFormat: "diff", files: ["app.py"] });
    const result = await coder.run("Say hello instead of hi.");
    expect(h.repo.read("app.py")).toBe(GREETED);
    expect(result.failed).toEqual([]);
    expect(result.applied.map((a) => [a.path, a.strategy])).toEqual([["app.py", "exact"]]);
    const log = h.repo.git("log", "-1", "--format=%s%n%b%n%an");
    expect(log).toContain("feat: say hello instead of hi");
    expect(log).toContain("Co-authored-by: kerf");
    expect(log).toContain("Real Author");
    expect(result.commits).toHaveLength(1);
    const sent = h.messages(0);
    expect(sent[0]?.role).toBe("system");
    expect(JSON.stringify(sent)).toContain('return \\"hi \\" + name');
    expect(sent.filter((m) => m.role === "user").at(-1)).toEqual({
      role: "user",
      content: "Say hello instead of hi.",
    });
    expect(h.messages(1)[0]?.content).toContain("commit message");
    expect(result.usage.promptTokens).toBeGreaterThanOrEqual(900);
    expect(h.events.some((e) => e.type === "reply-delta")).toBe(true);
    expect(h.events.filter((e) => e.type === "commit-created")).toHaveLength(1);
  });

  it("reflects a failed block back to the model and applies its correction", async () => {
    const good = block("app.py", "def greet(name):\n", "def greet(name: str) -> str:\n");
    const bad = block("app.py", '    return "hi " + name.strip().title()\n', '    return "hello " + name\n');
    const fixed = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');
    h = await harness({ "app.py": APP }, [
      { kind: "reply", text: good + bad },
      commitReply,
      { kind: "reply", text: fixed },
      commitReply,
    ]);
    const coder = await h.coder({ editFormat: "diff", files: ["app.py"] });
    const result = await coder.run("Type the function and say hello.");
    expect(h.repo.read("app.py")).toBe(GREETED.replace("def greet(name):", "def greet(name: str) -> str:"));
    expect(result.reflections).toBe(1);
    expect(result.failed).toEqual([]);
    const reflection = h
      .messages(2)
      .filter((m) => m.role === "user")
      .at(-1);
    expect(reflection?.role).toBe("user");
    expect(String(reflection?.content)).toContain("1 SEARCH/REPLACE block failed to apply.");
    expect(String(reflection?.content)).toContain(
      "The other 1 SEARCH/REPLACE block was applied; don't send it again.",
    );
    // The closest lines come as the file has them, with the line number in a note (issue 12).
    expect(String(reflection?.content)).toContain("(near line 2, ");
    expect(String(reflection?.content)).toContain('\n    return "hi " + name\n');
    expect(String(reflection?.content)).not.toContain(" | ");
  });

  it("a reply with a misspelt SEARCH marker goes back to the model in plain words (issue 12)", async () => {
    const misspelt = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n').replace(
      "<<<<<<< SEARCH",
      "<<<<<<< SEARH",
    );
    const fixed = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');
    h = await harness({ "app.py": APP }, [
      { kind: "reply", text: misspelt },
      { kind: "reply", text: fixed },
      commitReply,
    ]);
    const coder = await h.coder({ editFormat: "diff", files: ["app.py"] });
    const result = await coder.run("Say hello.");
    expect(result.reflections).toBe(1);
    expect(h.repo.read("app.py")).toBe(GREETED);
    const reflection = h
      .messages(1)
      .filter((m) => m.role === "user")
      .at(-1);
    expect(String(reflection?.content)).toContain("looked like a SEARCH/REPLACE block but");
    expect(String(reflection?.content)).toContain('"<<<<<<< SEARH" is not <<<<<<< SEARCH');
  });

  it("stops after maxReflections when the model keeps failing", async () => {
    const bad = block("app.py", "no such line\n", "x\n");
    h = await harness({ "app.py": APP }, [
      { kind: "reply", text: bad },
      { kind: "reply", text: bad },
      { kind: "reply", text: bad },
    ]);
    const coder = await h.coder({ editFormat: "diff", files: ["app.py"], maxReflections: 2 });
    const result = await coder.run("Change it.");
    expect(result.stopped).toBe("max-reflections");
    expect(result.reflections).toBe(2);
    expect(result.failed.map((f) => f.code)).toEqual(["not-found"]);
    expect(h.repo.read("app.py")).toBe(APP);
  });

  it("ask: never parses or writes, even when the reply contains an edit block", async () => {
    h = await harness({ "app.py": APP }, [
      { kind: "reply", text: `You could do:\n${block("app.py", "def greet(name):\n", "def hi():\n")}` },
    ]);
    const coder = await h.coder({ editFormat: "ask", files: ["app.py"] });
    const result = await coder.run("How would I rename greet?");
    expect(h.repo.read("app.py")).toBe(APP);
    expect(result.applied).toEqual([]);
    expect(h.repo.git("rev-list", "--count", "HEAD").trim()).toBe("1");
  });

  it("architect: the plan goes to the editor coder, which edits the same files", async () => {
    const plan = "Change the greeting in greet() from hi to hello.";
    h = await harness({ "app.py": APP }, [
      { kind: "reply", text: plan },
      { kind: "reply", text: block("app.py", '    return "hi " + name\n', '    return "hello " + name\n') },
      commitReply,
    ]);
    const coder = await h.coder({ editFormat: "architect", files: ["app.py"], editorEditFormat: "diff" });
    const result = await coder.run("Make it friendlier.");
    expect(h.repo.read("app.py")).toBe(GREETED);
    expect(result.reply).toBe(plan);
    expect(result.editor?.applied).toHaveLength(1);
    expect(
      h
        .messages(1)
        .filter((m) => m.role === "user")
        .at(-1),
    ).toEqual({ role: "user", content: plan });
    // Both phases report their tokens: the architect's plan and the editor's edit.
    expect(h.events.flatMap((e) => (e.type === "usage" ? [e.usage.completionTokens > 0] : []))).toEqual([
      true,
      true,
    ]);
  });

  it("architect: nothing is edited when the user declines", async () => {
    h = await harness({ "app.py": APP }, [{ kind: "reply", text: "A plan." }]);
    const coder = await h.coder({
      editFormat: "architect",
      files: ["app.py"],
      yesAlways: false,
      confirm: () => false,
    });
    const result = await coder.run("Plan something.");
    expect(result.stopped).toBe("declined");
    expect(h.server.remaining()).toBe(0);
    expect(h.repo.read("app.py")).toBe(APP);
  });

  it("asks before creating a new file and honours a no", async () => {
    const create = block("docs/notes.md", "", "# Notes\n");
    h = await harness({ "app.py": APP }, [{ kind: "reply", text: create }]);
    const asked: string[] = [];
    const coder = await h.coder({
      editFormat: "diff",
      files: ["app.py"],
      yesAlways: false,
      maxReflections: 0,
      confirm: (q) => {
        asked.push(JSON.stringify(q));
        return false;
      },
    });
    const result = await coder.run("Add notes.");
    // The question carries the diff of what the edit would do, shown before it is asked.
    const diff =
      "===================================================================\n--- /dev/null\n+++ b/docs/notes.md\n@@ -0,0 +1,1 @@\n+# Notes\n";
    expect(asked).toEqual([JSON.stringify({ kind: "create-file", path: "docs/notes.md", diff })]);
    expect(existsSync(path.join(h.repo.root, "docs/notes.md"))).toBe(false);
    // A "no" is the user's decision, not a failed edit: the turn ends there, nothing is reflected.
    expect(result.failed).toEqual([]);
    expect(result.declined).toEqual(["docs/notes.md"]);
    expect(result.stopped).toBe("declined");
    expect(h.events.filter((e) => e.type === "edits-declined")).toEqual([
      { type: "edits-declined", paths: ["docs/notes.md"] },
    ]);
  });

  it("refuses a path outside the root whatever the user says", async () => {
    h = await harness({ "app.py": APP }, [{ kind: "reply", text: block("../escape.py", "", "x = 1\n") }]);
    const coder = await h.coder({ editFormat: "diff", files: ["app.py"], maxReflections: 0 });
    const result = await coder.run("Write outside.");
    expect(result.failed.map((f) => f.code)).toEqual(["outside-root"]);
    expect(existsSync(path.join(h.repo.root, "..", "escape.py"))).toBe(false);
  });

  it("applies nothing from a stream that breaks in the middle", async () => {
    const reply = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');
    h = await harness({ "app.py": APP }, [{ kind: "cut", text: reply, afterChars: reply.length - 20 }]);
    const coder = await h.coder({ editFormat: "diff", files: ["app.py"] });
    const result = await coder.run("Say hello.");
    expect(result.stopped).toBe("incomplete-reply");
    expect(h.repo.read("app.py")).toBe(APP);
  });

  it("retries after a 429 and then succeeds", async () => {
    h = await harness({ "app.py": APP }, [
      { kind: "error", status: 429, retryAfter: 0 },
      { kind: "reply", text: block("app.py", '    return "hi " + name\n', '    return "hello " + name\n') },
      commitReply,
    ]);
    const coder = await h.coder({ editFormat: "diff", files: ["app.py"] });
    await coder.run("Say hello.");
    expect(h.repo.read("app.py")).toBe(GREETED);
  });

  it("commits a dirty file on its own before editing it", async () => {
    h = await harness({ "app.py": APP }, [
      { kind: "reply", text: block("app.py", '    return "hi " + name\n', '    return "hello " + name\n') },
      commitReply,
    ]);
    h.repo.write("app.py", APP + "# my own change\n");
    const coder = await h.coder({ editFormat: "diff", files: ["app.py"] });
    await coder.run("Say hello.");
    const subjects = h.repo.git("log", "--format=%s").trim().split("\n");
    expect(subjects).toEqual([
      "feat: say hello instead of hi",
      "chore: save uncommitted changes before kerf edits",
      "initial",
    ]);
    expect(h.repo.read("app.py")).toBe(GREETED + "# my own change\n");
  });

  it("offers files the model asks for, adds them and asks again", async () => {
    h = await harness({ "app.py": APP, "lib/util.py": "def shout(s):\n    return s.upper()\n" }, [
      { kind: "reply", text: "To do this I need to see lib/util.py — please add it." },
      { kind: "reply", text: block("lib/util.py", "    return s.upper()\n", '    return s.upper() + "!"\n') },
      commitReply,
    ]);
    const coder = await h.coder({ editFormat: "diff", files: ["app.py"] });
    await coder.run("Make shouting louder.");
    expect(coder.files.has("lib/util.py")).toBe(true);
    expect(JSON.stringify(h.messages(1))).toContain("def shout(s):");
    expect(h.repo.read("lib/util.py")).toBe('def shout(s):\n    return s.upper() + "!"\n');
  });

  it("refuses a request over the context window and names what to drop, before sending it", async () => {
    h = await harness({ "app.py": APP, "big.txt": "word ".repeat(3000) + "\n" }, []);
    const base = resolveModel("gpt-4o");
    const tiny = { ...base, settings: { ...base.settings, contextWindow: 2500 } };
    const coder = await h.coder({ editFormat: "diff", files: ["app.py", "big.txt"], model: tiny });
    await expect(coder.run("Summarise.")).rejects.toThrow(
      /over the model's 2500-token context window\. To make it fit: drop chat file big\.txt \(3\.0k tokens\)/,
    );
    expect(h.server.requests).toHaveLength(0);
  });

  it("feeds a failing lint command back to the model", async () => {
    h = await harness({ "app.py": APP }, [
      { kind: "reply", text: block("app.py", '    return "hi " + name\n', '    return "hello " + name\n') },
      commitReply,
      { kind: "reply", text: "The lint error is expected; nothing to change." },
    ]);
    const failing = await h.coder({
      editFormat: "diff",
      files: ["app.py"],
      lintCmd: "sh -c 'echo E501 line too long; exit 1' --",
      autoLint: true,
    });
    await failing.run("Say hello.");
    const last = String(
      h
        .messages(2)
        .filter((m) => m.role === "user")
        .at(-1)?.content,
    );
    expect(last).toContain("The linter failed after your edits");
    expect(last).toContain("E501 line too long");
  });
});

describe("every edit-format coder applies a reply written in its format", () => {
  const cases: [string, Edit][] = [
    [
      "diff",
      {
        kind: "replace",
        path: "app.py",
        search: '    return "hi " + name\n',
        replace: '    return "hello " + name\n',
        blockIndex: 0,
      },
    ],
    [
      "diff-fenced",
      {
        kind: "replace",
        path: "app.py",
        search: '    return "hi " + name\n',
        replace: '    return "hello " + name\n',
        blockIndex: 0,
      },
    ],
    ["whole", { kind: "write", path: "app.py", content: GREETED, blockIndex: 0 }],
    [
      "udiff",
      {
        kind: "replace",
        path: "app.py",
        search: 'def greet(name):\n    return "hi " + name\n',
        replace: 'def greet(name):\n    return "hello " + name\n',
        blockIndex: 0,
      },
    ],
    [
      "patch",
      {
        kind: "replace",
        path: "app.py",
        search: 'def greet(name):\n    return "hi " + name\n',
        replace: 'def greet(name):\n    return "hello " + name\n',
        blockIndex: 0,
      },
    ],
  ];
  let h: Harness;
  afterEach(async () => h?.close());

  it.each(cases)("%s", async (format, edit) => {
    h = await harness({ "app.py": APP }, [
      { kind: "reply", text: getEditFormat(format).render([edit]) },
      commitReply,
    ]);
    const coder = await h.coder({ editFormat: format, files: ["app.py"] });
    const result = await coder.run("Say hello.");
    expect(result.failed).toEqual([]);
    expect(h.repo.read("app.py")).toBe(GREETED);
    expect(execFileSync("git", ["-C", h.repo.root, "status", "--porcelain"], { encoding: "utf8" })).toBe("");
  });
});
