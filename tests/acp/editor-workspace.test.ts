// The editor's buffers as a workspace, with the client's two file methods played by a map: the buffer's
// text is what is read, the disk's path rules hold, a buffer that changed after the plan read it stops
// the whole write (the stale check), and a refused write puts back what was already written.
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EditorWorkspace, type ClientFiles } from "../../src/cli/acp/editor-workspace";
import { FsWorkspace } from "../../src/edits/workspace/fs-workspace";
import { WriteConflictError } from "../../src/edits/write/write-files";
import { makeTempDir } from "../helpers/temp-repo";

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array | undefined) => new TextDecoder().decode(data);

describe("EditorWorkspace", () => {
  let root: string;
  let buffers: Map<string, string>;
  let writes: string[];
  let refuse: Set<string>;
  let workspace: EditorWorkspace;
  beforeEach(() => {
    root = makeTempDir("kerf-editor-ws-");
    writeFileSync(path.join(root, "a.py"), "A = 'disk'\n");
    writeFileSync(path.join(root, "b.py"), "B = 'disk'\n");
    buffers = new Map([
      [path.join(root, "a.py"), "A = 'buffer'\n"],
      [path.join(root, "b.py"), "B = 'buffer'\n"],
    ]);
    writes = [];
    refuse = new Set();
    const client: ClientFiles = {
      read: async (file) => buffers.get(file) ?? "",
      write: async (file, content) => {
        if (refuse.has(file)) throw new Error(`refused ${file}`);
        writes.push(`${path.basename(file)}=${content.trim()}`);
        buffers.set(file, content);
      },
    };
    workspace = new EditorWorkspace(new FsWorkspace(root), client);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("reads the buffer's text, and nothing for a file that is not on disk", async () => {
    expect(text((await workspace.read("a.py"))?.bytes)).toBe("A = 'buffer'\n");
    expect(await workspace.read("missing.py")).toBeUndefined();
  });

  it("keeps the disk's path rules: outside the project, .git and a symlink out are refused", async () => {
    const outside = makeTempDir("kerf-outside-");
    try {
      mkdirSync(path.join(root, ".git"));
      symlinkSync(outside, path.join(root, "out"));
      expect((await workspace.check("../x.py")).ok).toBe(false);
      expect((await workspace.check(".git/config")).ok).toBe(false);
      expect((await workspace.check("out/x.py")).ok).toBe(false);
      expect(await workspace.check("a.py")).toEqual({ ok: true, rel: "a.py" });
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it("writes nothing when a buffer changed after the plan read it", async () => {
    const before = (await workspace.read("a.py"))?.bytes;
    buffers.set(path.join(root, "a.py"), "A = 'typed meanwhile'\n");
    await expect(
      workspace.writeAll([
        { rel: "a.py", before, after: bytes("A = 1\n") },
        { rel: "b.py", before: bytes("B = 'buffer'\n"), after: bytes("B = 1\n") },
      ]),
    ).rejects.toBeInstanceOf(WriteConflictError);
    expect(writes).toEqual([]);
  });

  it("a refused write puts back the files already written and writes no more", async () => {
    refuse.add(path.join(root, "b.py"));
    await expect(
      workspace.writeAll([
        { rel: "a.py", before: bytes("A = 'buffer'\n"), after: bytes("A = 1\n") },
        { rel: "b.py", before: bytes("B = 'buffer'\n"), after: bytes("B = 1\n") },
      ]),
    ).rejects.toThrow("refused");
    expect(writes).toEqual(["a.py=A = 1", "a.py=A = 'buffer'"]);
    expect(buffers.get(path.join(root, "a.py"))).toBe("A = 'buffer'\n");
  });
});
