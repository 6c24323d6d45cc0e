import { cleanPathLine, looksLikePath, matchReplyPath, normalizeReplyPath } from "../../src/edits/reply-path";

describe("normalizeReplyPath", () => {
  it.each([
    ["src\\app.py", "src/app.py"],
    [".\\src\\app.py", "src/app.py"],
    ["\\windows__init__.py", "windows__init__.py"],
    ["\\pkg\\mod.py", "pkg/mod.py"],
    ["C:\\x\\y.py", "C:/x/y.py"],
    ["/etc/passwd", "/etc/passwd"],
  ])("normalises %j to %j (Windows separators stay inside the root, issue 12)", (raw, expected) => {
    expect(normalizeReplyPath(raw)).toBe(expected);
  });
});

describe("cleanPathLine", () => {
  it.each([
    ["src/app.py", "src/app.py"],
    ["`src/app.py`", "src/app.py"],
    ["**src/app.py**", "src/app.py"],
    ["**`src/app.py`**:", "src/app.py"],
    ["# src/app.py", "src/app.py"],
    ["### File: src/app.py", "src/app.py"],
    ["src/app.py:", "src/app.py"],
    ["  'app.py'  ", "app.py"],
  ])("strips decorations from %j", (raw, expected) => {
    expect(cleanPathLine(raw)).toBe(expected);
  });
});

describe("matchReplyPath", () => {
  const files = ["src/app.py", "src/lib/util.py", "README.md", "a/real.txt"];

  it("prefers the exact relative path", () => {
    expect(matchReplyPath("a/real.txt", files)).toBe("a/real.txt");
  });
  it("drops a stray a/ or b/ prefix when the rest is a known file", () => {
    expect(matchReplyPath("b/src/app.py", files)).toBe("src/app.py");
  });
  it("matches a unique basename or directory suffix", () => {
    expect(matchReplyPath("app.py", files)).toBe("src/app.py");
    expect(matchReplyPath("lib/util.py", files)).toBe("src/lib/util.py");
  });
  it("keeps an unknown or ambiguous path as a new file", () => {
    expect(matchReplyPath("./new/thing.ts", files)).toBe("new/thing.ts");
    expect(matchReplyPath("x.py", ["a/x.py", "b/x.py"])).toBe("x.py");
  });
});

describe("looksLikePath", () => {
  it.each(["src/app.py", "Makefile", "a.b", "dir/file"])("accepts %j", (text) => {
    expect(looksLikePath(text)).toBe(true);
  });
  it.each(["python", "Here is the change", "", "<<<<<<< SEARCH", "=======", "```"])("rejects %j", (text) => {
    expect(looksLikePath(text)).toBe(false);
  });
  it("accepts a known file even with spaces", () => {
    expect(looksLikePath("my notes.txt", ["my notes.txt"])).toBe(true);
  });
});

// Issue 27 point 12: an absolute path from the author's machine whose tail is a chat file's path.
describe("matchReplyPath with an absolute path", () => {
  const files = ["src/app.py", "app.py", "lib/util.ts"];
  it.each([
    ["/home/dev/project/src/app.py", "src/app.py"],
    ["/Users/ann/work/lib/util.ts", "lib/util.ts"],
    ["C:\\Users\\ann\\work\\src\\app.py", "src/app.py"],
    ["/srv/app.py", "app.py"],
  ])("maps %j to the chat file %j", (raw, expected) => {
    expect(matchReplyPath(raw, files)).toBe(expected);
  });

  it.each([["/etc/passwd"], ["/home/dev/project/src/other.py"], ["/home/dev/project/xsrc/app.pyc"]])(
    "leaves %j, which ends in no chat file's path, for the workspace to refuse",
    (raw) => {
      expect(matchReplyPath(raw, files)).toBe(raw);
    },
  );
});
