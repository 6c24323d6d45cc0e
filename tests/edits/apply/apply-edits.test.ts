import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  existsSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { applyEdits } from "../../../src/edits/apply/apply-edits";
import type { Edit } from "../../../src/edits/edit";
import { MemoryWorkspace } from "../../../src/edits/workspace/memory-workspace";
import { issueDetail } from "../../../src/edits/issue-text";
import { withDetails } from "../../helpers/issue-details";

const replace = (path: string, search: string, replaceText: string, blockIndex = 0): Edit => ({
  kind: "replace",
  path,
  search,
  replace: replaceText,
  blockIndex,
});

describe("applyEdits (partial policy)", () => {
  it("applies every edit that succeeds, reports the rest, and writes each file once", async () => {
    const ws = new MemoryWorkspace({ "a.py": "one\ntwo\nthree\n", "b.py": "x\n" });
    const result = await applyEdits(ws, [
      replace("a.py", "one\n", "ONE\n", 0),
      replace("a.py", "missing line\n", "nope\n", 1),
      replace("a.py", "three\n", "THREE\n", 2),
      replace("b.py", "x\n", "y\n", 3),
    ]);
    expect(ws.text("a.py")).toBe("ONE\ntwo\nTHREE\n");
    expect(ws.text("b.py")).toBe("y\n");
    expect(ws.log).toEqual(["write a.py", "write b.py"]);
    expect(result.applied.map((a) => [a.blockIndex, a.strategy, a.startLine, a.endLine])).toEqual([
      [0, "exact", 1, 1],
      [2, "exact", 3, 3],
      [3, "exact", 1, 1],
    ]);
    expect(result.failed).toHaveLength(1);
    expect(result.failed[0]).toMatchObject({ code: "not-found", path: "a.py", blockIndex: 1 });
    expect(result.changes.map((c) => [c.path, c.change])).toEqual([
      ["a.py", "modified"],
      ["b.py", "modified"],
    ]);
  });

  it("creates a missing file from an empty SEARCH and appends to an existing one", async () => {
    const ws = new MemoryWorkspace({ "log.txt": "first\n" });
    const result = await applyEdits(ws, [
      replace("new/file.txt", "", "hello\n", 0),
      replace("log.txt", "", "second\n", 1),
    ]);
    expect(ws.text("new/file.txt")).toBe("hello\n");
    expect(ws.text("log.txt")).toBe("first\nsecond\n");
    expect(result.applied.map((a) => a.strategy)).toEqual(["create", "append"]);
    expect(result.changes.map((c) => c.change)).toEqual(["created", "modified"]);
  });

  it("refuses paths outside the root and inside .git without touching anything", async () => {
    const ws = new MemoryWorkspace({ "a.txt": "a\n" });
    const result = await applyEdits(ws, [
      { kind: "write", path: "../escape.txt", content: "x\n", blockIndex: 0 },
      { kind: "write", path: "/etc/passwd", content: "x\n", blockIndex: 1 },
      { kind: "write", path: ".git/config", content: "x\n", blockIndex: 2 },
      { kind: "delete", path: "a.txt/../../a.txt", blockIndex: 3 },
    ]);
    expect(result.failed.map((f) => f.code)).toEqual([
      "outside-root",
      "outside-root",
      "git-dir",
      "outside-root",
    ]);
    expect(ws.log).toEqual([]);
  });

  it("refuses replace edits on binary and oversized files", async () => {
    const ws = new MemoryWorkspace(
      { "img.png": new Uint8Array([137, 80, 0, 1]), "big.txt": "y\n".repeat(100) },
      { maxFileBytes: 50 },
    );
    const result = await applyEdits(ws, [
      replace("img.png", "PNG\n", "x\n", 0),
      replace("big.txt", "y\n", "z\n", 1),
    ]);
    expect(result.failed.map((f) => [f.code, f.blockIndex])).toEqual([
      ["binary", 0],
      ["too-large", 1],
    ]);
    expect(ws.log).toEqual([]);
  });

  it("refuses every edit to an oversized file (it is never read), each for its own block only", async () => {
    const ws = new MemoryWorkspace({ "big.txt": "y\n".repeat(100), "a.txt": "a\n" }, { maxFileBytes: 50 });
    const result = await applyEdits(ws, [
      { kind: "write", path: "big.txt", content: "small\n", blockIndex: 0 },
      { kind: "delete", path: "big.txt", blockIndex: 1 },
      { kind: "move", path: "a.txt", to: "big.txt", blockIndex: 2 },
      replace("a.txt", "a\n", "A\n", 3),
    ]);
    expect(result.failed.map((f) => [f.code, f.blockIndex, issueDetail(f)])).toEqual([
      [
        "too-large",
        0,
        "big.txt is 200 bytes, over the limit of 50 bytes for a file kerf edits; not read or edited",
      ],
      [
        "too-large",
        1,
        "big.txt is 200 bytes, over the limit of 50 bytes for a file kerf edits; not read or edited",
      ],
      [
        "too-large",
        2,
        "move target refused: big.txt is 200 bytes, over the limit of 50 bytes for a file kerf edits; not read or edited",
      ],
    ]);
    expect(ws.text("big.txt")).toBe("y\n".repeat(100));
    expect(ws.text("a.txt")).toBe("A\n");
  });

  it("edits a read-only file only on confirmReadOnly's yes, which also answers the outside-the-chat question", async () => {
    const files = { "ref.md": "r\n", "other.md": "o\n" };
    const edits = [replace("ref.md", "r\n", "R\n", 0), replace("other.md", "o\n", "O\n", 1)];
    const asked: string[] = [];
    const confirm = (request: { kind: string; path: string }) => (
      asked.push(`${request.kind} ${request.path}`),
      true
    );
    const refused = await applyEdits(new MemoryWorkspace(files), edits, {
      readOnlyFiles: ["ref.md"],
      confirm,
    });
    expect(refused.failed.map((f) => [f.code, f.blockIndex, f.path])).toEqual([
      ["read-only-file", 0, "ref.md"],
    ]);
    const ws = new MemoryWorkspace(files);
    const allowed = await applyEdits(ws, edits, {
      readOnlyFiles: ["ref.md"],
      confirmReadOnly: (path) => (asked.push(`read-only ${path}`), true),
      confirm,
    });
    expect(allowed.failed).toEqual([]);
    expect([ws.text("ref.md"), ws.text("other.md")]).toEqual(["R\n", "O\n"]);
    expect(asked).toEqual(["read-only ref.md"]);
  });

  it("refuses a new-file block on a file with content, saying why; an empty file or one this reply made may take it", async () => {
    const ws = new MemoryWorkspace({ "a.ts": "export const a = 1;\n", "empty.ts": "" });
    const create = (path: string, text: string, blockIndex: number): Edit => ({
      kind: "replace",
      path,
      search: "",
      replace: text,
      create: true,
      blockIndex,
    });
    const result = await applyEdits(ws, [
      create("a.ts", "export const b = 2;\n", 0),
      { kind: "write", path: "a.ts", content: "x\n", create: true, blockIndex: 1 },
      create("empty.ts", "export const e = 1;\n", 2),
      create("new.ts", "export const n = 1;\n", 3),
      create("new.ts", "export const m = 2;\n", 4),
    ]);
    const why =
      "a.ts already exists (1 line), but this block creates it as a new file; kerf does not add a new " +
      "file's text to an existing file: edit the existing file instead";
    expect(withDetails(result.failed)).toEqual([
      { code: "file-exists", path: "a.ts", blockIndex: 0, detail: why },
      { code: "file-exists", path: "a.ts", blockIndex: 1, detail: why },
    ]);
    expect(ws.text("a.ts")).toBe("export const a = 1;\n");
    expect(ws.text("empty.ts")).toBe("export const e = 1;\n");
    expect(ws.text("new.ts")).toBe("export const n = 1;\nexport const m = 2;\n");
  });

  it("asks before creating files and before editing files outside the chat, once per path", async () => {
    const ws = new MemoryWorkspace({ "chat.py": "a\n", "other.py": "b\n" });
    const asked: string[] = [];
    const result = await applyEdits(
      ws,
      [
        replace("chat.py", "a\n", "A\n", 0),
        replace("other.py", "b\n", "B\n", 1),
        replace("new.py", "", "n\n", 2),
        replace("new.py", "", "m\n", 3),
      ],
      {
        files: ["chat.py"],
        confirm: (request) => {
          asked.push(`${request.kind} ${request.path}`);
          return request.kind === "edit-outside-chat";
        },
      },
    );
    expect(asked).toEqual(["edit-outside-chat other.py", "create new.py"]);
    expect(result.failed.map((f) => [f.code, f.blockIndex])).toEqual([
      ["refused", 2],
      ["refused", 3],
    ]);
    expect(ws.text("other.py")).toBe("B\n");
    expect(ws.text("new.py")).toBeUndefined();
  });

  it("deletes and moves files, refuses a move outside the root, overwrites an existing target (issue 12)", async () => {
    const ws = new MemoryWorkspace({ "old.txt": "keep me\n", "gone.txt": "bye\n", "taken.txt": "t\n" });
    const result = await applyEdits(ws, [
      { kind: "delete", path: "gone.txt", blockIndex: 0 },
      { kind: "move", path: "old.txt", to: "dir/new.txt", blockIndex: 1 },
      { kind: "move", path: "taken.txt", to: "../out.txt", blockIndex: 2 },
      { kind: "move", path: "dir/new.txt", to: "taken.txt", blockIndex: 3 },
      { kind: "delete", path: "never.txt", blockIndex: 4 },
    ]);
    expect(result.failed.map((f) => [f.code, f.blockIndex])).toEqual([
      ["outside-root", 2],
      ["file-missing", 4],
    ]);
    expect(result.applied.find((a) => a.blockIndex === 3)).toEqual({
      blockIndex: 3,
      kind: "move",
      path: "dir/new.txt",
      strategy: "move",
      to: "taken.txt",
      overwrote: true,
    });
    expect([...ws.files.keys()].sort()).toEqual(["taken.txt"]);
    expect(ws.text("taken.txt")).toBe("keep me\n");
    expect(result.changes.find((c) => c.path === "taken.txt")?.diff).toContain("-t\n+keep me\n");
  });

  it("refuses an edit whose path names a folder, for that block only (issue 12)", async () => {
    const ws = new MemoryWorkspace({ "src/a.py": "a\n", "b.py": "b\n" });
    const result = await applyEdits(ws, [
      { kind: "write", path: "src", content: "x\n", blockIndex: 0 },
      { kind: "delete", path: "src/", blockIndex: 1 },
      { kind: "replace", path: "b.py", search: "b\n", replace: "B\n", blockIndex: 2 },
    ]);
    expect(withDetails(result.failed)).toEqual([
      {
        code: "invalid-path",
        path: "src",
        blockIndex: 0,
        detail: "src is a folder, not a file; name the file inside it",
      },
      {
        code: "invalid-path",
        path: "src",
        blockIndex: 1,
        detail: "src is a folder, not a file; name the file inside it",
      },
    ]);
    expect(ws.text("b.py")).toBe("B\n");
    expect(ws.text("src/a.py")).toBe("a\n");
  });

  it("in a dry run computes diffs and writes nothing", async () => {
    const ws = new MemoryWorkspace({ "a.txt": "hello\n" });
    const result = await applyEdits(ws, [replace("a.txt", "hello\n", "world\n")], { dryRun: true });
    expect(ws.log).toEqual([]);
    expect(result.dryRun).toBe(true);
    expect(result.changes[0]?.diff).toContain("-hello\n+world\n");
  });

  it("writes nothing on an I/O failure and fails every edit of the write, as on disk", async () => {
    const ws = new MemoryWorkspace({ "a.txt": "a\n", "b.txt": "b\n" });
    ws.failWrites.add("b.txt");
    const result = await applyEdits(ws, [
      replace("a.txt", "a\n", "A\n", 0),
      replace("b.txt", "b\n", "B\n", 1),
    ]);
    expect(withDetails(result.failed)).toEqual(
      ["a.txt", "b.txt"].map((file, blockIndex) => ({
        code: "io-error",
        path: file,
        blockIndex,
        detail: `could not write ${file}: simulated write failure for b.txt`,
      })),
    );
    expect(result.applied).toEqual([]);
    expect(result.changes).toEqual([]);
    // a.txt was written first, then put back when b.txt failed.
    expect(ws.log).toEqual(["write a.txt"]);
    expect(ws.text("a.txt")).toBe("a\n");
    expect(ws.text("b.txt")).toBe("b\n");
  });

  it("refuses to write over a file that changed after it was read (compare-and-swap)", async () => {
    const raced = new MemoryWorkspace({ "a.txt": "a\n" });
    const read = raced.read.bind(raced);
    // The file changes between the plan's read and the write.
    raced.read = async (rel) => {
      const data = await read(rel);
      raced.files.set(rel, { bytes: new TextEncoder().encode("edited elsewhere\n"), mode: 0o644 });
      return data;
    };
    const lost = await applyEdits(raced, [replace("a.txt", "a\n", "A\n", 0)]);
    expect(withDetails(lost.failed)).toEqual([
      {
        code: "io-error",
        path: "a.txt",
        blockIndex: 0,
        detail:
          "could not write a.txt: a.txt changed on disk after kerf read it (another kerf or editor?); nothing was written",
      },
    ]);
    expect(raced.text("a.txt")).toBe("edited elsewhere\n");
    expect(raced.log).toEqual([]);
  });
});

