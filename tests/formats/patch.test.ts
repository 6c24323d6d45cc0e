import { patchFormat } from "../../src/formats/patch/format";
import { issueDetail } from "../../src/edits/issue-text";
import { withDetails } from "../helpers/issue-details";

const parse = patchFormat.parse;
const patch = (...lines: string[]) => ["*** Begin Patch", ...lines, "*** End Patch", ""].join("\n");

describe("patch parse", () => {
  it("reads add, delete and update ops, one block each", () => {
    const reply = patch(
      "*** Add File: docs/new.md",
      "+# New",
      "+",
      "+text",
      "*** Delete File: old.txt",
      "*** Update File: src/app.py",
      "@@ def main():",
      "     x = 1",
      "-    y = 2",
      "+    y = 3",
    );
    expect(parse(reply)).toEqual({
      edits: [
        { kind: "write", path: "docs/new.md", content: "# New\n\ntext\n", overwrite: true, blockIndex: 0 },
        { kind: "delete", path: "old.txt", blockIndex: 1 },
        {
          kind: "replace",
          path: "src/app.py",
          search: "    x = 1\n    y = 2\n",
          replace: "    x = 1\n    y = 3\n",
          anchors: ["def main():"],
          blockIndex: 2,
        },
      ],
      issues: [],
      commands: [],
    });
  });

  it("gives every chunk of one Update its own edit in the same block, then the move", () => {
    const reply = patch(
      "*** Update File: a.py",
      "*** Move to: lib/b.py",
      "-one",
      "+uno",
      "@@",
      "-two",
      "+dos",
    );
    expect(parse(reply).edits).toEqual([
      { kind: "replace", path: "a.py", search: "one\n", replace: "uno\n", blockIndex: 0 },
      { kind: "replace", path: "a.py", search: "two\n", replace: "dos\n", blockIndex: 0 },
      { kind: "move", path: "a.py", to: "lib/b.py", blockIndex: 0 },
    ]);
  });

  it("collects @@ lines in a row as narrowing anchors, in order, and bare @@ adds none", () => {
    const reply = patch(
      "*** Update File: m.py",
      "@@ class A:",
      "@@",
      "@@     def run(self):",
      "-        pass",
      "+        return 1",
    );
    expect(parse(reply).edits).toEqual([
      {
        kind: "replace",
        path: "m.py",
        search: "        pass\n",
        replace: "        return 1\n",
        anchors: ["class A:", "    def run(self):"],
        blockIndex: 0,
      },
    ]);
  });

  it("marks the chunk before *** End of File atEnd, and reads an only-+ chunk as empty search", () => {
    const reply = patch(
      "*** Update File: f.txt",
      "@@ last heading",
      "+inserted",
      "@@",
      " end",
      "+after end",
      "*** End of File",
    );
    expect(parse(reply).edits).toEqual([
      {
        kind: "replace",
        path: "f.txt",
        search: "",
        replace: "inserted\n",
        anchors: ["last heading"],
        blockIndex: 0,
      },
      {
        kind: "replace",
        path: "f.txt",
        search: "end\n",
        replace: "end\nafter end\n",
        atEnd: true,
        blockIndex: 0,
      },
    ]);
  });

  it("reads blank lines without a space as context, dropping the trailing ones", () => {
    const reply = patch(
      "*** Update File: f.py",
      " a",
      "",
      "-b",
      "+c",
      "",
      "*** Update File: g.py",
      "-x",
      "+y",
    );
    expect(parse(reply).edits).toEqual([
      { kind: "replace", path: "f.py", search: "a\n\nb\n", replace: "a\n\nc\n", blockIndex: 0 },
      { kind: "replace", path: "g.py", search: "x\n", replace: "y\n", blockIndex: 1 },
    ]);
  });

  it("reads udiff-style @@ lines: the ranges dropped, the trailing text kept as anchor", () => {
    const reply = patch(
      "*** Update File: f.py",
      "@@ -3,2 +3,2 @@ def f():",
      "-a",
      "+b",
      "@@ ... @@",
      "-c",
      "+d",
    );
    expect(parse(reply).edits).toEqual([
      { kind: "replace", path: "f.py", search: "a\n", replace: "b\n", anchors: ["def f():"], blockIndex: 0 },
      { kind: "replace", path: "f.py", search: "c\n", replace: "d\n", blockIndex: 0 },
    ]);
  });

  it("finds the patch inside prose and a fence, with padded markers", () => {
    const reply = [
      "I'll rename the constant.",
      "",
      "```diff",
      "  *** Begin Patch  ",
      "*** Update File:   config.py  ",
      "-LIMIT = 1",
      "+MAX_ITEMS = 1",
      "*** End Patch ",
      "```",
      "",
      "Run the tests afterwards.",
    ].join("\n");
    expect(parse(reply)).toEqual({
      edits: [
        {
          kind: "replace",
          path: "config.py",
          search: "LIMIT = 1\n",
          replace: "MAX_ITEMS = 1\n",
          blockIndex: 0,
        },
      ],
      issues: [],
      commands: [],
    });
  });

  it("finds the patch inside a heredoc", () => {
    const reply =
      "```bash\napply_patch <<'EOF'\n*** Begin Patch\n*** Delete File: tmp.log\n*** End Patch\nEOF\n```\n";
    expect(parse(reply)).toEqual({
      edits: [{ kind: "delete", path: "tmp.log", blockIndex: 0 }],
      issues: [],
      commands: [],
    });
  });

  it("reads several patches in one reply, numbering blocks across them", () => {
    const reply = patch("*** Delete File: a") + "and then\n" + patch("*** Delete File: b");
    expect(parse(reply).edits).toEqual([
      { kind: "delete", path: "a", blockIndex: 0 },
      { kind: "delete", path: "b", blockIndex: 1 },
    ]);
  });

  it("matches op paths to the chat files", () => {
    expect(parse(patch("*** Update File: util.ts", "-a", "+b"), { files: ["src/util.ts"] }).edits).toEqual([
      { kind: "replace", path: "src/util.ts", search: "a\n", replace: "b\n", blockIndex: 0 },
    ]);
  });

  it("reports a malformed op with its reply line and drops only that op", () => {
    const reply = patch(
      "*** Update File: a.py",
      "-x",
      "+y",
      "oops no prefix",
      "*** Add File: b.py",
      "+ok",
      "not plus",
    );
    expect(withDetails(parse(reply))).toEqual({
      edits: [],
      issues: [
        {
          code: "malformed",
          detail: 'unexpected line in an update (lines start with " ", "-", "+" or "@@"): "oops no prefix"',
          path: "a.py",
          blockIndex: 0,
          line: 5,
        },
        {
          code: "malformed",
          detail: 'a line of an added file must start with "+": "not plus"',
          path: "b.py",
          blockIndex: 1,
          line: 8,
        },
      ],
      commands: [],
    });
  });

  it("reports empty updates, empty chunks, a late Move to and a missing path", () => {
    const reply = patch(
      "*** Update File: a.py",
      "*** Update File: b.py",
      "@@ anchor only",
      "*** Update File: c.py",
      "-x",
      "+y",
      "*** Move to: d.py",
      "*** Add File:",
    );
    expect(withDetails(parse(reply).issues)).toEqual([
      { code: "malformed", detail: "*** Update File: with no changes", path: "a.py", blockIndex: 0, line: 2 },
      { code: "malformed", detail: "@@ chunk has no lines", path: "b.py", blockIndex: 1, line: 4 },
      {
        code: "malformed",
        detail: "*** Move to: must directly follow *** Update File:",
        path: "c.py",
        blockIndex: 2,
        line: 8,
      },
      { code: "missing-path", detail: "*** Add File: names no file", blockIndex: 3, line: 9 },
    ]);
  });

  it("words a stray line, an early End of File and a line after Delete File", () => {
    const reply = patch(
      "stray words",
      "*** Update File: a.py",
      "*** End of File",
      "*** Delete File: b.py",
      "x",
    );
    expect(parse(reply).issues.map(issueDetail)).toEqual([
      'expected a *** Add/Delete/Update File: line, got "stray words"',
      "*** End of File after no lines",
      'unexpected line after *** Delete File: "x"',
    ]);
  });

  it("reports a patch with no End Patch as unterminated, but not while streaming", () => {
    const reply = "*** Begin Patch\n*** Delete File: a\n*** Update File: b\n-x\n+y\n";
    expect(withDetails(parse(reply))).toEqual({
      edits: [
        { kind: "delete", path: "a", blockIndex: 0 },
        { kind: "replace", path: "b", search: "x\n", replace: "y\n", blockIndex: 1 },
      ],
      issues: [{ code: "unterminated", detail: "*** Begin Patch without *** End Patch", line: 1 }],
      commands: [],
    });
    expect(parse(reply + "+stil", { partial: true })).toEqual({
      edits: [{ kind: "delete", path: "a", blockIndex: 0 }],
      issues: [],
      commands: [],
    });
  });

  it("ends a patch cut short by a closing fence", () => {
    expect(withDetails(parse("```\n*** Begin Patch\n*** Delete File: a\n```\nprose\n"))).toEqual({
      edits: [{ kind: "delete", path: "a", blockIndex: 0 }],
      issues: [{ code: "unterminated", detail: "*** Begin Patch without *** End Patch", line: 2 }],
      commands: [],
    });
  });

  it("reads file ops without a Begin Patch line", () => {
    expect(parse("Here:\n*** Delete File: a\n*** End Patch\n").edits).toEqual([
      { kind: "delete", path: "a", blockIndex: 0 },
    ]);
  });

  it("returns nothing for a reply without a patch", () => {
    expect(parse("No changes needed.\n")).toEqual({ edits: [], issues: [], commands: [] });
  });
});

