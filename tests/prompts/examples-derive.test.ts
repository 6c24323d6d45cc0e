import type { ExampleTask } from "../../src/prompts/example-tasks";
import { getEditFormat } from "../../src/formats/registry";
import { editsForFormat } from "../../src/prompts/examples";
import { renderFileBlock } from "../../src/prompts/render-file-block";

const task: ExampleTask = {
  request: "Add b, create c.txt.",
  files: [{ path: "a.txt", content: "one\ntwo\n" }],
  answer: "Done.",
  edits: [
    { kind: "replace", path: "c.txt", search: "", replace: "new\n", blockIndex: 0 },
    { kind: "replace", path: "a.txt", search: "one\n", replace: "one\nb\n", anchors: ["one"], blockIndex: 1 },
    { kind: "replace", path: "a.txt", search: "two\n", replace: "2\n", blockIndex: 2 },
  ],
};

describe("editsForFormat", () => {
  it("whole: one write per touched file, holding the file after every edit", () => {
    expect(editsForFormat(task, getEditFormat("whole"))).toEqual([
      { kind: "write", path: "c.txt", content: "new\n", blockIndex: 0 },
      { kind: "write", path: "a.txt", content: "one\nb\n2\n", blockIndex: 1 },
    ]);
  });

  it("patch: new files become writes, anchors stay, blocks are numbered by file section", () => {
    expect(editsForFormat(task, getEditFormat("patch"))).toEqual([
      { kind: "write", path: "c.txt", content: "new\n", overwrite: true, blockIndex: 0 },
      {
        kind: "replace",
        path: "a.txt",
        search: "one\n",
        replace: "one\nb\n",
        anchors: ["one"],
        blockIndex: 1,
      },
      { kind: "replace", path: "a.txt", search: "two\n", replace: "2\n", blockIndex: 1 },
    ]);
  });

  it("other formats: the edits as they are, without the patch-only anchors", () => {
    expect(editsForFormat(task, getEditFormat("diff"))).toEqual([
      task.edits[0],
      { kind: "replace", path: "a.txt", search: "one\n", replace: "one\nb\n", blockIndex: 1 },
      task.edits[2],
    ]);
  });

  it("refuses example data whose search is not unique in its file", () => {
    const broken: ExampleTask = {
      ...task,
      files: [{ path: "a.txt", content: "two\ntwo\n" }],
      edits: [task.edits[2]!],
    };
    expect(() => editsForFormat(broken, getEditFormat("whole"))).toThrow("example search is not unique");
  });
});

describe("renderFileBlock", () => {
  it("writes the path, the fence, the content with a final newline, and the closing fence", () => {
    expect(renderFileBlock("a/b.py", "x = 1", { open: "<source>", close: "</source>" })).toBe(
      "a/b.py\n<source>\nx = 1\n</source>\n",
    );
    expect(renderFileBlock("empty.txt", "", { open: "```", close: "```" })).toBe("empty.txt\n```\n```\n");
  });
});
