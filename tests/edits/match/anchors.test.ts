import { applyReplace } from "../../../src/edits/match/apply-replace";
import { text } from "./text";
import { withDetails } from "../../helpers/issue-details";

const file = text(
  "class A:",
  "    def run(self):",
  "        return 1",
  "class B:",
  "    def run(self):",
  "        return 1",
  "    def stop(self):",
  "        return 1",
);

describe("anchors", () => {
  it("takes the nearest match below the anchor instead of failing as ambiguous", () => {
    const outcome = applyReplace({
      content: file,
      search: text("        return 1"),
      replace: text("        return 2"),
      anchors: ["class B:"],
    });
    expect(outcome).toEqual({
      ok: true,
      content: text(
        "class A:",
        "    def run(self):",
        "        return 1",
        "class B:",
        "    def run(self):",
        "        return 2",
        "    def stop(self):",
        "        return 1",
      ),
      strategy: "exact",
      startLine: 6,
      endLine: 6,
    });
  });

  it("seeks several anchors in order, each below the previous one, trimmed when needed", () => {
    const outcome = applyReplace({
      content: file,
      search: text("        return 1"),
      replace: text("        return 3"),
      anchors: ["class B:", "def stop(self):"],
    });
    expect(outcome).toEqual({
      ok: true,
      content: text(
        "class A:",
        "    def run(self):",
        "        return 1",
        "class B:",
        "    def run(self):",
        "        return 1",
        "    def stop(self):",
        "        return 3",
      ),
      strategy: "exact",
      startLine: 8,
      endLine: 8,
    });
  });

  it("fails when an anchor is missing below the previous one", () => {
    const outcome = applyReplace({
      content: file,
      search: text("        return 1"),
      replace: text("        return 3"),
      anchors: ["class B:", "class A:"],
    });
    expect(withDetails(outcome)).toEqual({
      ok: false,
      code: "not-found",
      detail: 'anchor 2 "class A:" not found in the file',
    });
  });

  it("inserts an empty-SEARCH chunk right after the last anchor", () => {
    const outcome = applyReplace({
      content: file,
      search: "",
      replace: text("    x = 1"),
      anchors: ["class B:"],
    });
    expect(outcome).toEqual({
      ok: true,
      content: text(
        "class A:",
        "    def run(self):",
        "        return 1",
        "class B:",
        "    x = 1",
        "    def run(self):",
        "        return 1",
        "    def stop(self):",
        "        return 1",
      ),
      strategy: "anchored",
      startLine: 4,
      endLine: 4,
    });
  });

  it("with atEnd, accepts only the occurrence that ends the file", () => {
    const outcome = applyReplace({
      content: file,
      search: text("        return 1"),
      replace: text("        return 9"),
      atEnd: true,
    });
    expect(outcome).toEqual({
      ok: true,
      content: text(
        "class A:",
        "    def run(self):",
        "        return 1",
        "class B:",
        "    def run(self):",
        "        return 1",
        "    def stop(self):",
        "        return 9",
      ),
      strategy: "exact",
      startLine: 8,
      endLine: 8,
    });
  });

  it("with atEnd, refuses a SEARCH that occurs only before the end", () => {
    const outcome = applyReplace(
      { content: file, search: text("class B:"), replace: text("class C:"), atEnd: true },
      { fuzzyThreshold: 1 },
    );
    expect(withDetails(outcome)).toEqual({
      ok: false,
      code: "not-found",
      detail: "SEARCH lines not found in the file at its end",
      closest: { startLine: 4, lines: ["class B:"], similarity: 1 },
    });
  });

  it("takes the nearest fuzzy match below the anchor", () => {
    const content = text(
      "class A:",
      "    def handle(self, request):",
      "        return self.dispatch(request)",
      "class B:",
      "    def handle(self, request):",
      "        return self.dispatch(request)",
    );
    // The misspelt line is one REPLACE leaves alone, so the file keeps its own version (issue 12).
    const search = text("    def handle(self, requst):", "        return self.dispatch(request)");
    const replace = text("    def handle(self, requst):", "        return None");
    expect(withDetails(applyReplace({ content, search, replace }))).toEqual({
      ok: false,
      code: "ambiguous",
      detail: "SEARCH matches 2 places (lines 2, 5); add surrounding lines to make it unique",
      candidates: [2, 5],
    });
    const lengths = ["def handle(self, request):".length, "return self.dispatch(request)".length] as const;
    expect(applyReplace({ content, search, replace, anchors: ["class B:"] })).toEqual({
      ok: true,
      content: text(
        "class A:",
        "    def handle(self, request):",
        "        return self.dispatch(request)",
        "class B:",
        "    def handle(self, request):",
        "        return None",
      ),
      strategy: "fuzzy",
      startLine: 5,
      endLine: 6,
      // One missing letter in the first line: it loses its weight (length + 1) over its length.
      similarity: 1 - (lengths[0] + 1) / lengths[0] / lengths.reduce((sum, l) => sum + l + 1, 0),
    });
  });

  it("without anchors, the same SEARCH is ambiguous", () => {
    const outcome = applyReplace({
      content: file,
      search: text("        return 1"),
      replace: text("        return 2"),
    });
    expect(withDetails(outcome)).toEqual({
      ok: false,
      code: "ambiguous",
      detail: "SEARCH matches 3 places (lines 3, 6, 8); add surrounding lines to make it unique",
      candidates: [3, 6, 8],
    });
  });
});
