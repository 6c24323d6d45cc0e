// Tab completion: commands after `/`, chat files after /drop, project files by path or file name.
import { complete } from "../../../src/cli/repl/complete";

const lists = {
  commands: ["add", "architect", "ask", "drop", "tokens"],
  projectFiles: ["README.md", "src/app.py", "src/util.py", "tests/test_app.py"],
  chatFiles: ["src/app.py"],
};

describe("complete", () => {
  it("completes command names after a slash", () => {
    expect(complete("/a", lists)).toEqual([["/add", "/architect", "/ask"], "/a"]);
    expect(complete("/tok", lists)).toEqual([["/tokens"], "/tok"]);
    expect(complete("/zz", lists)).toEqual([[], "/zz"]);
  });

  it("completes project paths after /add, by path prefix or else by file name", () => {
    expect(complete("/add src/", lists)).toEqual([["src/app.py", "src/util.py"], "src/"]);
    expect(complete("/add README.md src/u", lists)).toEqual([["src/util.py"], "src/u"]);
    expect(complete("/add test_", lists)).toEqual([["tests/test_app.py"], "test_"]);
  });

  it("offers only chat files after /drop, all of them for an empty word", () => {
    expect(complete("/drop ", lists)).toEqual([["src/app.py"], ""]);
    expect(complete("/drop src/u", lists)).toEqual([[], "src/u"]);
  });

  it("completes the last word of a message, and nothing for an empty word", () => {
    expect(complete("please fix app", lists)).toEqual([["src/app.py"], "app"]);
    expect(complete("please fix ", lists)).toEqual([[], ""]);
  });
});
