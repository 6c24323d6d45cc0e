import { applyReplace } from "../../../src/edits/match/apply-replace";
import { text } from "./text";
import { withDetails } from "../../helpers/issue-details";

describe("trailing-whitespace stage", () => {
  it("ignores trailing spaces and tabs on either side and inserts REPLACE as written", () => {
    const content = text("start", "let a = 1;   ", "let b = 2;", "end");
    const outcome = applyReplace({
      content,
      search: text("let a = 1;", "let b = 2;\t "),
      replace: text("let c = 3;"),
    });
    expect(outcome).toEqual({
      ok: true,
      content: text("start", "let c = 3;", "end"),
      strategy: "trailing-whitespace",
      startLine: 2,
      endLine: 3,
    });
  });

  it("is ambiguous when two places match once trailing whitespace is ignored", () => {
    const content = text("x  ", "y", "x", "y ");
    expect(withDetails(applyReplace({ content, search: text("x", "y  "), replace: text("z") }))).toEqual({
      ok: false,
      code: "ambiguous",
      detail: "SEARCH matches 2 places (lines 1, 3); add surrounding lines to make it unique",
      candidates: [1, 3],
    });
  });
});
