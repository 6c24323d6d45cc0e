// The planner's question for a file outside the chat names what the edit does (edit, overwrite, delete,
// move, create) and carries the diff of every file the edit changes; it is asked after planning, so an
// edit that fails anyway asks nothing, and a "no" leaves every file as it was.
import { applyEdits } from "../../../src/edits/apply/apply-edits";
import type { ConfirmRequest } from "../../../src/edits/apply/apply-types";
import type { Edit } from "../../../src/edits/edit";
import { MemoryWorkspace } from "../../../src/edits/workspace/memory-workspace";

const FILES = { "chat.py": "a\n", "cli.py": "import sys\nmain()\n" };

async function ask(edit: Edit, answer = false) {
  const ws = new MemoryWorkspace({ ...FILES });
  const asked: ConfirmRequest[] = [];
  const result = await applyEdits(ws, [edit], {
    files: ["chat.py"],
    confirm: (request) => {
      asked.push(request);
      return answer;
    },
  });
  return { ws, asked, result };
}

describe("a question about a file outside the chat", () => {
  it("a delete: kind delete, the removed lines in its diff; no keeps the file", async () => {
    const { ws, asked, result } = await ask({ kind: "delete", path: "cli.py", blockIndex: 0 });
    expect(asked.map((q) => q.kind)).toEqual(["delete"]);
    expect(asked[0]!.diff).toContain("-import sys");
    expect(asked[0]!.diff).toContain("+++ /dev/null");
    expect(ws.text("cli.py")).toBe(FILES["cli.py"]);
    expect(result.failed.map((f) => f.code)).toEqual(["refused"]);
  });

  it("a whole-file write: kind overwrite, with the old and new lines", async () => {
    const { asked, ws } = await ask({ kind: "write", path: "cli.py", content: "print(1)\n", blockIndex: 0 });
    expect(asked.map((q) => q.kind)).toEqual(["overwrite"]);
    expect(asked[0]!.diff).toMatch(/-import sys[\s\S]*\+print\(1\)/);
    expect(ws.text("cli.py")).toBe(FILES["cli.py"]);
  });

  it("a move: one question, kind move with its target, the diff of both files; yes moves it", async () => {
    const { asked, ws } = await ask({ kind: "move", path: "cli.py", to: "app.py", blockIndex: 0 }, true);
    expect(asked.map((q) => [q.kind, q.path, q.to])).toEqual([["move", "cli.py", "app.py"]]);
    expect(asked[0]!.diff).toContain("+++ b/app.py");
    expect(asked[0]!.diff).toContain("--- a/cli.py");
    expect(ws.text("app.py")).toBe(FILES["cli.py"]);
    expect(ws.text("cli.py")).toBeUndefined();
  });

  it("a part edit: kind edit-outside-chat; one that would not match asks nothing", async () => {
    const edit = {
      kind: "replace",
      path: "cli.py",
      search: "main()\n",
      replace: "run()\n",
      blockIndex: 0,
    } as const;
    expect((await ask(edit)).asked.map((q) => [q.kind, q.diff?.includes("+run()")])).toEqual([
      ["edit-outside-chat", true],
    ]);
    const miss = await ask({ ...edit, search: "nothing like it\n" });
    expect(miss.asked).toEqual([]);
    expect(miss.result.failed.map((f) => f.code)).toEqual(["not-found"]);
  });
});
