import { applyReplace } from "../../../src/edits/match/apply-replace";

const file = ["def a():", "    x = 1", "    return x", "", "def b():", "    y = 2", "    return y", ""].join("\n");

describe("exact stage", () => {
  it("replaces the one verbatim occurrence and reports its lines", () => {
    expect(applyReplace({ content: file, search: "    y = 2\n", replace: "    y = 3\n" })).toEqual({
      ok: true,
      content: file.replace("y = 2", "y = 3"),
      strategy: "exact",
      startLine: 6,
      endLine: 6,
    });
  });
});
