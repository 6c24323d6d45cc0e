// Issue 27 point 12: a SEARCH/REPLACE naming a file that does not exist lands in the only chat file
// when its SEARCH matches there exactly once, and says so; otherwise it is refused as before.
import { applyEdits } from "../../../src/edits/apply/apply-edits";
import type { Edit } from "../../../src/edits/edit";
import { describeApplied } from "../../../src/edits/issue-text";
import { MemoryWorkspace } from "../../../src/edits/workspace/memory-workspace";

const edit = (path: string, search: string, replace: string): Edit => ({
  kind: "replace",
  path,
  search,
  replace,
  blockIndex: 0,
});
const APP = "def greet(name):\n    return 'hi ' + name\n";

describe("a block naming a file that does not exist", () => {
  it("lands in the only chat file when its SEARCH matches there once, and names the path it gave", async () => {
    const ws = new MemoryWorkspace({ "src/app.py": APP });
    const result = await applyEdits(
      ws,
      [edit("app/main.py", "    return 'hi ' + name\n", "    return 'hello ' + name\n")],
      {
        files: ["src/app.py"],
      },
    );
    expect(ws.text("src/app.py")).toBe("def greet(name):\n    return 'hello ' + name\n");
    expect(ws.log).toEqual(["write src/app.py"]);
    expect(result.failed).toEqual([]);
    expect(result.applied).toEqual([
      {
        blockIndex: 0,
        kind: "replace",
        path: "src/app.py",
        strategy: "exact",
        startLine: 2,
        endLine: 2,
        requestedPath: "app/main.py",
      },
    ]);
    expect(describeApplied(result.applied[0]!)).toBe(
      "applied block 1 to src/app.py lines 2-2 (exact; the block named app/main.py, which does not exist)",
    );
  });

  it("is refused as before with two chat files, or when SEARCH is not in the chat file exactly once", async () => {
    const two = new MemoryWorkspace({ "src/app.py": APP, "src/b.py": "x = 1\n" });
    const withTwo = await applyEdits(two, [edit("main.py", "    return 'hi ' + name\n", "pass\n")], {
      files: ["src/app.py", "src/b.py"],
    });
    expect(withTwo.failed.map((f) => [f.code, f.path])).toEqual([["file-missing", "main.py"]]);
    const one = new MemoryWorkspace({ "src/app.py": APP });
    const absent = await applyEdits(one, [edit("main.py", "print(1)\n", "pass\n")], {
      files: ["src/app.py"],
    });
    expect(absent.failed.map((f) => [f.code, f.path])).toEqual([["file-missing", "main.py"]]);
    expect(one.text("src/app.py")).toBe(APP);
  });
});
