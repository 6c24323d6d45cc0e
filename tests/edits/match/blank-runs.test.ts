// Issue 27 point 12: SEARCH that differs from the file only in blank lines between its lines lands;
// the file keeps its own blank runs where REPLACE leaves them alone.
import { applyReplace } from "../../../src/edits/match/apply-replace";
import { text } from "./text";

describe("blank-runs stage", () => {
  it("keeps the file's two blank lines where the hunk had one, at the insertion point", () => {
    const content = text("def main():", "    run()", "", "", "def run():", "    pass");
    const outcome = applyReplace(
      {
        content,
        search: text("    run()", "", "def run():"),
        replace: text("    run()", "", "def setup():", "    pass", "", "", "def run():"),
      },
      { fuzzyThreshold: 1 },
    );
    expect(outcome).toEqual({
      ok: true,
      content: text(
        "def main():",
        "    run()",
        "",
        "",
        "def setup():",
        "    pass",
        "",
        "",
        "def run():",
        "    pass",
      ),
      strategy: "blank-runs",
      startLine: 2,
      endLine: 5,
    });
  });

  it("adds no blank line the file lacks where SEARCH had one and REPLACE kept it", () => {
    const content = text("a = 1", "b = 2", "c = 3");
    const outcome = applyReplace(
      { content, search: text("a = 1", "", "b = 2"), replace: text("a = 1", "", "b = 20") },
      { fuzzyThreshold: 1 },
    );
    expect(outcome).toEqual({
      ok: true,
      content: text("a = 1", "b = 20", "c = 3"),
      strategy: "blank-runs",
      startLine: 1,
      endLine: 2,
    });
  });
});
