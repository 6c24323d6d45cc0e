import type { Edit, EditIssue } from "../../src/edits/edit";
import { FENCE as F, only, replaceEdit, searchReplaceLines as block } from "../helpers/edit-builders";
import { FENCES } from "../../src/core/fences";
import { editBlockFormat } from "../../src/formats/editblock/format";
import { issueDetail } from "../../src/edits/issue-text";
import { withDetails } from "../helpers/issue-details";

const parse = (lines: string[], files?: string[], partial?: boolean) =>
  editBlockFormat.parse(lines.join("\n") + "\n", { files, partial });

describe("diff parse: paths", () => {
  it("finds nothing in an empty reply or in prose", () => {
    expect(editBlockFormat.parse("")).toEqual(only());
    expect(parse(["No change is needed: src/app.py already does this."])).toEqual(only());
  });

  it("reads the path on the line above the fence", () => {
    const result = parse(["src/app.py", F + "python", ...block(["a = 1"], ["a = 2"]), F]);
    expect(result).toEqual(only(replaceEdit("src/app.py", "a = 1\n", "a = 2\n", 0)));
  });

  it.each([
    "`src/app.py`",
    "**src/app.py**",
    "src/app.py:",
    "# src/app.py",
    "### `src/app.py`",
    "**`src/app.py`**:",
  ])("strips the decorations of %j", (pathLine) => {
    const result = parse([pathLine, F, ...block(["a"], ["b"]), F]);
    expect(result).toEqual(only(replaceEdit("src/app.py", "a\n", "b\n", 0)));
  });

  it("matches a bare basename to the chat file it names", () => {
    const result = parse(["app.py", F, ...block(["a"], ["b"]), F], ["src/app.py", "src/lib.py"]);
    expect(result).toEqual(only(replaceEdit("src/app.py", "a\n", "b\n", 0)));
  });

  it("reads a path written inside the fence just before the markers", () => {
    const result = parse([F + "python", "src/app.py", ...block(["a"], ["b"]), F]);
    expect(result).toEqual(only(replaceEdit("src/app.py", "a\n", "b\n", 0)));
  });

  it("tolerates blank lines between the path, the fence and the markers", () => {
    const result = parse(["src/app.py", "", F, "", ...block(["a"], ["b"]), F]);
    expect(result).toEqual(only(replaceEdit("src/app.py", "a\n", "b\n", 0)));
  });

  it("never takes the language tag for a path", () => {
    const result = parse(["Change this:", F + "python", ...block(["a"], ["b"]), F]);
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

  it("gives a block without a path line the previous block's path, across fences and prose", () => {
    const result = parse([
      "src/a.py",
      F,
      ...block(["a"], ["b"]),
      F,
      "And the second place in the same file:",
      F + "python",
      ...block(["c"], ["d"]),
      F,
      "src/b.py",
      F,
      ...block(["e"], ["f"]),
      F,
    ]);
    expect(result).toEqual(
      only(
        replaceEdit("src/a.py", "a\n", "b\n", 0),
        replaceEdit("src/a.py", "c\n", "d\n", 1),
        replaceEdit("src/b.py", "e\n", "f\n", 2),
      ),
    );
  });

  it("reads several blocks in one fence, with and without path lines between them", () => {
    const result = parse([
      "src/a.py",
      F,
      ...block(["a"], ["b"]),
      "",
      ...block(["c"], ["d"]),
      "src/b.py",
      ...block(["e"], ["f"]),
      F,
    ]);
    expect(result).toEqual(
      only(
        replaceEdit("src/a.py", "a\n", "b\n", 0),
        replaceEdit("src/a.py", "c\n", "d\n", 1),
        replaceEdit("src/b.py", "e\n", "f\n", 2),
      ),
    );
  });

  it("reads blocks written without any fence", () => {
    const result = parse(["Edit:", "", "src/a.py", ...block(["a", "", "b"], ["c"])]);
    expect(result).toEqual(only(replaceEdit("src/a.py", "a\n\nb\n", "c\n", 0)));
  });
});

describe("diff parse: markers and fences", () => {
  it.each([
    ["five and nine marker characters", ["<<<<< SEARCH", "a", "=========", "b", ">>>>>>>>> REPLACE"]],
    ["a stray > after SEARCH", ["<<<<<<< SEARCH>", "a", "=======", "b", ">>>>>>> REPLACE"]],
    ["trailing spaces on the markers", ["<<<<<<< SEARCH   ", "a", "=======  ", "b", ">>>>>>> REPLACE \t"]],
    ["indented markers", ["  <<<<<<< SEARCH", "a", "  =======", "b", "  >>>>>>> REPLACE"]],
  ])("accepts %s", (_name, markers) => {
    const result = parse(["src/a.py", F, ...markers, F]);
    expect(result).toEqual(only(replaceEdit("src/a.py", "a\n", "b\n", 0)));
  });

  it.each(FENCES.map((fence) => [fence.open, fence.close]))("accepts the %s fence", (open, close) => {
    const result = parse(["src/a.py", open, ...block(["a"], ["b"]), close]);
    expect(result).toEqual(only(replaceEdit("src/a.py", "a\n", "b\n", 0)));
  });

  it("keeps ``` lines inside a quadruple-backtick fence as content", () => {
    const doc = ["# Title", F + "js", "x()", F];
    const result = parse(["README.md", "````markdown", ...block(doc, [...doc, "more"]), "````"]);
    const text = doc.join("\n") + "\n";
    expect(result).toEqual(only(replaceEdit("README.md", text, text + "more\n", 0)));
  });

  it("keeps ``` lines as content even when the outer fence is ``` too", () => {
    const result = parse(["README.md", F, ...block([F + "js", F], ["x"]), F]);
    expect(result).toEqual(only(replaceEdit("README.md", "```js\n```\n", "x\n", 0)));
  });

  it("turns an empty SEARCH into a replace edit with search ''", () => {
    const result = parse(["src/new.py", F, ...block([], ["print(1)"]), F]);
    expect(result).toEqual(only(replaceEdit("src/new.py", "", "print(1)\n", 0)));
  });

  it("reads a CRLF reply into LF texts", () => {
    const reply = ["src/a.py", F, ...block(["a", "b"], ["c"]), F, ""].join("\r\n");
    expect(editBlockFormat.parse(reply)).toEqual(only(replaceEdit("src/a.py", "a\nb\n", "c\n", 0)));
  });

  it("keeps a ======= line inside the REPLACE section as content", () => {
    const result = parse(["doc.rst", ...block(["Title"], ["Title", "=======", "", "Body"])]);
    expect(result).toEqual(only(replaceEdit("doc.rst", "Title\n", "Title\n=======\n\nBody\n", 0)));
  });

  it("ends the REPLACE at a second ======= right before >>>>>>> REPLACE (issue 12)", () => {
    const result = parse(["a.py", ...block(["x = 1"], ["x = 2", "======="])]);
    expect(result).toEqual(only(replaceEdit("a.py", "x = 1\n", "x = 2\n", 0)));
  });

  it.each([
    ["<<<<<<< SEARH", "is not <<<<<<< SEARCH"],
    ["<<<<<<< SERACH", "is not <<<<<<< SEARCH"],
    ["<<<<<<<<<< SEARCH", "has 10 `<` characters"],
  ])("reports a head that only looks like a SEARCH marker: %s", (head, why) => {
    const result = parse(["a.py", F, head, "x = 1", "=======", "x = 2", ">>>>>>> REPLACE", F]);
    expect(result.edits).toEqual([]);
    expect(result.issues).toEqual([expect.objectContaining({ code: "malformed", blockIndex: 0, line: 3 })]);
    expect(issueDetail(result.issues[0] as EditIssue)).toContain("looked like a SEARCH/REPLACE block but");
    expect(issueDetail(result.issues[0] as EditIssue)).toContain(why);
  });

  it("does not take a git conflict head for a SEARCH marker", () => {
    const result = parse(["Resolve the conflict:", "<<<<<<< HEAD", "a", "=======", "b", ">>>>>>> main"]);
    expect(result).toEqual({ edits: [], issues: [], commands: [] });
  });
});

describe("diff parse: shell fences", () => {
  it.each(["bash", "sh", "shell", "console"])("collects the commands of a ```%s fence", (tag) => {
    const result = parse(["Then run:", F + tag, "# install first", "npm install", "", "npm test", F]);
    expect(result).toEqual({ edits: [], issues: [], commands: ["npm install", "npm test"] });
  });

  it("keeps only the prompted lines of a console transcript", () => {
    const result = parse([F + "console", "$ make", "built 3 targets", "$ ./run", F]);
    expect(result).toEqual({ edits: [], issues: [], commands: ["make", "./run"] });
  });

  it("reads a ```bash fence holding markers as an edit to a script", () => {
    const result = parse(["run.sh", F + "bash", ...block(["echo a"], ["echo b"]), F]);
    expect(result).toEqual(only(replaceEdit("run.sh", "echo a\n", "echo b\n", 0)));
  });

  it("jumps over a run of unclosed shell fences to the block after them", () => {
    const result = parse([...Array<string>(3).fill(F + "bash"), "run.sh", ...block(["a"], ["b"])]);
    expect(result).toEqual(only(replaceEdit("run.sh", "a\n", "b\n", 0)));
  });

  it("collects commands alongside edits", () => {
    const result = parse(["src/a.py", F, ...block(["a"], ["b"]), F, F + "sh", "python src/a.py", F]);
    expect(result).toEqual({
      ...only(replaceEdit("src/a.py", "a\n", "b\n", 0)),
      commands: ["python src/a.py"],
    });
  });
});

describe("diff parse: damaged blocks", () => {
  it("reports a block missing its ======= line and parses the next one", () => {
    const result = parse([
      "src/a.py",
      F,
      "<<<<<<< SEARCH",
      "a",
      ">>>>>>> REPLACE",
      F,
      "src/b.py",
      F,
      ...block(["c"], ["d"]),
      F,
    ]);
    expect(withDetails(result)).toEqual({
      edits: [replaceEdit("src/b.py", "c\n", "d\n", 1)],
      issues: [
        {
          code: "malformed",
          detail: "a REPLACE marker came before the ======= line",
          path: "src/a.py",
          blockIndex: 0,
          line: 3,
        },
      ],
      commands: [],
    });
  });

  it("reports a block missing its REPLACE marker and resumes at the next SEARCH marker", () => {
    const result = parse(["src/a.py", "<<<<<<< SEARCH", "a", "=======", "b", ...block(["c"], ["d"])]);
    expect(withDetails(result)).toEqual({
      edits: [replaceEdit("src/a.py", "c\n", "d\n", 1)],
      issues: [
        {
          code: "malformed",
          detail: "no >>>>>>> REPLACE line before the next SEARCH marker",
          path: "src/a.py",
          blockIndex: 0,
          line: 2,
        },
      ],
      commands: [],
    });
  });

  it("reports a block cut off by the end of the reply as unterminated", () => {
    const result = parse([
      "src/a.py",
      ...block(["a"], ["b"]),
      "src/b.py",
      "<<<<<<< SEARCH",
      "c",
      "=======",
      "d",
    ]);
    expect(withDetails(result)).toEqual({
      edits: [replaceEdit("src/a.py", "a\n", "b\n", 0)],
      issues: [
        {
          code: "unterminated",
          detail: "the reply ended before the >>>>>>> REPLACE line",
          path: "src/b.py",
          blockIndex: 1,
          line: 8,
        },
      ],
      commands: [],
    });
  });

  it("says nothing about the unfinished last block of a streaming reply", () => {
    const result = parse(["src/a.py", ...block(["a"], ["b"]), "src/b.py", "<<<<<<< SEARCH", "c"], [], true);
    expect(result).toEqual(only(replaceEdit("src/a.py", "a\n", "b\n", 0)));
  });

  it("ignores an unclosed shell fence at the end of a streaming reply", () => {
    expect(parse([F + "bash", "npm te"], [], true)).toEqual(only());
  });
});

describe("diff render", () => {
  const edits: Edit[] = [
    replaceEdit("src/a.py", "a\n", "b\n", 0),
    replaceEdit("src/new.py", "", "x = 1\n", 1),
  ];

  it("writes the path above the fence, one block per edit", () => {
    const text = editBlockFormat.render(edits);
    expect(text).toBe(
      ["src/a.py", F, ...block(["a"], ["b"]), F, "", "src/new.py", F, ...block([], ["x = 1"]), F, ""].join(
        "\n",
      ),
    );
    expect(editBlockFormat.parse(text)).toEqual(only(...edits));
  });

  it("uses the fence it is given", () => {
    const text = editBlockFormat.render(edits.slice(0, 1), {
      fence: { open: "<source>", close: "</source>" },
    });
    expect(text).toBe(["src/a.py", "<source>", ...block(["a"], ["b"]), "</source>", ""].join("\n"));
  });

  it("moves to a longer fence when the text has ``` lines, and parses it back", () => {
    const edit = replaceEdit("README.md", "```js\nx\n```\n", "```ts\ny\n```\n", 0);
    const text = editBlockFormat.render([edit]);
    expect(text.split("\n").slice(0, 2)).toEqual(["README.md", "````"]);
    expect(editBlockFormat.parse(text)).toEqual(only(edit));
  });

  it("refuses edits the format cannot express", () => {
    expect(() => editBlockFormat.render([{ kind: "write", path: "a", content: "", blockIndex: 0 }])).toThrow(
      "The diff edit format cannot express a write edit (block 0).",
    );
    expect(() => editBlockFormat.render([{ kind: "delete", path: "a", blockIndex: 3 }])).toThrow(
      "The diff edit format cannot express a delete edit (block 3).",
    );
  });
});
