import { readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { readTree, removeDir, tempDir } from "../helpers/file-tree";
import { runCli } from "../helpers/run-cli";

const editBlockReply = [
  "hello.py",
  "```python",
  "<<<<<<< SEARCH",
  'print("hello")',
  "=======",
  'print("hello, world")',
  ">>>>>>> REPLACE",
  "```",
  "",
].join("\n");

const newFileReply = [
  "notes/todo.md",
  "```",
  "<<<<<<< SEARCH",
  "=======",
  "- ship it",
  ">>>>>>> REPLACE",
  "```",
  "",
].join("\n");

describe("kerf --apply", () => {
  let root: string;
  beforeEach(() => {
    root = tempDir("kerf-cli-");
    writeFileSync(path.join(root, "hello.py"), 'print("hello")\n');
  });
  afterEach(() => removeDir(root));

  const save = (name: string, text: string) => writeFileSync(path.join(root, name), text);

  it("applies a diff reply, prints the diff and exits 0", async () => {
    save("reply.md", editBlockReply);
    const run = await runCli(["--apply", "reply.md", "--edit-format", "diff", "hello.py"], { cwd: root });
    expect(run.code).toBe(0);
    expect(readFileSync(path.join(root, "hello.py"), "utf8")).toBe('print("hello, world")\n');
    expect(run.stdout).toContain('+print("hello, world")');
    expect(run.stdout).toContain("1 applied, 0 failed");
  });

  it("with --dry-run shows the diff and leaves the tree untouched", async () => {
    save("reply.md", editBlockReply);
    const before = readTree(root);
    const run = await runCli(["--apply", "reply.md", "--edit-format", "diff", "--dry-run"], { cwd: root });
    expect(run.code).toBe(0);
    expect(readTree(root)).toEqual(before);
    expect(run.stdout).toContain('-print("hello")');
    expect(run.stdout).toContain("dry run: nothing written");
  });

  it("with --dry-run asks nothing a plain yes answers: a new file's diff is shown, nothing is written", async () => {
    save("reply.md", newFileReply);
    const before = readTree(root);
    const run = await runCli(["--apply", "reply.md", "--edit-format", "diff", "--dry-run"], { cwd: root });
    expect(run.code).toBe(0);
    expect(run.stderr).not.toContain("Create new file");
    expect(run.stdout).toContain("+- ship it");
    expect(run.stdout).toContain("1 applied, 0 failed (dry run: nothing written)");
    expect(readTree(root)).toEqual(before);
  });

  it("refuses to create a new file without --yes-always when stdin is not interactive (exit 3)", async () => {
    save("reply.md", newFileReply);
    const run = await runCli(["--apply", "reply.md", "--edit-format", "diff"], { cwd: root });
    expect(run.code).toBe(3);
    expect(existsSync(path.join(root, "notes/todo.md"))).toBe(false);
    expect(run.stderr).toContain("Create new file notes/todo.md?");
    expect(run.stdout).toContain("Block 1 (notes/todo.md) was not applied: you declined it.");
  });

  it("creates the new file with --yes-always", async () => {
    save("reply.md", newFileReply);
    const run = await runCli(["--apply", "reply.md", "--edit-format", "diff", "--yes-always"], { cwd: root });
    expect(run.code).toBe(0);
    expect(readFileSync(path.join(root, "notes/todo.md"), "utf8")).toBe("- ship it\n");
  });

  it("exits 3 and names the block when a SEARCH is not found", async () => {
    save("reply.md", editBlockReply.replace('print("hello")', 'print("bye")'));
    const run = await runCli(["--apply", "reply.md", "--edit-format", "diff"], { cwd: root });
    expect(run.code).toBe(3);
    expect(run.stdout).toContain(
      "Block 1 (hello.py) was not applied: the text to replace is not in the file.",
    );
    expect(readFileSync(path.join(root, "hello.py"), "utf8")).toBe('print("hello")\n');
  });

  it("exits 2 on an unknown edit format and lists the valid ones", async () => {
    save("reply.md", editBlockReply);
    const run = await runCli(["--apply", "reply.md", "--edit-format", "nope"], { cwd: root });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'unknown edit format "nope"; valid formats: diff, diff-fenced, whole, udiff, patch',
    );
  });

  it("exits 2 on an unknown flag and 1 when the reply file is missing", async () => {
    expect((await runCli(["--bogus"], { cwd: root })).code).toBe(2);
    const missing = await runCli(["--apply", "absent.md", "--edit-format", "diff"], { cwd: root });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("absent.md");
  });
});
