import { FENCE as F, only, replaceEdit, searchReplaceLines as block } from "../helpers/edit-builders";
import { editBlockFencedFormat } from "../../src/formats/editblock-fenced/format";
import { withDetails } from "../helpers/issue-details";

const parse = (lines: string[], files?: string[]) =>
  editBlockFencedFormat.parse(lines.join("\n") + "\n", { files });

describe("diff-fenced parse", () => {
  it("reads the path from the first line inside the fence", () => {
    const result = parse([F, "src/app.py", ...block(["a = 1"], ["a = 2"]), F]);
    expect(result).toEqual(only(replaceEdit("src/app.py", "a = 1\n", "a = 2\n", 0)));
  });

  it("reads the path after a language tag and matches it to a chat file", () => {
    const result = parse([F + "python", "app.py", ...block(["a"], ["b"]), F], ["pkg/app.py"]);
    expect(result).toEqual(only(replaceEdit("pkg/app.py", "a\n", "b\n", 0)));
  });

  it("prefers the path inside the fence over a path-like line above it", () => {
    const result = parse(["notes.txt", F, "src/app.py", ...block(["a"], ["b"]), F]);
    expect(result).toEqual(only(replaceEdit("src/app.py", "a\n", "b\n", 0)));
  });

  it("accepts the diff layout, path above the fence", () => {
    const result = parse(["src/app.py", F, ...block(["a"], ["b"]), F]);
    expect(result).toEqual(only(replaceEdit("src/app.py", "a\n", "b\n", 0)));
  });

  it("reads one fence per block across several files, in reply order", () => {
    const result = parse([
      F,
      "src/a.py",
      ...block(["a"], ["b"]),
      F,
      "Then:",
      F,
      "src/b.py",
      ...block([], ["new"]),
      F,
    ]);
    expect(result).toEqual(
      only(replaceEdit("src/a.py", "a\n", "b\n", 0), replaceEdit("src/b.py", "", "new\n", 1)),
    );
  });

  it("reports a fenced block whose first line is prose, not a path", () => {
    const result = parse([F, "Here is the fix", ...block(["a"], ["b"]), F]);
    expect(withDetails(result)).toEqual({
      edits: [],
      issues: [
        {
          code: "missing-path",
          detail: "no file path on the line before this block, and no earlier block to take it from",
          blockIndex: 0,
          line: 3,
        },
      ],
      commands: [],
    });
  });
});

describe("diff-fenced render", () => {
  it("writes the path as the first line inside the fence and parses back", () => {
    const edits = [replaceEdit("src/a.py", "a\n", "b\n", 0), replaceEdit("lib/b.ts", "x\ny\n", "", 1)];
    const text = editBlockFencedFormat.render(edits, { fence: { open: "````", close: "````" } });
    expect(text).toBe(
      [
        "````",
        "src/a.py",
        ...block(["a"], ["b"]),
        "````",
        "",
        "````",
        "lib/b.ts",
        ...block(["x", "y"], []),
        "````",
        "",
      ].join("\n"),
    );
    expect(editBlockFencedFormat.parse(text)).toEqual(only(...edits));
  });

  it("refuses anything but replace edits", () => {
    expect(() => editBlockFencedFormat.render([{ kind: "move", path: "a", to: "b", blockIndex: 2 }])).toThrow(
      "The diff-fenced edit format cannot express a move edit (block 2).",
    );
  });
});
