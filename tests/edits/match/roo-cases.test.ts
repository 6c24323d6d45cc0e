// Issue 33 point 3: the two Roo Code test cases kerf refuses on purpose, as the README's "How edits are
// applied" explains with these very examples.
import { applyReplace } from "../../../src/edits/match/apply-replace";
import { text } from "./text";
import { reasonText } from "../../../src/edits/issue-text";

describe("Roo Code's cases kerf refuses", () => {
  it("mixed indentation: a line SEARCH has at 8 where the file has 12, kept by REPLACE with a line added below", () => {
    const content = text(
      "class Example {",
      "    constructor() {",
      "        this.value = 0;",
      "        if (true) {",
      "            this.init();",
      "        }",
      "    }",
      "}",
    );
    const outcome = applyReplace({
      content,
      search: text(
        "    constructor() {",
        "        this.value = 0;",
        "        if (true) {",
        "        this.init();",
        "        }",
        "    }",
      ),
      replace: text(
        "    constructor() {",
        "        this.value = 1;",
        "        if (true) {",
        "        this.init();",
        "        this.validate();",
        "        }",
        "    }",
      ),
    });
    expect(outcome).toMatchObject({ ok: false, code: "conflict" });
    if (outcome.ok) return;
    expect(reasonText(outcome.reason)).toContain("the depth of the lines REPLACE writes is unclear");
  });

  it(">90% similar: REPLACE rewrites the very word SEARCH misremembered", () => {
    const outcome = applyReplace({
      content: text(
        "function getData() {",
        "    const results = fetchData();",
        "    return results.filter(Boolean);",
        "}",
      ),
      search: text(
        "function getData() {",
        "    const result = fetchData();",
        "    return results.filter(Boolean);",
        "}",
      ),
      replace: text(
        "function getData() {",
        "    const data = fetchData();",
        "    return data.filter(Boolean);",
        "}",
      ),
    });
    expect(outcome).toMatchObject({ ok: false, code: "conflict" });
    if (outcome.ok) return;
    expect(outcome.closest?.lines).toEqual([
      "function getData() {",
      "    const results = fetchData();",
      "    return results.filter(Boolean);",
      "}",
    ]);
  });
});
