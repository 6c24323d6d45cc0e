// SEARCH text copied from a numbered listing matches once the prefixes are gone (issue 12).
import { applyReplace } from "../../../src/edits/match/apply-replace";

const content = "a = 1\nb = 2\nc = 3\n";

describe("line-number prefixes", () => {
  it.each([
    ["2 | b = 2\n3 | c = 3\n", "2 | b = 20\n3 | c = 3\n"],
    [" 2 | b = 2\n 3 | c = 3\n", "b = 20\nc = 3\n"],
    ["2: b = 2\n3: c = 3\n", "2: b = 20\n3: c = 3\n"],
    ["2:b = 2\n3:c = 3\n", "2:b = 20\n3:c = 3\n"],
  ])("strips the prefixes of %j", (search, replace) => {
    const outcome = applyReplace({ content, search, replace });
    expect(outcome).toEqual(
      expect.objectContaining({ ok: true, strategy: "line-numbers", content: "a = 1\nb = 20\nc = 3\n" }),
    );
  });

  it("does nothing unless every line carries a prefix", () => {
    const outcome = applyReplace({ content, search: "2 | b = 2\nc = 3\n", replace: "b = 20\nc = 3\n" });
    expect(outcome.ok && outcome.strategy === "line-numbers").toBe(false);
  });

  it("keeps a BOM-prefixed SEARCH from writing a second BOM", () => {
    const outcome = applyReplace({ content: "x\ny\n", search: "\uFEFFx\n", replace: "\uFEFFX\n" });
    expect(outcome).toEqual(expect.objectContaining({ ok: true, strategy: "exact", content: "X\ny\n" }));
  });
});
