import { renderReflection } from "../../src/prompts/reflection";

describe("renderReflection", () => {
  it("is empty when nothing failed", () => {
    expect(renderReflection({ failed: [], appliedCount: 3, format: "diff" })).toBe("");
  });

  it("names each failed block, shows the closest lines and what was applied", () => {
    const text = renderReflection({
      format: "diff",
      appliedCount: 2,
      failed: [
        {
          code: "not-found",
          path: "src/app.py",
          blockIndex: 1,
          detail: "The SEARCH text was not found in src/app.py.",
          closest: { startLine: 9, lines: ["def greet(name):", "    return 'hi ' + name"], similarity: 0.87 },
          replaceAlreadyPresent: true,
        },
        {
          code: "ambiguous",
          path: "src/util.py",
          blockIndex: 3,
          detail: "It matches 2 places.",
          candidates: [4, 20],
        },
      ],
    });
    expect(text).toBe(
      [
        "2 SEARCH/REPLACE blocks failed to apply.",
        "",
        "## SEARCH/REPLACE block 2 in src/app.py: the SEARCH section does not match the file. It must repeat the existing lines exactly, comments and whitespace included.",
        "The SEARCH text was not found in src/app.py.",
        "The closest lines in src/app.py (near line 9, 87% similar):",
        "```",
        "def greet(name):",
        "    return 'hi ' + name",
        "```",
        "Its replacement lines are already in src/app.py: if that is the change you wanted, don't send this block again.",
        "",
        "## SEARCH/REPLACE block 4 in src/util.py: the SEARCH section matches 2 places (lines 4, 20). Include more surrounding lines so it matches exactly one.",
        "It matches 2 places.",
        "",
        "The other 2 SEARCH/REPLACE blocks were applied; don't send them again.",
        "Reply with corrected SEARCH/REPLACE blocks for the failures only.",
      ].join("\n"),
    );
  });

  it("uses the format's own words", () => {
    const text = renderReflection({
      format: "patch",
      appliedCount: 0,
      failed: [{ code: "skipped", path: "a.ts", blockIndex: 0, detail: "not applied" }],
    });
    expect(text.split("\n")[0]).toBe("1 patch section failed to apply.");
    expect(text).toContain(
      "## patch section 1 in a.ts: not applied, because another part of the same all-or-nothing patch failed.",
    );
    expect(text).not.toContain("were applied");
  });
});
