import { applyReplace } from "../../../src/edits/match/apply-replace";
import { text } from "./text";
import { withDetails } from "../../helpers/issue-details";

const file = text(
  "def total(items):",
  "    result = 0",
  "    for item in items:",
  "        result += item.price * item.quantity",
  "    return result",
  "",
  "def count(items):",
  "    return len(items)",
);

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

describe("fuzzy stage", () => {
  it("accepts a close window, keeps the file's version of the line SEARCH got wrong, re-indents REPLACE", () => {
    const outcome = applyReplace({
      content: file,
      search: text(
        "result = 0",
        "for item in item:",
        "    result += item.price * item.quantity",
        "return result",
      ),
      replace: text(
        "result = 0",
        "for item in item:",
        "    result += item.price * item.quantity",
        "return round(result, 2)",
      ),
    });
    expect(outcome).toEqual({
      ok: true,
      content: file.replace("    return result", "    return round(result, 2)"),
      strategy: "fuzzy",
      startLine: 2,
      endLine: 5,
      // Weights are line length + 1; the one edit costs its line's weight (19) over its length (18).
      similarity: 1 - 19 / 18 / (11 + 19 + 37 + 14),
    });
  });

  it("refuses when REPLACE changes a line where the file differs from SEARCH (issue 12)", () => {
    const outcome = applyReplace({
      content: file,
      search: text(
        "result = 0",
        "for item in item:",
        "    result += item.price * item.quantity",
        "return result",
      ),
      replace: text("return sum(i.price * i.quantity for i in items)"),
    });
    expect(withDetails(outcome)).toEqual({
      ok: false,
      code: "conflict",
      detail:
        'SEARCH matches lines 2-5 only approximately, and the file has "    for item in items:" ' +
        'where SEARCH has "for item in item:", and REPLACE changes that line; kerf will not guess which version to keep: ' +
        "copy those lines exactly as the file has them",
      // One place (issue 27 point 7): the closest lines are the lines the detail names.
      closest: {
        startLine: 2,
        lines: [
          "    result = 0",
          "    for item in items:",
          "        result += item.price * item.quantity",
          "    return result",
        ],
        similarity: expect.any(Number),
      },
    });
  });

  it("keeps the file's blank lines, adds none SEARCH and REPLACE both had, and applies the change", () => {
    const content = text("def f():", "    a = 1", "", "    b = 2", "    c = 3", "", "def g():", "    pass");
    const outcome = applyReplace({
      content,
      search: text("a = 1", "b = 2", "", "", "c = 3"),
      replace: text("a = 1", "b = 2", "", "", "c = 4"),
    });
    expect(outcome).toEqual({
      ok: true,
      content: text("def f():", "    a = 1", "", "    b = 2", "    c = 4", "", "def g():", "    pass"),
      strategy: "fuzzy",
      startLine: 2,
      endLine: 5,
      // Non-blank lines only, all equal.
      similarity: 1,
    });
  });

  it("refuses a window below the threshold and names it as the closest lines", () => {
    const outcome = applyReplace(
      { content: file, search: text("def total(itemz):", "    result = 1"), replace: text("pass") },
      { fuzzyThreshold: 0.95 },
    );
    // One edit in each line: (18/17 + 11/10) lost out of 29.
    const similarity = Math.round((1 - (18 / 17 + 11 / 10) / 29) * 1000) / 1000;
    expect(withDetails(outcome)).toEqual({
      ok: false,
      code: "not-found",
      detail: "SEARCH lines not found in the file",
      closest: { startLine: 1, lines: ["def total(items):", "    result = 0"], similarity },
    });
  });

  it("honours a lower threshold from the options", () => {
    const outcome = applyReplace(
      {
        content: file,
        search: text("def count(itemz):"),
        replace: text("def count(itemz):", '    """How many."""'),
      },
      { fuzzyThreshold: 0.8 },
    );
    expect(outcome).toEqual({
      ok: true,
      content: text(
        "def total(items):",
        "    result = 0",
        "    for item in items:",
        "        result += item.price * item.quantity",
        "    return result",
        "",
        "def count(items):",
        '    """How many."""',
        "    return len(items)",
      ),
      strategy: "fuzzy",
      startLine: 7,
      endLine: 7,
      similarity: 1 - 18 / 17 / 18,
    });
  });

  it("is ambiguous when the runner-up is within the margin", () => {
    const content = text("value = compute(alpha, 1)", "other()", "value = compute(alpha, 2)");
    const outcome = applyReplace({
      content,
      search: text("value = compute(alpha, 3)"),
      replace: text("x()"),
    });
    expect(withDetails(outcome)).toEqual({
      ok: false,
      code: "ambiguous",
      detail: "SEARCH matches 2 places (lines 1, 3); add surrounding lines to make it unique",
      candidates: [1, 3],
    });
  });

  it("never accepts an anchor-only match: equal first and last lines around different middles", () => {
    const content = text(
      "    def handler(self, request, response, context):",
      "        x = 1",
      "        return self.dispatch(request, response, context)",
    );
    const outcome = applyReplace({
      content,
      search: text(
        "    def handler(self, request, response, context):",
        "        y = 2",
        "        return self.dispatch(request, response, context)",
      ),
      replace: text("    pass"),
    });
    // The middle line, 2 edits in 5 characters, keeps 0.6 of its weight 6.
    const edges =
      "def handler(self, request, response, context):".length +
      1 +
      "return self.dispatch(request, response, context)".length +
      1;
    const similarity = Math.round((1 - (6 * 0.4) / (edges + 6)) * 1000) / 1000;
    expect(withDetails(outcome)).toEqual({
      ok: false,
      code: "not-found",
      detail: "SEARCH lines not found in the file",
      closest: {
        startLine: 1,
        lines: [
          "    def handler(self, request, response, context):",
          "        x = 1",
          "        return self.dispatch(request, response, context)",
        ],
        similarity,
      },
    });
  });

  // Speed is the edits benchmark's job; this checks the bounded search still finds the right window.
  it("finds the right window in a 20k-line file when every SEARCH line differs slightly", () => {
    const lines = Array.from(
      { length: 20_000 },
      (_, i) => `    const value${i} = compute(item${i % 97}, ${i});`,
    );
    const search = lines.slice(12_000, 12_040).map((line) => line.replace("compute", "compte"));
    const window = lines.slice(12_000, 12_040).map((line) => line.trim());
    const outcome = applyReplace({
      content: text(...lines),
      search: text(...search),
      replace: text(...search, "    done();"),
    });
    expect(outcome).toEqual({
      ok: true,
      // Every line differs, so none may change; the added line lands after the right window.
      content: text(...lines.slice(0, 12_040), "    done();", ...lines.slice(12_040)),
      strategy: "fuzzy",
      startLine: 12_001,
      endLine: 12_040,
      // Each line lost one character: it costs its weight (length + 1) over its length.
      similarity:
        1 - sum(window.map((l) => (l.length + 1) / l.length)) / sum(window.map((l) => l.length + 1)),
    });
  });
});
