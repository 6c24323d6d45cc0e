import { applyReplace } from "../../../src/edits/match/apply-replace";
import { text } from "./text";
import { withDetails } from "../../helpers/issue-details";

const file = text(
  "function setup() {",
  "  const a = 1;",
  "  const b = 2;",
  "  const c = 3;",
  "  return a + b + c;",
  "}",
  "function other() {",
  "  return 0;",
  "}",
);
const noFuzzy = { fuzzyThreshold: 1 };

describe("elision stage", () => {
  it("applies the pieces around `...` lines in order and keeps the elided lines", () => {
    const outcome = applyReplace({
      content: file,
      search: text("function setup() {", "...", "  return a + b + c;"),
      replace: text("function setup(): number {", "...", "  return a * b * c;"),
    });
    expect(outcome).toEqual({
      ok: true,
      content: text(
        "function setup(): number {",
        "  const a = 1;",
        "  const b = 2;",
        "  const c = 3;",
        "  return a * b * c;",
        "}",
        "function other() {",
        "  return 0;",
        "}",
      ),
      strategy: "elision",
      startLine: 1,
      endLine: 5,
    });
  });

  it("lets each piece use the whitespace stages", () => {
    const outcome = applyReplace({
      content: file,
      search: text("const a = 1;  ", "...", "return a + b + c;"),
      replace: text("const a = 10;", "...", "return a;"),
    });
    expect(outcome).toEqual({
      ok: true,
      content: text(
        "function setup() {",
        "  const a = 10;",
        "  const b = 2;",
        "  const c = 3;",
        "  return a;",
        "}",
        "function other() {",
        "  return 0;",
        "}",
      ),
      strategy: "elision",
      startLine: 2,
      endLine: 5,
    });
  });

  it("is ambiguous when a piece matches twice below the previous piece", () => {
    const outcome = applyReplace(
      {
        content: file,
        search: text("function setup() {", "...", "}"),
        replace: text("function setup() {", "...", "};"),
      },
      noFuzzy,
    );
    expect(withDetails(outcome)).toEqual({
      ok: false,
      code: "ambiguous",
      detail: "SEARCH matches 2 places (lines 6, 9); add surrounding lines to make it unique",
      candidates: [6, 9],
    });
  });

  it("does not apply when REPLACE has its `...` lines elsewhere", () => {
    const outcome = applyReplace(
      {
        content: file,
        search: text("function setup() {", "...", "  return a + b + c;"),
        replace: text("function setup() {", "  return 1;"),
      },
      noFuzzy,
    );
    expect(withDetails(outcome)).toEqual({
      ok: false,
      code: "not-found",
      detail: "SEARCH lines not found in the file",
      closest: {
        startLine: 1,
        lines: ["function setup() {", "  const a = 1;", "  const b = 2;"],
        similarity: 0.38,
      },
    });
  });

  it("refuses to add text next to an elision whose position is unknown", () => {
    const outcome = applyReplace(
      { content: file, search: text("...", "  return 0;"), replace: text("// header", "...", "  return 1;") },
      noFuzzy,
    );
    expect(withDetails(outcome)).toEqual({
      ok: false,
      code: "not-found",
      detail: "SEARCH lines not found in the file",
      closest: { startLine: 7, lines: ["function other() {", "  return 0;"], similarity: 0.345 },
    });
  });
});
