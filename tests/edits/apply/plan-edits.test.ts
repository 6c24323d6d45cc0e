// The planner decides everything a write will do, the all-or-nothing policy included, in one place and
// with one message; it never writes.
import type { Edit, EditIssue } from "../../../src/edits/edit";
import { planEdits } from "../../../src/edits/apply/plan-edits";
import { writePlan } from "../../../src/edits/apply/write-plan";
import { MemoryWorkspace } from "../../../src/edits/workspace/memory-workspace";
import { issueDetail } from "../../../src/edits/issue-text";
import { withDetails } from "../../helpers/issue-details";

const edits: Edit[] = [
  { kind: "replace", path: "a.txt", search: "one\n", replace: "uno\n", blockIndex: 0 },
  { kind: "write", path: "b.txt", content: "two\n", blockIndex: 1 },
];
const SKIPPED = "not applied: the patch is all-or-nothing and another part of it failed";

describe("planEdits", () => {
  it("plans without writing, then writePlan writes each changed file once", async () => {
    const workspace = new MemoryWorkspace({ "a.txt": "one\n" });
    const plan = await planEdits(workspace, edits, {});
    expect(workspace.log).toEqual([]);
    expect(plan.changed.map((state) => state.rel)).toEqual(["a.txt", "b.txt"]);
    expect(plan.changes.map((change) => [change.path, change.change])).toEqual([
      ["a.txt", "modified"],
      ["b.txt", "created"],
    ]);
    const result = await writePlan(workspace, plan);
    expect(workspace.log).toEqual(["write a.txt", "write b.txt"]);
    expect(result.failed).toEqual([]);
  });

  it("names a parse issue's path escaped when it holds control characters, in path and detail", async () => {
    const raw = "ok\x1b]52;c;aGk=\x07.txt";
    const detail = `looked like a unified diff of ${raw} but no @@ hunk follows its ---/+++ header, so nothing was changed`;
    const issue: EditIssue = {
      code: "malformed",
      path: raw,
      blockIndex: 0,
      line: 1,
      reason: { kind: "custom", message: detail },
    };
    const plan = await planEdits(new MemoryWorkspace({}), [], { parseIssues: [issue] });
    const shown = "ok\\x1b]52;c;aGk=\\x07.txt";
    expect(plan.failed).toEqual([
      { ...issue, path: shown, reason: { kind: "custom", message: detail.replace(raw, shown) } },
    ]);
  });

  it("stops an atomic plan on a parse issue without reading, asking or planning, with the one skip message", async () => {
    const workspace = new MemoryWorkspace({ "a.txt": "one\n" });
    const asked: string[] = [];
    const parseIssue: EditIssue = {
      code: "malformed",
      reason: { kind: "custom", message: "bad section" },
      blockIndex: 2,
    };
    const plan = await planEdits(workspace, edits, {
      policy: "atomic",
      parseIssues: [parseIssue],
      confirm: (request) => {
        asked.push(request.path);
        return true;
      },
    });
    expect(asked).toEqual([]);
    expect(plan.changed).toEqual([]);
    expect(plan.applied).toEqual([]);
    expect(withDetails(plan.failed)).toEqual([
      { code: "skipped", path: "a.txt", blockIndex: 0, detail: SKIPPED },
      { code: "skipped", path: "b.txt", blockIndex: 1, detail: SKIPPED },
      withDetails(parseIssue),
    ]);
  });

  it("skips the rest of an atomic plan with the same message when an edit fails", async () => {
    const workspace = new MemoryWorkspace({ "a.txt": "zero\n" });
    const plan = await planEdits(workspace, edits, { policy: "atomic" });
    expect(plan.changed).toEqual([]);
    expect(plan.failed.map((issue) => [issue.code, issue.blockIndex])).toEqual([
      ["not-found", 0],
      ["skipped", 1],
    ]);
    expect(issueDetail(plan.failed[1] as EditIssue)).toBe(SKIPPED);
  });

  it("keeps parse issues first and the planned edits of a partial plan", async () => {
    const workspace = new MemoryWorkspace({ "a.txt": "one\n" });
    const parseIssue: EditIssue = {
      code: "unterminated",
      reason: { kind: "custom", message: "no end" },
      blockIndex: 2,
    };
    const plan = await planEdits(workspace, edits, { parseIssues: [parseIssue] });
    expect(plan.failed).toEqual([parseIssue]);
    expect(plan.applied.map((edit) => edit.path)).toEqual(["a.txt", "b.txt"]);
  });
});
