import { FENCE as F, only, writeEdit as write } from "../helpers/edit-builders";
import { FENCES } from "../../src/core/fences";
import { wholeFileFormat } from "../../src/formats/wholefile/format";
import { withDetails } from "../helpers/issue-details";

const parse = (lines: string[], files?: string[], partial?: boolean) =>
  wholeFileFormat.parse(lines.join("\n") + "\n", { files, partial });

describe("whole parse", () => {
  it("finds nothing in an empty reply or in prose", () => {
    expect(wholeFileFormat.parse("")).toEqual(only());
    expect(parse(["Nothing to change in a.txt."], ["a.txt"])).toEqual(only());
  });

  it("takes an untagged shell session with no path line for commands, not the only chat file", () => {
    const prompted = parse(["Try:", F, "$ npm test", "1 passing", F], ["app.js"]);
    expect(prompted).toEqual({ edits: [], issues: [], commands: ["npm test"] });
    const bare = parse(["Run:", F, "pip install -r requirements.txt", "./manage.py migrate", F], ["app.py"]);
    expect(bare).toEqual({
      edits: [],
      issues: [],
      commands: ["pip install -r requirements.txt", "./manage.py migrate"],
    });
  });

  it("skips an indented fence with no path line, and the next listing is still the only chat file", () => {
    const result = parse(
      ["1. Example:", "   " + F + "python", "   greet()", "   " + F, "", F, "x = 1", F],
      ["app.py"],
    );
    expect(result).toEqual(only(write("app.py", "x = 1\n", 0)));
  });

  it("keeps a listing of commands when the only chat file is a script, or when code starts with a command's name", () => {
    expect(parse([F, "cd build", "make all", F], ["build.sh"])).toEqual(
      only(write("build.sh", "cd build\nmake all\n", 0)),
    );
    expect(parse([F, "python = 3", F], ["conf.py"])).toEqual(only(write("conf.py", "python = 3\n", 0)));
  });

  it("accepts attributes on an XML-style fence", () => {
    expect(parse(["a.py", '<source lang="python">', "x", "</source>"])).toEqual(
      only(write("a.py", "x\n", 0)),
    );
  });

  it("reads a path line followed by a fenced file", () => {
    const result = parse(["Here it is:", "", "src/app.py", F + "python", "a = 1", "", "b = 2", F]);
    expect(result).toEqual(only(write("src/app.py", "a = 1\n\nb = 2\n", 0)));
  });

  it.each(["`src/app.py`", "**src/app.py**", "src/app.py:", "# src/app.py", "b/src/app.py"])(
    "resolves the path line %j",
    (pathLine) => {
      const result = parse([pathLine, F, "x", F], ["src/app.py"]);
      expect(result).toEqual(only(write("src/app.py", "x\n", 0)));
    },
  );

  it("reads several files in reply order", () => {
    const result = parse(["a.txt", F, "1", F, "and", "", "dir/b.txt", F, F]);
    expect(result).toEqual(only(write("a.txt", "1\n", 0), write("dir/b.txt", "", 1)));
  });

  it.each(FENCES.map((fence) => [fence.open, fence.close]))("accepts the %s fence", (open, close) => {
    const result = parse(["a.md", open, "text", close]);
    expect(result).toEqual(only(write("a.md", "text\n", 0)));
  });

  it("keeps ``` lines of the file inside a ```` fence", () => {
    const result = parse(["README.md", "````", "# Doc", F + "sh", "make", F, "````"]);
    expect(result).toEqual(only(write("README.md", "# Doc\n```sh\nmake\n```\n", 0)));
  });

  it("keeps a Markdown file's tagged code blocks inside a ``` outer fence", () => {
    const result = parse(["README.md", F + "markdown", "# Doc", F + "sh", "make", F, "end", F]);
    expect(result).toEqual(only(write("README.md", "# Doc\n```sh\nmake\n```\nend\n", 0)));
  });

  it("keeps ``` lines inside an XML-style fence", () => {
    const result = parse(["README.md", "<source>", F, "x", F, "</source>"]);
    expect(result).toEqual(only(write("README.md", "```\nx\n```\n", 0)));
  });

  it("writes a fence without a path line to the only chat file", () => {
    const result = parse(["Updated:", F + "python", "x = 1", F], ["pkg/main.py"]);
    expect(result).toEqual(only(write("pkg/main.py", "x = 1\n", 0)));
  });

  it("never writes a later pathless fence over the only chat file", () => {
    const result = parse(["main.py", F, "print(1)", F, "Output:", F, "1", F], ["main.py"]);
    expect(withDetails(result)).toEqual({
      edits: [write("main.py", "print(1)\n", 0)],
      issues: [
        {
          code: "missing-path",
          detail: "no file path on the line before this fenced file listing",
          blockIndex: 1,
          line: 6,
        },
      ],
      commands: [],
    });
  });

  it("reports a fence without a path line when several files are in the chat", () => {
    const result = parse(["Updated:", F + "python", "x = 1", F], ["a.py", "b.py"]);
    expect(withDetails(result)).toEqual({
      edits: [],
      issues: [
        {
          code: "missing-path",
          detail: "no file path on the line before this fenced file listing",
          blockIndex: 0,
          line: 2,
        },
      ],
      commands: [],
    });
  });

  it("collects a shell fence without a path as commands, but writes a script that has one", () => {
    const result = parse([F + "bash", "./build.sh", F, "build.sh", F + "bash", "echo hi", F]);
    expect(result).toEqual({ ...only(write("build.sh", "echo hi\n", 0)), commands: ["./build.sh"] });
  });

  it("reports a listing whose fence never closes, and writes nothing for it", () => {
    const result = parse(["a.txt", F, "1", F, "b.txt", F, "half"]);
    expect(withDetails(result)).toEqual({
      edits: [write("a.txt", "1\n", 0)],
      issues: [
        {
          code: "unterminated",
          detail: "the reply ended before the closing ``` of this file listing",
          path: "b.txt",
          blockIndex: 1,
          line: 6,
        },
      ],
      commands: [],
    });
  });

  it("says nothing about the unfinished last listing of a streaming reply", () => {
    expect(parse(["a.txt", F, "1", F, "b.txt", F, "half"], [], true)).toEqual(only(write("a.txt", "1\n", 0)));
  });

  it("reads a CRLF reply into LF content", () => {
    const reply = ["a.txt", F, "1", "2", F, ""].join("\r\n");
    expect(wholeFileFormat.parse(reply)).toEqual(only(write("a.txt", "1\n2\n", 0)));
  });
});

describe("whole render", () => {
  it("writes path, fence, content, fence for each file and parses back", () => {
    const edits = [write("a.py", "x = 'é'\n", 0), write("empty.txt", "", 1)];
    const text = wholeFileFormat.render(edits);
    expect(text).toBe(["a.py", F, "x = 'é'", F, "", "empty.txt", F, F, ""].join("\n"));
    expect(wholeFileFormat.parse(text)).toEqual(only(...edits));
  });

  it.each([
    ["``` lines", "# Doc\n```\nx\n```\n", "````"],
    ["``` and ```` lines", "````\n```\n", "<source>"],
  ])("escalates the fence for a file with %s and parses it back", (_name, content, fence) => {
    const edit = write("README.md", content, 0);
    const text = wholeFileFormat.render([edit]);
    expect(text.split("\n")[1]).toBe(fence);
    expect(wholeFileFormat.parse(text)).toEqual(only(edit));
  });

  it("refuses anything but write edits", () => {
    expect(() =>
      wholeFileFormat.render([{ kind: "replace", path: "a", search: "", replace: "", blockIndex: 0 }]),
    ).toThrow("The whole edit format cannot express a replace edit (block 0).");
  });
});
