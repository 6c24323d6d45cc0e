import type { EditIssue, IssueReason } from "../../src/edits/edit";
import { describeIssue, issueDetail, reasonText } from "../../src/edits/issue-text";
import { REFLECTION_TERMS, renderReflection } from "../../src/prompts/reflection";

type Samples = { [K in IssueReason["kind"]]: Extract<IssueReason, { kind: K }> };

// One reason of every kind: the mapped type makes a new kind without a sample a type error.
const SAMPLES: Samples = {
  "control-characters": { kind: "control-characters", file: "a\x1b[2J.txt" },
  "empty-path": { kind: "empty-path" },
  "absolute-outside-root": { kind: "absolute-outside-root", file: "/etc/passwd" },
  "leads-outside-root": { kind: "leads-outside-root", file: "../x" },
  "project-root": { kind: "project-root", file: "." },
  "inside-git": { kind: "inside-git", file: ".git/config" },
  "inside-kerf": { kind: "inside-kerf", file: "link/x", resolved: true },
  "symlink-escape": { kind: "symlink-escape", file: "out/x" },
  folder: { kind: "folder", file: "src" },
  binary: { kind: "binary", file: "a.png" },
  "too-large": { kind: "too-large", file: "big.txt", size: 2048, limit: 1024 },
  "not-utf8": { kind: "not-utf8", file: "l1.txt", encoding: "utf-8" },
  "no-write-permission": { kind: "no-write-permission", file: "ro.txt", mode: 0o100444 },
  "create-over-existing": { kind: "create-over-existing", file: "a.ts", lines: 1 },
  "secret-file": { kind: "secret-file", file: ".env" },
  "read-only-file": { kind: "read-only-file", file: "ref.md" },
  "file-missing": { kind: "file-missing", file: "gone.txt", needed: "delete" },
  declined: { kind: "declined", file: "a.txt" },
  "declined-target": { kind: "declined-target", file: "b.txt", overwrites: true },
  "move-target": { kind: "move-target", target: { kind: "folder", file: "lib" } },
  "skipped-call": { kind: "skipped-call" },
  "skipped-patch": { kind: "skipped-patch" },
  "write-failed": { kind: "write-failed", file: "a.txt" },
  "insert-past-end": { kind: "insert-past-end", line: 9, lineCount: 3 },
  "anchor-not-found": { kind: "anchor-not-found", index: 0, anchor: "class A:" },
  "search-not-found": {
    kind: "search-not-found",
    belowAnchors: true,
    atEnd: false,
    replacePresent: false,
    unprefixedLine: "}",
  },
  "writes-nothing": { kind: "writes-nothing", startLine: 2, endLine: 4 },
  conflict: {
    kind: "conflict",
    startLine: 3,
    endLine: 5,
    conflict: { why: "line-differs", fileLine: "a", searchLine: "b" },
  },
  "unprefixed-unplaced": { kind: "unprefixed-unplaced", line: "x = 1" },
  "unprefixed-misplaced": { kind: "unprefixed-misplaced", line: "x = 1", spot: { line: 7, text: "y = 2" } },
  "search-ambiguous": { kind: "search-ambiguous", candidates: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
  "old-string-ambiguous": { kind: "old-string-ambiguous", candidates: [2, 9] },
  "identical-not-present": { kind: "identical-not-present" },
  placeholder: { kind: "placeholder", line: 2, text: "# ...", looks: "ellipsis-only" },
  "bad-call": {
    kind: "bad-call",
    tool: "edit",
    problem: { why: "missing-argument", argument: "path", type: "string" },
  },
  custom: { kind: "custom", message: "a format's own words" },
  "near-marker": { kind: "near-marker", unit: "a block", line: "<<< BEGIN", marker: "<<<<<<< BEGIN" },
  "nothing-follows": {
    kind: "nothing-follows",
    unit: "a diff",
    file: "a.txt",
    expected: ["@@"],
    part: "hunk",
  },
  "missing-marker": { kind: "missing-marker", expected: "----", before: "the next START" },
  "marker-early": { kind: "marker-early", found: "an END marker", expected: "----" },
  "reply-ended": { kind: "reply-ended", expected: "END" },
  unclosed: { kind: "unclosed", opened: "BEGIN", expected: "END" },
  "no-path-line": { kind: "no-path-line", unit: "this block" },
  "names-no-file": { kind: "names-no-file", part: "the FILE header" },
  "both-empty": { kind: "both-empty", first: "<", second: ">", empty: "NUL" },
  "before-any": { kind: "before-any", unit: "hunk", expected: "FILE header" },
  "must-follow": { kind: "must-follow", marker: "RENAME", follows: "FILE" },
  "ends-nothing": { kind: "ends-nothing", marker: "EOF" },
  "no-lines": { kind: "no-lines", unit: "chunk" },
  "no-changes": { kind: "no-changes", marker: "FILE" },
  "expected-line": { kind: "expected-line", expected: "FILE", line: "prose" },
  "unexpected-line": { kind: "unexpected-line", line: "x", place: "in a hunk" },
  "line-must-start": { kind: "line-must-start", unit: "a new line", prefixes: ["+", ">"], line: "x" },
};

describe("IssueReason: data, worded once", () => {
  it("words every kind, naming its fields", () => {
    for (const reason of Object.values(SAMPLES)) {
      const text = reasonText(reason);
      expect(text).not.toMatch(/undefined|\[object/);
      if ("file" in reason && reason.kind !== "control-characters") expect(text).toContain(reason.file);
    }
  });

  it("words a parse reason from the format's own marker text, which it is given", () => {
    expect(reasonText(SAMPLES["line-must-start"])).toBe('a new line must start with "+" or ">": "x"');
    expect(reasonText(SAMPLES["near-marker"])).toBe(
      'looked like a block but its first line "<<< BEGIN" is not <<<<<<< BEGIN, so it was not read',
    );
    expect(reasonText({ kind: "expected-line", expected: "FILE", line: "y".repeat(100) })).toBe(
      `expected a FILE line, got "${"y".repeat(80)}"`,
    );
  });

  it("words the kinds no parser or planner test reaches, exactly", () => {
    expect(reasonText(SAMPLES["declined-target"])).toBe("the user declined overwriting b.txt");
    expect(reasonText(SAMPLES["move-target"])).toBe(
      "move target refused: lib is a folder, not a file; name the file inside it",
    );
    expect(reasonText(SAMPLES["file-missing"])).toBe("gone.txt does not exist, so it cannot be deleted");
    expect(reasonText(SAMPLES["write-failed"])).toBe(
      "could not write a.txt: another file of this all-or-nothing patch failed to write",
    );
    expect(reasonText(SAMPLES["no-write-permission"])).toContain("(mode 444)");
    expect(reasonText(SAMPLES["control-characters"])).toMatch(/^a\\x1b\[2J\.txt holds control characters/);
    expect(reasonText(SAMPLES["search-ambiguous"])).toBe(
      "SEARCH matches 12 places (lines 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 2 more); add surrounding lines to make it unique",
    );
  });

  it("gives the person's message and the model's reflection the same sentence", () => {
    const issue: EditIssue = {
      code: "refused",
      path: "b.txt",
      blockIndex: 0,
      reason: SAMPLES["declined-target"],
    };
    const sentence = issueDetail(issue);
    expect(describeIssue(issue)).toContain(`. The user declined overwriting b.txt`);
    const reflection = renderReflection({
      failed: [issue],
      appliedCount: 0,
      terms: REFLECTION_TERMS.searchReplace,
    });
    expect(reflection.split("\n")).toContain(sentence);
  });
});
