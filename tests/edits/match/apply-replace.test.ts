import { applyReplace } from "../../../src/edits/match/apply-replace";
import { text } from "./text";
import { withDetails } from "../../helpers/issue-details";

const file = text("import os", "", "def main():", "    print('hi')", "    return 0");

describe("applyReplace", () => {
  it("appends REPLACE when SEARCH is empty", () => {
    expect(applyReplace({ content: file, search: "", replace: text("", "main()") })).toEqual({
      ok: true,
      content: text("import os", "", "def main():", "    print('hi')", "    return 0", "", "main()"),
      strategy: "append",
      startLine: 5,
      endLine: 5,
    });
  });

  it("fills an empty file with REPLACE", () => {
    expect(applyReplace({ content: "", search: "", replace: text("x = 1") })).toEqual({
      ok: true,
      content: text("x = 1"),
      strategy: "append",
      startLine: 0,
      endLine: 0,
    });
  });

  it("reports SEARCH identical to REPLACE and in the file as a no-op, not a failure (issue 27 point 9)", () => {
    expect(applyReplace({ content: file, search: text("import os"), replace: text("import os") })).toEqual({
      ok: true,
      content: file,
      strategy: "no-op",
      startLine: 1,
      endLine: 1,
    });
    expect(applyReplace({ content: file, search: "", replace: "" })).toEqual({
      ok: true,
      content: file,
      strategy: "no-op",
      startLine: 0,
      endLine: 0,
    });
  });

  it("still reports identical SEARCH and REPLACE that are not in the file", () => {
    expect(
      withDetails(applyReplace({ content: file, search: text("import sys"), replace: text("import sys") })),
    ).toEqual({
      ok: false,
      code: "no-change",
      detail: "SEARCH and REPLACE are identical, and those lines are not in the file",
    });
  });

  it("counts a SEARCH that is gone but whose REPLACE is present as already applied", () => {
    const outcome = applyReplace({
      content: file,
      search: text("    print('hello')", "    return 1"),
      replace: text("    print('hi')", "    return 0"),
    });
    expect(outcome).toEqual({
      ok: true,
      content: file,
      strategy: "already-applied",
      startLine: 4,
      endLine: 5,
    });
  });

  it("finds an already-applied REPLACE through the whitespace stages too", () => {
    const outcome = applyReplace({
      content: file,
      search: text("print('hello')"),
      replace: text("print('hi')  "),
    });
    expect(outcome).toEqual({
      ok: true,
      content: file,
      strategy: "already-applied",
      startLine: 4,
      endLine: 4,
    });
  });

  it("marks replaceAlreadyPresent when REPLACE occurs in several places", () => {
    const content = text("x = 1", "y = 2", "x = 1");
    const outcome = applyReplace(
      { content, search: text("z = 3"), replace: text("x = 1") },
      { fuzzyThreshold: 1 },
    );
    expect(withDetails(outcome)).toEqual({
      ok: false,
      code: "not-found",
      detail: "SEARCH lines not found in the file; the REPLACE lines are already in the file",
      // "z = 3" against "x = 1": 2 edits in 5 characters; the tie with line 2 goes to the first.
      closest: { startLine: 1, lines: ["x = 1"], similarity: 0.6 },
      replaceAlreadyPresent: true,
    });
  });

  it("never treats a deletion whose SEARCH is missing as already applied", () => {
    const outcome = applyReplace({ content: file, search: text("import sys"), replace: "" });
    expect(withDetails(outcome)).toEqual({
      ok: false,
      code: "not-found",
      detail: "SEARCH lines not found in the file",
      // "sys" becomes "os" in 2 edits; 10 characters.
      closest: { startLine: 1, lines: ["import os"], similarity: 0.8 },
    });
  });

  it("treats SEARCH and REPLACE without a final newline as whole lines", () => {
    expect(withDetails(applyReplace({ content: file, search: "import os", replace: "import sys" }))).toEqual({
      ok: true,
      content: text("import sys", "", "def main():", "    print('hi')", "    return 0"),
      strategy: "exact",
      startLine: 1,
      endLine: 1,
    });
  });

  it("gives no closest lines when the work budget allows no comparison", () => {
    const outcome = applyReplace(
      { content: file, search: text("def main(argv):"), replace: text("pass") },
      { fuzzyBudget: 0 },
    );
    expect(withDetails(outcome)).toEqual({
      ok: false,
      code: "not-found",
      detail: "SEARCH lines not found in the file",
    });
  });

  it("finds the closest lines by shared identifiers when no line is near-equal", () => {
    const lines = Array.from({ length: 60 }, (_, i) => `step_${i} = run(${i})`);
    lines[40] = "total_price = compute_price(order, tax_rate)";
    const outcome = applyReplace(
      {
        content: text(...lines),
        search: text("return compute_price(order, tax_rate) + total_price"),
        replace: text("pass"),
      },
      { fuzzyBudget: 200 },
    );
    expect(withDetails(outcome)).toEqual({
      ok: false,
      code: "not-found",
      detail: "SEARCH lines not found in the file",
      closest: {
        startLine: 41,
        lines: ["total_price = compute_price(order, tax_rate)"],
        similarity: expect.any(Number),
      },
    });
  });

  it("names the closest lines of the file with their line number", () => {
    const outcome = applyReplace({
      content: file,
      search: text("def main(argv):", "    print('hello world')"),
      replace: text("def main(argv):"),
    });
    expect(withDetails(outcome)).toEqual({
      ok: false,
      code: "not-found",
      detail: "SEARCH lines not found in the file",
      closest: {
        startLine: 3,
        lines: ["def main():", "    print('hi')"],
        // "def main(argv):" is 4 edits from its line (15 chars), "print('hello world')" 10 (20 chars,
        // only the "h" survives); line weights are length + 1.
        similarity: Math.round((1 - ((16 * 4) / 15 + (21 * 10) / 20) / 37) * 1000) / 1000,
      },
    });
  });
});
