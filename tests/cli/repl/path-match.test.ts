// Paths after /add and /drop: exact files, folders, globs; arguments split with quotes.
import { matchPaths, splitArgs } from "../../../src/cli/repl/path-match";

const files = ["a.py", "src/a.py", "src/b.ts", "src/deep/c.py", "src.txt"];

describe("matchPaths", () => {
  it("matches an exact file, or everything under a folder", () => {
    expect(matchPaths("src/a.py", files)).toEqual(["src/a.py"]);
    expect(matchPaths("./src/", files)).toEqual(["src/a.py", "src/b.ts", "src/deep/c.py"]);
    expect(matchPaths("sr", files)).toEqual([]);
  });

  it("treats * and ? within a folder, ** across folders", () => {
    expect(matchPaths("*.py", files)).toEqual(["a.py"]);
    expect(matchPaths("src/?.py", files)).toEqual(["src/a.py"]);
    expect(matchPaths("**/*.py", files)).toEqual(["a.py", "src/a.py", "src/deep/c.py"]);
    expect(matchPaths("src/**", files)).toEqual(["src/a.py", "src/b.ts", "src/deep/c.py"]);
    expect(matchPaths("src.*", files)).toEqual(["src.txt"]);
  });
});

describe("splitArgs", () => {
  it("splits on spaces and keeps quoted parts whole", () => {
    expect(splitArgs(` a.py  "my file.py" 'x y' `)).toEqual(["a.py", "my file.py", "x y"]);
    expect(splitArgs("   ")).toEqual([]);
  });
});
