// The bounded safe reader on real files: type, size and real path checked before a byte is read.
import { execFileSync } from "node:child_process";
import { mkdirSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readSafe, readSafeIfPresent, readSafeSync, SafeReadError } from "../../src/trust";
import { removeDir, tempDir } from "../helpers/file-tree";

async function refusal(promise: Promise<unknown>): Promise<SafeReadError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof SafeReadError)) throw new Error(`expected a SafeReadError, got ${String(error)}`);
  return error;
}

describe("readSafe", () => {
  let root: string;
  let outside: string;
  beforeEach(() => {
    root = tempDir("kerf-safe-");
    outside = tempDir("kerf-outside-");
  });
  afterEach(() => {
    removeDir(root);
    removeDir(outside);
  });

  it("reads a regular file inside the root, ..notes.txt included", async () => {
    writeFileSync(path.join(root, "..notes.txt"), "notes\n");
    const bytes = await readSafe(path.join(root, "..notes.txt"), { limit: 100, roots: [root] });
    expect(bytes.toString()).toBe("notes\n");
    expect(readSafeSync(path.join(root, "..notes.txt"), { limit: 100, roots: [root] }).toString()).toBe(
      "notes\n",
    );
  });

  it("refuses a file over the limit before reading, naming the file, its size and the limit", async () => {
    const big = path.join(root, "big.txt");
    writeFileSync(big, "");
    truncateSync(big, 1024 * 1024 * 1024); // a sparse 1 GiB file: reading it whole would take seconds
    const started = Date.now();
    const error = await refusal(readSafe(big, { limit: 1024 * 1024, roots: [root], label: "big.txt" }));
    expect(Date.now() - started).toBeLessThan(500);
    expect(error.code).toBe("too-large");
    expect(error.message).toBe(
      "big.txt is 1.0 GiB (1073741824 bytes), over the limit of 1.0 MiB (1048576 bytes); not read",
    );
    expect(() => readSafeSync(big, { limit: 1024 * 1024 })).toThrow(/over the limit of 1\.0 MiB/);
  });

  it("refuses a FIFO without blocking", async () => {
    const fifo = path.join(root, "pipe");
    execFileSync("mkfifo", [fifo]);
    const error = await refusal(readSafe(fifo, { limit: 100, roots: [root] }));
    expect(error.code).toBe("not-a-file");
    expect(error.message).toContain("a named pipe (FIFO), not a regular file");
    expect(() => readSafeSync(fifo, { limit: 100 })).toThrow(/named pipe/);
  });

  it("refuses /dev/zero itself, and a symlink to it as leading outside the roots", async () => {
    expect((await refusal(readSafe("/dev/zero", { limit: 100 }))).code).toBe("not-a-file");
    symlinkSync("/dev/zero", path.join(root, ".env"));
    const error = await refusal(readSafe(path.join(root, ".env"), { limit: 100, roots: [root] }));
    expect(error.code).toBe("outside-roots");
    expect(error.realPath).toBe("/dev/zero");
  });

  it("refuses a symlink that leads out of the roots, and follows one that stays inside", async () => {
    writeFileSync(path.join(outside, "id_rsa"), "PRIVATE KEY\n");
    symlinkSync(path.join(outside, "id_rsa"), path.join(root, "AGENTS.md"));
    const error = await refusal(readSafe(path.join(root, "AGENTS.md"), { limit: 100, roots: [root] }));
    expect(error.code).toBe("outside-roots");
    expect(error.message).toContain("outside the project");
    mkdirSync(path.join(root, "docs"));
    writeFileSync(path.join(root, "docs", "rules.md"), "rules\n");
    symlinkSync(path.join(root, "docs", "rules.md"), path.join(root, "CLAUDE.md"));
    expect((await readSafe(path.join(root, "CLAUDE.md"), { limit: 100, roots: [root] })).toString()).toBe(
      "rules\n",
    );
    // A second allowed root (the user's config folder) is accepted too.
    expect(
      (await readSafe(path.join(root, "AGENTS.md"), { limit: 100, roots: [root, outside] })).toString(),
    ).toBe("PRIVATE KEY\n");
  });

  it("says missing for a missing file; readSafeIfPresent turns only that into undefined", async () => {
    expect((await refusal(readSafe(path.join(root, "nope"), { limit: 10 }))).code).toBe("missing");
    expect(await readSafeIfPresent(path.join(root, "nope"), { limit: 10 })).toBeUndefined();
    execFileSync("mkfifo", [path.join(root, "fifo")]);
    await expect(readSafeIfPresent(path.join(root, "fifo"), { limit: 10 })).rejects.toThrow(/FIFO/);
  });

  it("refuses a folder and a file exactly one byte over; accepts one exactly at the limit", async () => {
    expect((await refusal(readSafe(root, { limit: 10 }))).message).toContain("is a folder");
    writeFileSync(path.join(root, "ten"), "0123456789");
    expect((await readSafe(path.join(root, "ten"), { limit: 10 })).length).toBe(10);
    expect((await refusal(readSafe(path.join(root, "ten"), { limit: 9 }))).code).toBe("too-large");
  });
});
