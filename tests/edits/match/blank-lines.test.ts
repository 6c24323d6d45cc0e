import { applyReplace } from "../../../src/edits/match/apply-replace";
import { text } from "./text";
import { withDetails } from "../../helpers/issue-details";

describe("blank-lines stage", () => {
  const file = text("a = 1", "b = 2", "c = 3");

  it("drops SEARCH's blank padding and the same padding of REPLACE", () => {
    const outcome = applyReplace({
      content: file,
      search: text("", "b = 2", "", ""),
      replace: text("", "b = 20", ""),
    });
    expect(outcome).toEqual({
      ok: true,
      content: text("a = 1", "b = 20", "c = 3"),
      strategy: "blank-lines",
      startLine: 2,
      endLine: 2,
    });
  });

  it("keeps REPLACE's blank lines beyond SEARCH's padding", () => {
    const outcome = applyReplace({
      content: file,
      search: text("", "b = 2"),
      replace: text("", "", "b = 20"),
    });
    expect(outcome).toEqual({
      ok: true,
      content: text("a = 1", "", "b = 20", "c = 3"),
      strategy: "blank-lines",
      startLine: 2,
      endLine: 2,
    });
  });

  it("drops padding from both ends of a REPLACE that is only blank lines", () => {
    const outcome = applyReplace({ content: file, search: text("", "b = 2", ""), replace: text("", "") });
    expect(outcome).toEqual({
      ok: true,
      content: text("a = 1", "c = 3"),
      strategy: "blank-lines",
      startLine: 2,
      endLine: 2,
    });
  });

  it("combines with an indentation difference", () => {
    const content = text("def f():", "    x = 1", "    y = 2");
    const outcome = applyReplace({
      content,
      search: text("", "x = 1", "y = 2", ""),
      replace: text("x = 5", ""),
    });
    expect(outcome).toEqual({
      ok: true,
      content: text("def f():", "    x = 5"),
      strategy: "blank-lines",
      startLine: 2,
      endLine: 3,
    });
  });

  it("is ambiguous when the unpadded SEARCH occurs twice", () => {
    const content = text("x", "y", "x");
    expect(withDetails(applyReplace({ content, search: text("", "x", ""), replace: text("z") }))).toEqual({
      ok: false,
      code: "ambiguous",
      detail: "SEARCH matches 2 places (lines 1, 3); add surrounding lines to make it unique",
      candidates: [1, 3],
    });
  });
});
