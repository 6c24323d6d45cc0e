import { REFLECTION_TERMS, renderReflection } from "../../src/prompts/reflection";
import { applyReplace } from "../../src/edits/match/apply-replace";

describe("renderReflection", () => {
  it("is empty when nothing failed", () => {
    expect(renderReflection({ failed: [], appliedCount: 3, terms: REFLECTION_TERMS.searchReplace })).toBe("");
  });

  it("names each failed block, shows the closest lines and what was applied", () => {
    const text = renderReflection({
      terms: REFLECTION_TERMS.searchReplace,
      appliedCount: 2,
      failed: [
        {
          code: "not-found",
          path: "src/app.py",
          blockIndex: 1,
          reason: { kind: "custom", message: "The SEARCH text was not found in src/app.py." },
          closest: { startLine: 9, lines: ["def greet(name):", "    return 'hi ' + name"], similarity: 0.87 },
          replaceAlreadyPresent: true,
        },
        {
          code: "ambiguous",
          path: "src/util.py",
          blockIndex: 3,
          reason: { kind: "custom", message: "It matches 2 places." },
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
      terms: REFLECTION_TERMS.patchSection,
      appliedCount: 0,
      failed: [
        { code: "skipped", path: "a.ts", blockIndex: 0, reason: { kind: "custom", message: "not applied" } },
      ],
    });
    expect(text.split("\n")[0]).toBe("1 patch section failed to apply.");
    expect(text).toContain(
      "## patch section 1 in a.ts: not applied, because another part of the same all-or-nothing patch failed.",
    );
    expect(text).not.toContain("were applied");
  });
});

// Issue 27 point 7: a near-miss names one place, the closest-lines search's, with the file's real lines.
describe("renderReflection for a near miss", () => {
  it("names only the closest lines' place, never the wider window the merge looked at", () => {
    const steps = Array.from({ length: 60 }, (_, i) => `    step_${i}(value_${i}, limit=${i * 3})`);
    const content = ["def run(value):", ...steps].map((line) => `${line}\n`).join("");
    const outcome = applyReplace(
      {
        content,
        search: "    step_42(value_42, limit=126)\n    step_43(value_43, limit=999)\n",
        replace: "    step_42(value_42, limit=126)\n    step_43(value_43, limit=1000)\n",
      },
      { fuzzyThreshold: 0.8 },
    );
    if (outcome.ok) throw new Error("expected a conflict");
    const { ok: _ok, ...issue } = outcome;
    const text = renderReflection({
      failed: [{ ...issue, path: "run.py", blockIndex: 0 }],
      appliedCount: 0,
      terms: REFLECTION_TERMS.searchReplace,
    });
    expect(text.split("\n").slice(3, 9)).toEqual([
      'SEARCH matches lines 44-45 only approximately, and the file has "    step_43(value_43, limit=129)" where SEARCH has "    step_43(value_43, limit=999)", and REPLACE changes that line; kerf will not guess which version to keep: copy those lines exactly as the file has them',
      "The closest lines in run.py (near line 44, 96% similar):",
      "```",
      "    step_42(value_42, limit=126)",
      "    step_43(value_43, limit=129)",
      "```",
    ]);
  });
});