describe("applyEdits (atomic policy)", () => {
  it("writes nothing when one edit fails and reports the others as skipped", async () => {
    const ws = new MemoryWorkspace({ "a.txt": "a\n", "b.txt": "b\n" });
    const result = await applyEdits(
      ws,
      [
        replace("a.txt", "a\n", "A\n", 0),
        replace("b.txt", "nothing\n", "B\n", 1),
        { kind: "delete", path: "a.txt", blockIndex: 2 },
      ],
      { policy: "atomic" },
    );
    expect(ws.log).toEqual([]);
    expect(result.applied).toEqual([]);
    expect(result.failed.map((f) => [f.code, f.blockIndex])).toEqual([
      ["skipped", 0],
      ["not-found", 1],
      ["skipped", 2],
    ]);
  });

  it("rolls back files already written when a later write fails", async () => {
    const ws = new MemoryWorkspace({ "a.txt": "a\n", "b.txt": "b\n" });
    ws.failWrites.add("b.txt");
    const result = await applyEdits(
      ws,
      [replace("a.txt", "a\n", "A\n", 0), replace("b.txt", "b\n", "B\n", 1)],
      { policy: "atomic" },
    );
    expect(ws.text("a.txt")).toBe("a\n");
    expect(ws.text("b.txt")).toBe("b\n");
    expect(result.applied).toEqual([]);
    expect(result.failed.map((f) => [f.code, f.blockIndex])).toEqual([
      ["io-error", 0],
      ["io-error", 1],
    ]);
  });
});

describe("applyEdits on disk", () => {
  let base: string;
  beforeEach(() => {
    base = mkdtempSync(path.join(os.tmpdir(), "kerf-apply-"));
    mkdirSync(path.join(base, "root"));
    mkdirSync(path.join(base, "outside"));
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it("keeps CRLF, BOM and a missing final newline on the edited file", async () => {
    const root = path.join(base, "root");
    writeFileSync(path.join(root, "win.txt"), "\ufeffalpha\r\nbeta\r\ngamma");
    await applyEdits(root, [replace("win.txt", "beta\n", "BETA\nextra\n")]);
    expect(readFileSync(path.join(root, "win.txt"), "utf8")).toBe("\ufeffalpha\r\nBETA\r\nextra\r\ngamma");
  });

  it("never writes through a symlink that leads outside the root", async () => {
    const root = path.join(base, "root");
    symlinkSync(path.join(base, "outside"), path.join(root, "link"));
    const result = await applyEdits(root, [
      { kind: "write", path: "link/planted.txt", content: "x\n", blockIndex: 0 },
    ]);
    expect(result.failed.map((f) => f.code)).toEqual(["symlink-escape"]);
    expect(existsSync(path.join(base, "outside", "planted.txt"))).toBe(false);
  });
});
