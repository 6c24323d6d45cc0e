// The AI-comment grammar: leading or trailing "ai", "ai!" or "ai?" in the comment styles kerf knows.
import { findAiComments, requestedAction } from "../../src/watch/ai-comments";

describe("findAiComments", () => {
  it("finds trailing and leading markers in each comment style, with their action", () => {
    const text = [
      "def f():  # make this return 2 AI!",
      "x = 1",
      "// ai? why is this slow",
      "-- explain this query ai?",
      "; lisp comment ai",
      "/* rename the struct AI! */",
      "<!-- add a footer ai! -->",
      " * inside a block comment AI?",
      "# AI: the context for the request",
    ].join("\n");
    expect(findAiComments(text)).toEqual([
      { line: 1, text: "def f():  # make this return 2 AI!", action: "code" },
      { line: 3, text: "// ai? why is this slow", action: "ask" },
      { line: 4, text: "-- explain this query ai?", action: "ask" },
      { line: 5, text: "; lisp comment ai", action: null },
      { line: 6, text: "/* rename the struct AI! */", action: "code" },
      { line: 7, text: "<!-- add a footer ai! -->", action: "code" },
      { line: 8, text: " * inside a block comment AI?", action: "ask" },
      { line: 9, text: "# AI: the context for the request", action: null },
    ]);
  });

  it("ignores code that merely mentions ai, and words that end in ai", () => {
    const text = "ai = load_model()\nsay('hi')  # talk to the samurai\nconst tail = 'x'; // detail\n# said\n";
    expect(findAiComments(text)).toEqual([]);
  });

  it("reads CRLF files line by line", () => {
    expect(findAiComments("a\r\n# fix AI!\r\nb\r\n")).toEqual([
      { line: 2, text: "# fix AI!", action: "code" },
    ]);
  });

  it("an edit request wins over a question; context comments alone ask nothing", () => {
    const found = findAiComments("# why AI?\n# do it AI!\n");
    expect(requestedAction(found)).toBe("code");
    expect(requestedAction(findAiComments("# why AI?\n# ai context\n"))).toBe("ask");
    expect(requestedAction(findAiComments("# ai context\n"))).toBeNull();
  });
});
