// The person-facing text for applied and failed edits.
import type { EditIssue, IssueCode } from "../../src/edits/edit";
import { describeApplied, describeIssue } from "../../src/edits/issue-text";

describe("describeApplied", () => {
  it("names the block, file, lines and strategy, with the similarity of a fuzzy match", () => {
    expect(
      describeApplied({
        blockIndex: 0,
        kind: "replace",
        path: "a.py",
        strategy: "exact",
        startLine: 3,
        endLine: 5,
      }),
    ).toBe("applied block 1 to a.py lines 3-5 (exact)");
    expect(
      describeApplied({
        blockIndex: 2,
        kind: "replace",
        path: "a.py",
        strategy: "fuzzy",
        startLine: 10,
        endLine: 12,
        similarity: 0.934,
      }),
    ).toBe("applied block 3 to a.py lines 10-12 (fuzzy, 93% similar)");
    expect(
      describeApplied({ blockIndex: 1, kind: "move", path: "old.ts", strategy: "move", to: "new.ts" }),
    ).toBe("applied block 2 to old.ts → new.ts (move)");
    expect(
      describeApplied({
        blockIndex: 0,
        kind: "move",
        path: "old.ts",
        strategy: "move",
        to: "new.ts",
        overwrote: true,
      }),
    ).toBe("applied block 1 to old.ts → new.ts (move, overwrote the existing new.ts)");
  });

  it("says a no-op or an already-applied block changed nothing, rather than 'applied' (issue 27 points 8-9)", () => {
    expect(
      describeApplied({
        blockIndex: 1,
        kind: "replace",
        path: "a.py",
        strategy: "no-op",
        startLine: 4,
        endLine: 4,
      }),
    ).toBe("block 2 changes nothing in a.py lines 4-4 (no-op)");
    expect(
      describeApplied({
        blockIndex: 0,
        kind: "replace",
        path: "a.py",
        strategy: "no-op",
        startLine: 0,
        endLine: 0,
      }),
    ).toBe("block 1 changes nothing in a.py (no-op)");
    expect(
      describeApplied({
        blockIndex: 0,
        kind: "replace",
        path: "a.py",
        strategy: "already-applied",
        startLine: 3,
        endLine: 9,
      }),
    ).toBe("block 1 is already applied in a.py lines 3-9");
  });
});

describe("describeIssue", () => {
  it("keeps a path's case at the start of the detail (issue 12)", () => {
    const text = describeIssue({
      code: "file-missing",
      path: "missing.txt",
      blockIndex: 0,
      reason: { kind: "file-missing", file: "missing.txt", needed: "search" },
    });
    expect(text).toBe(
      "Block 1 (missing.txt) was not applied: the file does not exist. missing.txt does not exist, so its SEARCH text cannot be found.",
    );
    const other = describeIssue({
      code: "outside-root",
      reason: { kind: "leads-outside-root", file: "lib/x.py" },
    });
    expect(other).toContain(": the file is outside the project. lib/x.py leads outside");
  });

  it("says in plain words why a block failed, with candidates, closest lines and the already-present hint", () => {
    const issue: EditIssue = {
      code: "ambiguous",
      path: "src/x.ts",
      blockIndex: 1,
      reason: { kind: "custom", message: "the SEARCH lines match 2 places" },
      candidates: [4, 20],
    };
    expect(describeIssue(issue)).toBe(
      "Block 2 (src/x.ts) was not applied: the text to replace appears more than once. The SEARCH lines match 2 places.\n" +
        "  candidates at lines 4, 20",
    );
    expect(
      describeIssue({
        code: "not-found",
        path: "a.py",
        blockIndex: 0,
        reason: { kind: "custom", message: "SEARCH lines not found" },
        closest: { startLine: 7, lines: ["x", "y"], similarity: 0.81 },
        replaceAlreadyPresent: true,
      }),
    ).toBe(
      "Block 1 (a.py) was not applied: the text to replace is not in the file. SEARCH lines not found.\n" +
        "  closest lines 7-8 (81% similar)\n  its replacement text is already in the file",
    );
  });

  it("says nothing more when the reason only repeats the meaning; ends every detail with a period", () => {
    const missed = describeIssue({
      code: "not-found",
      path: "app.py",
      blockIndex: 0,
      reason: { kind: "search-not-found", belowAnchors: false, atEnd: false, replacePresent: false },
    });
    expect(missed).toBe("Block 1 (app.py) was not applied: the text to replace is not in the file.");
    const qualified = describeIssue({
      code: "not-found",
      path: "app.py",
      blockIndex: 0,
      reason: { kind: "search-not-found", belowAnchors: false, atEnd: false, replacePresent: true },
    });
    expect(qualified).toBe(
      "Block 1 (app.py) was not applied: the text to replace is not in the file. " +
        "SEARCH lines not found in the file; the REPLACE lines are already in the file.",
    );
  });

  it("points at the reply line when a block could not be read", () => {
    expect(
      describeIssue({
        code: "malformed",
        line: 12,
        reason: { kind: "custom", message: "no ======= divider" },
      }),
    ).toBe("The reply (reply line 12) was not applied: the block could not be read. No ======= divider.");
  });

  it("has words for every issue code", () => {
    const codes: IssueCode[] = [
      "malformed",
      "missing-path",
      "unterminated",
      "not-found",
      "ambiguous",
      "no-change",
      "placeholder",
      "invalid-path",
      "outside-root",
      "git-dir",
      "symlink-escape",
      "binary",
      "too-large",
      "file-missing",
      "file-exists",
      "refused",
      "skipped",
      "io-error",
    ];
    const meanings = codes.map(
      (code) => describeIssue({ code, reason: { kind: "custom", message: "d" } }).split(": ")[1],
    );
    expect(meanings.every((m) => m && !m.startsWith("undefined"))).toBe(true);
    expect(new Set(meanings).size).toBe(codes.length);
  });
});
