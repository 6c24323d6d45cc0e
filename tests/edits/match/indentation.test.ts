import { applyReplace } from "../../../src/edits/match/apply-replace";
import { text } from "./text";
import { withDetails } from "../../helpers/issue-details";

const noFuzzy = { fuzzyThreshold: 1 };

describe("indentation stage", () => {
  const file = text("class A:", "    def f(self):", "        if x:", "            go()", "        return 1");

  it("re-indents REPLACE by the indentation the SEARCH lacked, keeping its structure", () => {
    const outcome = applyReplace({
      content: file,
      search: text("if x:", "    go()"),
      replace: text("if x:", "    go()", "else:", "", "    stop()"),
    });
    expect(outcome).toEqual({
      ok: true,
      content: text(
        "class A:",
        "    def f(self):",
        "        if x:",
        "            go()",
        "        else:",
        "",
        "            stop()",
        "        return 1",
      ),
      strategy: "indentation",
      startLine: 3,
      endLine: 4,
    });
  });

  it("removes indentation the SEARCH had in excess, never below column 0", () => {
    const content = text("top()", "if y:", "  run()");
    const outcome = applyReplace({
      content,
      search: text("    if y:", "      run()"),
      replace: text("    if y:", "      run()", "  done()", "last()"),
    });
    expect(outcome).toEqual({
      ok: true,
      content: text("top()", "if y:", "  run()", "done()", "last()"),
      strategy: "indentation",
      startLine: 2,
      endLine: 3,
    });
  });

  it("keeps tabs: the file's extra tab is added to each REPLACE line", () => {
    const content = text("func f() {", "\tif ok {", "\t\treturn", "\t}", "}");
    const outcome = applyReplace({
      content,
      search: text("if ok {", "\treturn", "}"),
      replace: text("if ok {", "\treturn nil", "}"),
    });
    expect(outcome).toEqual({
      ok: true,
      content: text("func f() {", "\tif ok {", "\t\treturn nil", "\t}", "}"),
      strategy: "indentation",
      startLine: 2,
      endLine: 4,
    });
  });

  it("converts a SEARCH written with spaces to the file's tabs, REPLACE included", () => {
    const content = text("func f() {", "\tif ok {", "\t\treturn", "\t}", "}");
    const outcome = applyReplace({
      content,
      search: text("    if ok {", "        return", "    }"),
      replace: text("    if ok {", "        return nil", "    }"),
    });
    expect(outcome).toEqual({
      ok: true,
      content: text("func f() {", "\tif ok {", "\t\treturn nil", "\t}", "}"),
      strategy: "indentation",
      startLine: 2,
      endLine: 4,
    });
  });

  it("converts a SEARCH written with tabs to the file's two-space indentation", () => {
    const content = text("a:", "  b:", "    c: 1");
    const outcome = applyReplace({
      content,
      search: text("b:", "\tc: 1"),
      replace: text("b:", "\tc: 2", "\td: 3"),
    });
    expect(outcome).toEqual({
      ok: true,
      content: text("a:", "  b:", "    c: 2", "    d: 3"),
      strategy: "indentation",
      startLine: 2,
      endLine: 3,
    });
  });

  it("also ignores trailing whitespace while matching", () => {
    const content = text("  a = 1  ", "  b = 2");
    const outcome = applyReplace({ content, search: text("a = 1", "b = 2 "), replace: text("a = 3") });
    expect(outcome).toEqual({
      ok: true,
      content: text("  a = 3"),
      strategy: "indentation",
      startLine: 1,
      endLine: 2,
    });
  });

  it("leaves a non-uniform indentation difference to the spacing stage (issue 27 point 6)", () => {
    const content = text("    a()", "  b()");
    const outcome = applyReplace({ content, search: text("a()", "b()"), replace: text("c()") }, noFuzzy);
    expect(outcome).toEqual({
      ok: true,
      content: text("    c()"),
      strategy: "spacing",
      startLine: 1,
      endLine: 2,
    });
  });

  it("is ambiguous when two places differ from SEARCH by indentation only", () => {
    const content = text("  go()", "    go()");
    expect(withDetails(applyReplace({ content, search: text("go()"), replace: text("stop()") }))).toEqual({
      ok: false,
      code: "ambiguous",
      detail: "SEARCH matches 2 places (lines 1, 2); add surrounding lines to make it unique",
      candidates: [1, 2],
    });
  });
});
