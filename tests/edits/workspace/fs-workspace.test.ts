import {
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
  mkdirSync,
  readdirSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { FsWorkspace } from "../../../src/edits/workspace/fs-workspace";

describe("FsWorkspace", () => {
  let base: string;
  let root: string;
  let outside: string;

  beforeEach(() => {
    base = mkdtempSync(path.join(os.tmpdir(), "kerf-ws-"));
    root = path.join(base, "project");
    outside = path.join(base, "outside");
    mkdirSync(root);
    mkdirSync(outside);
    writeFileSync(path.join(outside, "secret.txt"), "secret\n");
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it("reads a file over maxFileBytes not at all: a 1 GiB sparse file comes back unread, with its size", async () => {
    const big = path.join(root, "big.txt");
    writeFileSync(big, "");
    truncateSync(big, 1024 ** 3);
    writeFileSync(path.join(root, "edge.txt"), "x".repeat(100));
    const ws = new FsWorkspace(root, { maxFileBytes: 100 });
    const started = Date.now();
    const data = await ws.read("big.txt");
    expect(Date.now() - started).toBeLessThan(500);
    // Compared field by field: a failing whole-object diff of 1 GiB of bytes would exhaust the heap.
    expect(data?.bytes.length).toBe(0);
    expect([data?.oversize, data?.mode]).toEqual([1024 ** 3, statSync(big).mode & 0o7777]);
    expect(Buffer.from((await ws.read("edge.txt"))?.bytes ?? [])).toEqual(Buffer.from("x".repeat(100)));
  });

  it("refuses a symlinked folder that leads outside the root", async () => {
    symlinkSync(outside, path.join(root, "link"));
    const ws = new FsWorkspace(root);
    expect(await ws.check("link/secret.txt")).toMatchObject({ ok: false, code: "symlink-escape" });
    expect(await ws.check("link/new.txt")).toMatchObject({ ok: false, code: "symlink-escape" });
  });

  it("refuses a symlinked file that points outside, accepts one that stays inside", async () => {
    symlinkSync(path.join(outside, "secret.txt"), path.join(root, "evil.txt"));
    writeFileSync(path.join(root, "real.txt"), "x\n");
    symlinkSync(path.join(root, "real.txt"), path.join(root, "alias.txt"));
    const ws = new FsWorkspace(root);
    expect(await ws.check("evil.txt")).toMatchObject({ ok: false, code: "symlink-escape" });
    expect(await ws.check("alias.txt")).toEqual({ ok: true, rel: "alias.txt" });
  });

  it("writes through an inside symlink to its target, keeping the link", async () => {
    writeFileSync(path.join(root, "real.txt"), "old\n");
    symlinkSync(path.join(root, "real.txt"), path.join(root, "alias.txt"));
    const ws = new FsWorkspace(root);
    await ws.write("alias.txt", new TextEncoder().encode("new\n"));
    expect(readFileSync(path.join(root, "real.txt"), "utf8")).toBe("new\n");
    expect(readFileSync(path.join(outside, "secret.txt"), "utf8")).toBe("secret\n");
  });

  it("creates parent folders, keeps the file mode and leaves no temp file", async () => {
    const file = path.join(root, "bin", "run.sh");
    mkdirSync(path.dirname(file));
    writeFileSync(file, "#!/bin/sh\n", { mode: 0o755 });
    const ws = new FsWorkspace(root);
    await ws.write(
      "bin/run.sh",
      new TextEncoder().encode("#!/bin/sh\necho hi\n"),
      (await ws.read("bin/run.sh"))?.mode,
    );
    await ws.write("deep/new/dir/file.txt", new TextEncoder().encode("made\n"));
    expect(statSync(file).mode & 0o777).toBe(0o755);
    expect(readFileSync(path.join(root, "deep/new/dir/file.txt"), "utf8")).toBe("made\n");
    expect(readdirSync(path.join(root, "bin"))).toEqual(["run.sh"]);
  });

  it("reads a missing file as undefined and a folder as an error", async () => {
    mkdirSync(path.join(root, "folder"));
    const ws = new FsWorkspace(root);
    expect(await ws.read("nope.txt")).toBeUndefined();
    await expect(ws.read("folder")).rejects.toThrow("not a regular file");
  });
});
