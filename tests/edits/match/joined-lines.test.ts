// Issue 27 point 12: a SEARCH that splits one file line over several lands as a last resort, compared
// with whitespace and line breaks removed, and only on a unique run of whole lines.
import { applyReplace } from "../../../src/edits/match/apply-replace";
import { text } from "./text";
import { withDetails } from "../../helpers/issue-details";

describe("joined-lines stage", () => {
  it("lands a SEARCH that wraps one file line over two", () => {
    const content = text("def call():", "    result = compute(alpha, beta, gamma)", "    return result");
    const outcome = applyReplace({
      content,
      search: text("    result = compute(", "        alpha, beta, gamma)"),
      replace: text("    result = compute(alpha, beta, gamma, delta)"),
    });
    expect(outcome).toEqual({
      ok: true,
      content: text("def call():", "    result = compute(alpha, beta, gamma, delta)", "    return result"),
      strategy: "joined-lines",
      startLine: 2,
      endLine: 2,
    });
  });

  it("refuses a text that squeezes to two places", () => {
    const content = text("a = f(x, y)", "b = 1", "a = f(x, y)");
    const outcome = applyReplace({ content, search: text("a = f(x,", "  y)"), replace: text("a = g(x, y)") });
    expect(withDetails(outcome)).toEqual({
      ok: false,
      code: "ambiguous",
      detail: "SEARCH matches 2 places (lines 1, 3); add surrounding lines to make it unique",
      candidates: [1, 3],
    });
  });

  it("refuses a match that starts or ends inside a file line", () => {
    const content = text("total = price(item, tax) + shipping(item)", "return total");
    const outcome = applyReplace({
      content,
      search: text("price(item,", "  tax)"),
      replace: text("cost(item)"),
    });
    expect(outcome).toMatchObject({ ok: false, code: "not-found" });
  });
});
