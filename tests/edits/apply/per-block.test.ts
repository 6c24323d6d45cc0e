// The per-block policy of tool-call formats: each block (one call) lands whole or not at all, blocks are
// independent, and a later block sees what an earlier one did to the same file.
import { applyEdits } from "../../../src/edits/apply/apply-edits";
import type { Edit } from "../../../src/edits/edit";
import { MemoryWorkspace } from "../../../src/edits/workspace/memory-workspace";

const replace = (path: string, search: string, to: string, blockIndex: number): Edit => ({
  kind: "replace",
  path,
  search,
  replace: to,
  blockIndex,
});

describe("per-block policy", () => {
  it("drops every part of a failing block, keeps the other blocks, and later blocks see earlier ones", async () => {
    const ws = new MemoryWorkspace({ "a.txt": "one\ntwo\n", "b.txt": "three\n" });
    const result = await applyEdits(
      ws,
      [
        replace("a.txt", "one\n", "ONE\n", 0),
        replace("a.txt", "ONE\n", "uno\n", 1), // sees block 0's change
        replace("b.txt", "three\n", "THREE\n", 1),
        replace("b.txt", "THREE\n", "tres\n", 2), // block 2: first part lands in memory…
        replace("a.txt", "missing\n", "x\n", 2), // …second fails: block 2 changes nothing
      ],
      { policy: "per-block", files: ["a.txt", "b.txt"] },
    );
    expect(ws.text("a.txt")).toBe("uno\ntwo\n");
    expect(ws.text("b.txt")).toBe("THREE\n");
    expect(result.applied.map((edit) => edit.blockIndex)).toEqual([0, 1, 1]);
    expect(result.failed.map((issue) => [issue.blockIndex, issue.code])).toEqual([
      [2, "skipped"],
      [2, "not-found"],
    ]);
  });
});
