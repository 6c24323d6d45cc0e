import { udiffFormat } from "../../src/formats/udiff/format";
import { withDetails } from "../helpers/issue-details";

const parse = udiffFormat.parse;

describe("udiff parse", () => {
  it("reads a fenced git-style diff: a/ b/ prefixes and timestamps dropped, the +c number kept as a line hint", () => {
    const reply = [
      "Here is the change:",
      "```diff",
      "--- a/src/app.py\t2024-01-01 10:00:00",
      "+++ b/src/app.py\t2024-01-01 10:00:01",
      "@@ -10,3 +10,3 @@ def main():",
      " def main():",
      "-    print('hi')",
      "+    print('hello')",
      "     return 0",
      "```",
      "Done.",
    ].join("\n");
    expect(parse(reply)).toEqual({
      edits: [
        {
          kind: "replace",
          path: "src/app.py",
          search: "def main():\n    print('hi')\n    return 0\n",
          replace: "def main():\n    print('hello')\n    return 0\n",
          lineHint: 10,
          blockIndex: 0,
        },
      ],
      issues: [],
      commands: [],
    });
  });

  it("makes one edit per hunk, splitting on bare @@, @@ @@ and numbered @@ lines", () => {
    const reply = "--- x.txt\n+++ x.txt\n@@\n-a\n+A\n@@ @@\n-b\n+B\n@@ -99,1 +1,1 @@\n-c\n+C\n";
    expect(parse(reply)).toEqual({
      edits: [
        { kind: "replace", path: "x.txt", search: "a\n", replace: "A\n", blockIndex: 0 },
        { kind: "replace", path: "x.txt", search: "b\n", replace: "B\n", blockIndex: 1 },
        { kind: "replace", path: "x.txt", search: "c\n", replace: "C\n", lineHint: 1, blockIndex: 2 },
      ],
      issues: [],
      commands: [],
    });
  });

  it("reads several files, with git metadata lines between them", () => {
    const reply = [
      "diff --git a/one.py b/one.py",
      "index 83db48f..bf269f4 100644",
      "--- a/one.py",
      "+++ b/one.py",
      "@@ -1 +1 @@",
      "-x = 1",
      "+x = 2",
      "diff --git a/two.py b/two.py",
      "--- a/two.py",
      "+++ b/two.py",
      "@@ -1 +1 @@",
      "-y = 1",
      "+y = 3",
    ].join("\n");
    expect(parse(reply).edits).toEqual([
      { kind: "replace", path: "one.py", search: "x = 1\n", replace: "x = 2\n", lineHint: 1, blockIndex: 0 },
      { kind: "replace", path: "two.py", search: "y = 1\n", replace: "y = 3\n", lineHint: 1, blockIndex: 1 },
    ]);
  });

  it("turns a --- /dev/null file into an empty-search edit, and +++ /dev/null into a delete", () => {
    const reply = [
      "--- /dev/null",
      "+++ b/new.md",
      "@@ -0,0 +1,2 @@",
      "+# Title",
      "+text",
      "--- a/old.md",
      "+++ /dev/null",
      "@@ -1,2 +0,0 @@",
      "-gone",
      "-too",
      "--- a/keep.md",
      "+++ b/keep.md",
      "@@",
      "+appended",
    ].join("\n");
    expect(parse(reply)).toEqual({
      edits: [
        {
          kind: "replace",
          path: "new.md",
          search: "",
          replace: "# Title\ntext\n",
          create: true,
          lineHint: 1,
          blockIndex: 0,
        },
        { kind: "delete", path: "old.md", blockIndex: 1 },
        { kind: "replace", path: "keep.md", search: "", replace: "appended\n", blockIndex: 2 },
      ],
      issues: [],
      commands: [],
    });
  });

  it("reads a blank line without its space as blank context, drops trailing blanks and the no-newline note", () => {
    const reply =
      "```diff\n--- f.py\n+++ f.py\n@@ ... @@\n a = 1\n\n-b = 2\n+b = 3\n\\ No newline at end of file\n\n```\n";
    expect(parse(reply).edits).toEqual([
      {
        kind: "replace",
        path: "f.py",
        search: "a = 1\n\nb = 2\n",
        replace: "a = 1\n\nb = 3\n",
        blockIndex: 0,
      },
    ]);
  });

  it("keeps a space-prefixed trailing blank line as context", () => {
    const reply = "--- f.py\n+++ f.py\n@@\n-x\n+y\n \n";
    expect(parse(reply).edits).toEqual([
      { kind: "replace", path: "f.py", search: "x\n\n", replace: "y\n\n", blockIndex: 0 },
    ]);
  });

  it("reports an unknown line before any prefixed line of a fenced hunk as malformed and keeps the other hunks", () => {
    const reply =
      "```diff\n--- f.py\n+++ f.py\n@@\n-a\n+b\n@@\nforgot the prefix\n x\n-c\n+d\n@@\n-e\n+f\n```\n";
    expect(withDetails(parse(reply))).toEqual({
      edits: [
        { kind: "replace", path: "f.py", search: "a\n", replace: "b\n", blockIndex: 0 },
        { kind: "replace", path: "f.py", search: "e\n", replace: "f\n", blockIndex: 2 },
      ],
      issues: [
        {
          code: "malformed",
          detail: 'unexpected line in a hunk (hunk lines start with " ", "-" or "+"): "forgot the prefix"',
          path: "f.py",
          blockIndex: 1,
          line: 8,
        },
      ],
      commands: [],
    });
  });

  it("reads an unprefixed line after a prefixed one as context the file must have there (exactLines)", () => {
    const reply =
      "```diff\n--- f.js\n+++ f.js\n@@\n   return 1;\n}\n\n function g() {\n-  a();\n+  b();\n```\n";
    expect(parse(reply)).toEqual({
      edits: [
        {
          kind: "replace",
          path: "f.js",
          search: "  return 1;\n}\n\nfunction g() {\n  a();\n",
          replace: "  return 1;\n}\n\nfunction g() {\n  b();\n",
          exactLines: [1],
          blockIndex: 0,
        },
      ],
      issues: [],
      commands: [],
    });
  });

  it("keeps trailing unprefixed lines as such context too (a wrapped + line's tail must not be dropped), not the blanks after them", () => {
    const reply = "```diff\n--- f.js\n+++ f.js\n@@\n-  call(a);\n+  call(a,\nb);\n}\n\n```\n";
    expect(parse(reply).edits).toEqual([
      {
        kind: "replace",
        path: "f.js",
        search: "  call(a);\nb);\n}\n",
        replace: "  call(a,\nb);\n}\n",
        exactLines: [1, 2],
        blockIndex: 0,
      },
    ]);
  });

  it("still ends a hunk holding an unprefixed line at @@, a file header and git metadata", () => {
    const reply = [
      "```diff",
      "--- a.js",
      "+++ a.js",
      "@@",
      "-a",
      "+b",
      "}",
      "@@",
      "-c",
      "+d",
      "}",
      "diff --git a/b.js b/b.js",
      "--- a/b.js",
      "+++ b/b.js",
      "@@",
      "-e",
      "+f",
      "}",
      "--- c.js",
      "+++ c.js",
      "@@",
      "-g",
      "+h",
      "```",
      "",
    ].join("\n");
    const edit = (path: string, from: string, to: string, blockIndex: number) => ({
      kind: "replace",
      path,
      search: `${from}\n}\n`,
      replace: `${to}\n}\n`,
      exactLines: [1],
      blockIndex,
    });
    expect(parse(reply)).toEqual({
      edits: [
        edit("a.js", "a", "b", 0),
        edit("a.js", "c", "d", 1),
        edit("b.js", "e", "f", 2),
        { kind: "replace", path: "c.js", search: "g\n", replace: "h\n", blockIndex: 3 },
      ],
      issues: [],
      commands: [],
    });
  });

  it("ends an unfenced hunk at prose after a blank line even when unprefixed lines came before it", () => {
    const reply = "--- f.js\n+++ f.js\n@@\n-a\n+b\n}\n\nThat should fix it.\n";
    expect(parse(reply)).toEqual({
      edits: [
        {
          kind: "replace",
          path: "f.js",
          search: "a\n}\n",
          replace: "b\n}\n",
          exactLines: [1],
          blockIndex: 0,
        },
      ],
      issues: [],
      commands: [],
    });
  });

  it("ends an unfenced hunk at a blank line followed by prose", () => {
    const reply = "--- f.py\n+++ f.py\n@@\n-a\n+b\n\nThat should fix it. Let me know!\n";
    expect(parse(reply)).toEqual({
      edits: [{ kind: "replace", path: "f.py", search: "a\n", replace: "b\n", blockIndex: 0 }],
      issues: [],
      commands: [],
    });
  });

  it("reports a hunk before any file header as missing-path, and reads an empty hunk as a change of nothing", () => {
    expect(withDetails(parse("@@\n-a\n+b\n--- f\n+++ f\n@@\n@@\n-c\n+d\n"))).toEqual({
      edits: [
        { kind: "replace", path: "f", search: "", replace: "", blockIndex: 1 },
        { kind: "replace", path: "f", search: "c\n", replace: "d\n", blockIndex: 2 },
      ],
      issues: [
        { code: "missing-path", detail: "hunk before any ---/+++ file header", blockIndex: 0, line: 1 },
      ],
      commands: [],
    });
  });

  it("gives a header-less hunk the only chat file", () => {
    expect(parse("```diff\n@@ ... @@\n-a\n+b\n```\n", { files: ["src/only.py"] })).toEqual({
      edits: [{ kind: "replace", path: "src/only.py", search: "a\n", replace: "b\n", blockIndex: 0 }],
      issues: [],
      commands: [],
    });
  });

  it("reports a header pair with /dev/null on both sides", () => {
    expect(withDetails(parse("--- /dev/null\n+++ /dev/null\n@@\n+x\n"))).toEqual({
      edits: [],
      issues: [{ code: "malformed", detail: "both --- and +++ headers are /dev/null or empty", line: 1 }],
      commands: [],
    });
  });

  it("reads hunk lines that follow a header with no @@ line", () => {
    expect(parse("--- f\n+++ f\n-a\n+b\n").edits).toEqual([
      { kind: "replace", path: "f", search: "a\n", replace: "b\n", blockIndex: 0 },
    ]);
  });

  it("matches paths to the chat files (basename) and keeps a real a/ directory", () => {
    const files = ["src/deep/util.ts", "a/real.txt"];
    const reply = "--- util.ts\n+++ util.ts\n@@\n-a\n+b\n--- a/real.txt\n+++ a/real.txt\n@@\n-c\n+d\n";
    expect(parse(reply, { files }).edits).toEqual([
      { kind: "replace", path: "src/deep/util.ts", search: "a\n", replace: "b\n", blockIndex: 0 },
      { kind: "replace", path: "a/real.txt", search: "c\n", replace: "d\n", blockIndex: 1 },
    ]);
  });

  it.each([
    ["````", "````"],
    ["<source>", "</source>"],
    ["<pre>", "</pre>"],
  ])("accepts the %s fence", (open, close) => {
    const reply = `Patch:\n${open}\n--- f\n+++ f\n@@\n-a\n+b\n${close}\nMore prose\n`;
    expect(parse(reply)).toEqual({
      edits: [{ kind: "replace", path: "f", search: "a\n", replace: "b\n", blockIndex: 0 }],
      issues: [],
      commands: [],
    });
  });

  it("accepts CRLF replies", () => {
    expect(parse("--- f\r\n+++ f\r\n@@\r\n-a\r\n+b\r\n").edits).toEqual([
      { kind: "replace", path: "f", search: "a\n", replace: "b\n", blockIndex: 0 },
    ]);
  });

  it("drops a still-streaming last hunk without an issue when partial", () => {
    const reply = "--- f\n+++ f\n@@\n-a\n+b\n@@\n-c\n+d";
    expect(parse(reply, { partial: true })).toEqual({
      edits: [{ kind: "replace", path: "f", search: "a\n", replace: "b\n", blockIndex: 0 }],
      issues: [],
      commands: [],
    });
    expect(parse("```diff\n--- f\n+++ f\n@@\n-a\n+b\nunfinished li", { partial: true })).toEqual({
      edits: [],
      issues: [],
      commands: [],
    });
  });

  it("keeps a fenced last hunk once its fence is closed, even when partial", () => {
    expect(parse("```diff\n--- f\n+++ f\n@@\n-a\n+b\n```\nSome", { partial: true }).edits).toEqual([
      { kind: "replace", path: "f", search: "a\n", replace: "b\n", blockIndex: 0 },
    ]);
  });

  it("returns nothing for a reply without a diff", () => {
    expect(parse("I could not find the bug.\n\n- first\n+ second\n")).toEqual({
      edits: [],
      issues: [],
      commands: [],
    });
  });
});

