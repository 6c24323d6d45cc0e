// Issue 27 point 12: a hunk that skips file lines between its context lines is cut into pieces that
// each match once, in order; a change whose place is a guess is refused.
import { applyReplace } from "../../../src/edits/match/apply-replace";
import { text } from "./text";

const content = text(
  "def a():",
  "    x = 1",
  "    y = 2",
  "    z = 3",
  "    return x",
  "",
  "def b():",
  "    pass",
);

describe("skipped-lines stage", () => {
  it("lands a change in the first piece and one in the last, keeping the skipped lines", () => {
    const outcome = applyReplace(
      {
        content,
        search: text("def a():", "    x = 1", "    return x"),
        replace: text("def a():", "    x = 10", "    return x * 2"),
      },
      { fuzzyThreshold: 1 },
    );
    expect(outcome).toEqual({
      ok: true,
      content: text(
        "def a():",
        "    x = 10",
        "    y = 2",
        "    z = 3",
        "    return x * 2",
        "",
        "def b():",
        "    pass",
      ),
      strategy: "skipped-lines",
      startLine: 1,
      endLine: 5,
    });
  });

  it("refuses a line added right at a cut: above or below the skipped lines is a guess", () => {
    const outcome = applyReplace(
      {
        content,
        search: text("def a():", "    x = 1", "    return x"),
        replace: text("def a():", "    x = 1", "    log(x)", "    return x"),
      },
      { fuzzyThreshold: 1 },
    );
    expect(outcome).toMatchObject({ ok: false, code: "not-found" });
  });
});
