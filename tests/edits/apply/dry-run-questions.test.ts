// A dry run's questions are decided by the applier alone: it asks nothing a plain yes answers (its plan
// is what every yes would write, and nothing is written), but still asks what only a person may answer —
// a secret store, a read-only file —, so what it shows is what a real run could do. Every caller (the
// coder, `--apply`, the library) gets the same.
import { applyEdits } from "../../../src/edits/apply/apply-edits";
import type { ConfirmRequest } from "../../../src/edits/apply/apply-types";
import type { Edit } from "../../../src/edits/edit";
import { MemoryWorkspace } from "../../../src/edits/workspace/memory-workspace";

const edits: Edit[] = [
  { kind: "write", path: "new.txt", content: "new\n", blockIndex: 0 },
  { kind: "replace", path: "other.txt", search: "o\n", replace: "O\n", blockIndex: 1 },
  { kind: "replace", path: ".env", search: "K=1\n", replace: "K=2\n", blockIndex: 2 },
  { kind: "replace", path: "ref.md", search: "r\n", replace: "R\n", blockIndex: 3 },
];

async function run(dryRun: boolean) {
  const ws = new MemoryWorkspace({ "chat.txt": "c\n", "other.txt": "o\n", ".env": "K=1\n", "ref.md": "r\n" });
  const asked: string[] = [];
  const result = await applyEdits(ws, edits, {
    dryRun,
    files: ["chat.txt"],
    readOnlyFiles: ["ref.md"],
    confirm: (request: ConfirmRequest) => {
      asked.push(`${request.kind} ${request.path}`);
      return true;
    },
    confirmSecret: (path) => {
      asked.push(`secret ${path}`);
      return false;
    },
    confirmReadOnly: (path) => {
      asked.push(`read-only ${path}`);
      return true;
    },
  });
  return { ws, asked, result };
}

describe("a dry run's questions", () => {
  it("asks no plain question, plans as if each were a yes, and writes nothing", async () => {
    const { ws, asked, result } = await run(true);
    expect(asked).toEqual(["secret .env", "read-only ref.md"]);
    expect(result.dryRun).toBe(true);
    expect(result.applied.map((edit) => edit.path)).toEqual(["new.txt", "other.txt", "ref.md"]);
    expect(result.failed.map((issue) => [issue.code, issue.path])).toEqual([["secret-file", ".env"]]);
    expect(ws.log).toEqual([]);
  });

  it("a real run asks the same edits' plain questions too", async () => {
    const { asked, result } = await run(false);
    expect(asked).toEqual([
      "create new.txt",
      "edit-outside-chat other.txt",
      "secret .env",
      "read-only ref.md",
    ]);
    expect(result.dryRun).toBe(false);
    expect(result.applied.map((edit) => edit.path)).toEqual(["new.txt", "other.txt", "ref.md"]);
  });
});