describe("udiff render", () => {
  it("renders replace and delete edits as a fenced diff, one section per path", () => {
    const text = udiffFormat.render([
      { kind: "replace", path: "src/a.py", search: "a\nb\n\nc\n", replace: "a\nB\n\nc\n", blockIndex: 0 },
      { kind: "replace", path: "src/a.py", search: "", replace: "tail\n", blockIndex: 1 },
      { kind: "delete", path: "old.txt", blockIndex: 2 },
      { kind: "replace", path: "new.txt", search: "", replace: "hello\n", blockIndex: 3 },
    ]);
    expect(text).toBe(
      [
        "```diff",
        "--- a/src/a.py",
        "+++ b/src/a.py",
        "@@ ... @@",
        " a",
        "-b",
        "+B",
        " ",
        " c",
        "@@ ... @@",
        "+tail",
        "--- a/old.txt",
        "+++ /dev/null",
        "--- /dev/null",
        "+++ b/new.txt",
        "@@ ... @@",
        "+hello",
        "```",
        "",
      ].join("\n"),
    );
  });

  it("uses the fence from the context", () => {
    const text = udiffFormat.render(
      [{ kind: "replace", path: "f", search: "a\n", replace: "b\n", blockIndex: 0 }],
      {
        fence: { open: "<source>", close: "</source>" },
      },
    );
    expect(text).toBe("<source>\n--- a/f\n+++ b/f\n@@ ... @@\n-a\n+b\n</source>\n");
  });

  it("puts additions first where `--- x` then `+++ y` would read as a file header", () => {
    const edits = [
      { kind: "replace" as const, path: "q.sql", search: "-- old\n", replace: "++ new\n", blockIndex: 0 },
    ];
    const text = udiffFormat.render(edits);
    expect(text).toBe("```diff\n--- a/q.sql\n+++ b/q.sql\n@@ ... @@\n+++ new\n--- old\n```\n");
    expect(udiffFormat.parse(text)).toEqual({ edits, issues: [], commands: [] });
  });

  it.each([
    [{ kind: "write" as const, path: "f", content: "x\n", blockIndex: 0 }],
    [{ kind: "move" as const, path: "f", to: "g", blockIndex: 0 }],
    [{ kind: "replace" as const, path: "f", search: "a\n", replace: "b\n", anchors: ["x"], blockIndex: 0 }],
    [{ kind: "replace" as const, path: "f", search: "a\n", replace: "b\n", atEnd: true, blockIndex: 0 }],
    [{ kind: "replace" as const, path: "f", search: "", replace: "", blockIndex: 0 }],
    [{ kind: "replace" as const, path: "bad\npath", search: "a\n", replace: "b\n", blockIndex: 0 }],
  ])("throws on what a udiff cannot express: %j", (edit) => {
    expect(() => udiffFormat.render([edit])).toThrow();
  });

  it("is the partial-policy format named udiff", () => {
    expect([udiffFormat.name, udiffFormat.policy]).toEqual(["udiff", "partial"]);
  });
});
