// Issue 33: a "create" block whose text is the existing file byte for byte is already applied, not
// refused; a V4A `*** Add File:` onto an existing file overwrites it and says so (the reference, Codex
// and OpenCode do), while the same shape from udiff and SEARCH/REPLACE is still refused.
import { applyEdits } from "../../../src/edits/apply/apply-edits";
import type { Edit } from "../../../src/edits/edit";
import { describeApplied } from "../../../src/edits/issue-text";
import { MemoryWorkspace } from "../../../src/edits/workspace/memory-workspace";
import { patchFormat } from "../../../src/formats/patch/format";
import { udiffFormat } from "../../../src/formats/udiff/format";
import { editBlockFormat } from "../../../src/formats/editblock/format";

const APP = "def main():\n    print('hi')\n";

describe("a create block on a file that exists", () => {
  it.each([
    ["an empty SEARCH", { kind: "replace", path: "app.py", search: "", replace: APP, blockIndex: 0 }],
    [
      "a udiff new-file hunk",
      { kind: "replace", path: "app.py", search: "", replace: APP, create: true, blockIndex: 0 },
    ],
    ["a V4A add", { kind: "write", path: "app.py", content: APP, overwrite: true, blockIndex: 0 }],
  ] as Array<[string, Edit]>)("with the file's own text is already applied: %s", async (_name, edit) => {
    const ws = new MemoryWorkspace({ "app.py": APP });
    const result = await applyEdits(ws, [edit]);
    expect(result.failed).toEqual([]);
    expect(result.applied).toEqual([
      {
        blockIndex: 0,
        kind: edit.kind,
        path: "app.py",
        strategy: "already-applied",
        startLine: 1,
        endLine: 2,
      },
    ]);
    expect(describeApplied(result.applied[0]!)).toBe("block 1 is already applied in app.py lines 1-2");
    expect(ws.log).toEqual([]);
    expect(ws.text("app.py")).toBe(APP);
  });

  it("with other text: a V4A *** Add File: overwrites it and says so", async () => {
    const ws = new MemoryWorkspace({ "app.py": APP });
    const reply = "*** Begin Patch\n*** Add File: app.py\n+print('new')\n*** End Patch\n";
    const { edits } = patchFormat.parse(reply, {});
    const result = await applyEdits(ws, edits);
    expect(result.failed).toEqual([]);
    expect(ws.text("app.py")).toBe("print('new')\n");
    expect(result.applied).toEqual([
      { blockIndex: 0, kind: "write", path: "app.py", strategy: "write", overwrote: true },
    ]);
    expect(describeApplied(result.applied[0]!)).toBe(
      "applied block 1 to app.py (write, overwrote the existing app.py)",
    );
  });

  it("with other text: a udiff --- /dev/null hunk and a SEARCH/REPLACE repeating the file are still refused", async () => {
    const ws = new MemoryWorkspace({ "app.py": APP });
    const udiff =
      "```diff\n--- /dev/null\n+++ app.py\n@@ -0,0 +1,2 @@\n+def main():\n+    print('new')\n```\n";
    const block =
      "app.py\n```python\n<<<<<<< SEARCH\n=======\ndef main():\n    print('new')\n>>>>>>> REPLACE\n```\n";
    for (const edits of [udiffFormat.parse(udiff, {}).edits, editBlockFormat.parse(block, {}).edits]) {
      expect(edits).toHaveLength(1);
      const result = await applyEdits(ws, edits);
      expect(result.failed).toMatchObject([{ code: "file-exists", path: "app.py" }]);
    }
    expect(ws.text("app.py")).toBe(APP);
  });
});
