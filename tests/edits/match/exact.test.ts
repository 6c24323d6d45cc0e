import { applyReplace } from "../../../src/edits/match/apply-replace";
import { text } from "./text";
import { withDetails } from "../../helpers/issue-details";

const file = text("def a():", "    x = 1", "    return x", "", "def b():", "    y = 2", "    return y");

describe("exact stage", () => {
  it("replaces the one verbatim occurrence and reports its lines", () => {
    const outcome = applyReplace({
      content: file,
      search: text("    y = 2"),
      replace: text("    y = 3", "    z = 4"),
    });
    expect(outcome).toEqual({
      ok: true,
      content: text(
        "def a():",
        "    x = 1",
        "    return x",
        "",
        "def b():",
        "    y = 3",
        "    z = 4",
        "    return y",
      ),
      strategy: "exact",
      startLine: 6,
      endLine: 6,
    });
  });

  it("deletes lines when REPLACE is empty", () => {
    expect(applyReplace({ content: file, search: text("", "def b():"), replace: "" })).toEqual({
      ok: true,
      content: text("def a():", "    x = 1", "    return x", "    y = 2", "    return y"),
      strategy: "exact",
      startLine: 4,
      endLine: 5,
    });
  });

  it("inserts REPLACE literally: $& and $1 stay as written", () => {
    const outcome = applyReplace({
      content: file,
      search: text("    x = 1"),
      replace: text("    x = '$&$1$$'"),
    });
    expect(outcome).toEqual({
      ok: true,
      content: text(
        "def a():",
        "    x = '$&$1$$'",
        "    return x",
        "",
        "def b():",
        "    y = 2",
        "    return y",
      ),
      strategy: "exact",
      startLine: 2,
      endLine: 2,
    });
  });

  it("reports every start line when the SEARCH occurs twice", () => {
    const twice = text("a", "b", "c", "a", "b");
    expect(withDetails(applyReplace({ content: twice, search: text("a", "b"), replace: text("z") }))).toEqual(
      {
        ok: false,
        code: "ambiguous",
        detail: "SEARCH matches 2 places (lines 1, 4); add surrounding lines to make it unique",
        candidates: [1, 4],
      },
    );
  });

  it("names the first ten candidates in the detail and keeps them all in the data", () => {
    const content = text(...Array.from({ length: 12 }, () => "}"));
    const all = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(withDetails(applyReplace({ content, search: text("}"), replace: text("};") }))).toEqual({
      ok: false,
      code: "ambiguous",
      detail:
        "SEARCH matches 12 places (lines 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 2 more); add surrounding lines to make it unique",
      candidates: all,
    });
  });

  it("counts only occurrences that start a line", () => {
    const content = text("x = 1", "yx = 1", "end");
    expect(withDetails(applyReplace({ content, search: text("x = 1"), replace: text("x = 2") }))).toEqual({
      ok: true,
      content: text("x = 2", "yx = 1", "end"),
      strategy: "exact",
      startLine: 1,
      endLine: 1,
    });
  });

  it("finds nothing in an empty file", () => {
    const outcome = applyReplace({ content: "", search: text("a"), replace: text("b") });
    expect(withDetails(outcome)).toEqual({
      ok: false,
      code: "not-found",
      detail: "SEARCH lines not found in the file",
    });
  });
});