describe("patch render", () => {
  it("renders all four kinds, grouping a block's chunks and move into one Update", () => {
    const text = patchFormat.render([
      { kind: "write", path: "n.md", content: "a\n\n", blockIndex: 0 },
      { kind: "delete", path: "old.txt", blockIndex: 1 },
      {
        kind: "replace",
        path: "m.py",
        search: "x\ny\n",
        replace: "x\nz\n",
        anchors: ["class A:", "  def f():"],
        blockIndex: 2,
      },
      { kind: "replace", path: "m.py", search: "", replace: "tail\n", atEnd: true, blockIndex: 2 },
      { kind: "move", path: "m.py", to: "lib/m.py", blockIndex: 2 },
    ]);
    expect(text).toBe(
      [
        "```",
        "*** Begin Patch",
        "*** Add File: n.md",
        "+a",
        "+",
        "*** Delete File: old.txt",
        "*** Update File: m.py",
        "*** Move to: lib/m.py",
        "@@ class A:",
        "@@   def f():",
        " x",
        "-y",
        "+z",
        "@@",
        "+tail",
        "*** End of File",
        "*** End Patch",
        "```",
        "",
      ].join("\n"),
    );
  });

  it.each([
    [{ kind: "replace" as const, path: "f", search: "", replace: "", blockIndex: 0 }],
    [{ kind: "replace" as const, path: "f", search: "a\n", replace: "b\n", anchors: [""], blockIndex: 0 }],
    [{ kind: "replace" as const, path: "f", search: "a\n", replace: "b\n", anchors: ["x "], blockIndex: 0 }],
    [
      {
        kind: "replace" as const,
        path: "f",
        search: "*** End Patch\n",
        replace: "*** End Patch\nb\n",
        blockIndex: 0,
      },
    ],
    [{ kind: "move" as const, path: "f", to: " ", blockIndex: 0 }],
  ])("throws on what V4A cannot express: %j", (edit) => {
    expect(() => patchFormat.render([edit])).toThrow();
  });

  it("is the atomic-policy format named patch", () => {
    expect([patchFormat.name, patchFormat.policy]).toEqual(["patch", "atomic"]);
  });
});
