// The repo map reads a file only when the opened file is still a regular file of at most 1 MB
// (src/repomap/read-source.ts): a source swapped for a FIFO or a device after the stat is reported and
// skipped, never read, and never hangs the tagging thread or the scan.
import { execFileSync } from "node:child_process";
import { rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import path from "node:path";
import { MAX_SOURCE_BYTES, readSourceSync } from "../../src/repomap/read-source";
import { tagFile } from "../../src/repomap/tag-file";
import { tagFiles } from "../../src/repomap/tag-pool";
import { tempDir } from "../helpers/file-tree";

let root: string;

beforeEach(() => {
  root = tempDir("kerf-source-swap-");
  writeFileSync(path.join(root, "good.py"), "def good():\n    return 1\n");
  // What a hostile tree swaps in after kerf's stat saw regular files under these names.
  execFileSync("mkfifo", [path.join(root, "pipe.py")]);
  symlinkSync("/dev/zero", path.join(root, "zero.py"));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("reading a source for the repo map", () => {
  test("a FIFO is refused at once, by kind, and a device too", () => {
    expect(() => readSourceSync(path.join(root, "pipe.py"))).toThrow(
      /not a regular file: a named pipe \(FIFO\)/,
    );
    expect(() => readSourceSync(path.join(root, "zero.py"))).toThrow(/not a regular file: a device/);
    expect(readSourceSync(path.join(root, "good.py")).toString()).toContain("def good");
  });

  test("a file that grew past the limit after the stat is not read", () => {
    const big = path.join(root, "big.py");
    writeFileSync(big, "");
    truncateSync(big, MAX_SOURCE_BYTES + 1);
    expect(() => readSourceSync(big)).toThrow(/larger than 1 MB/);
  });

  test("tagging a swapped file gives a skip note, in this thread and on worker threads", async () => {
    const inProcess = await tagFile(root, "pipe.py");
    expect(inProcess.skipped).toMatch(/unreadable: not a regular file: a named pipe/);
    expect(inProcess.tags).toBeUndefined();
    const paths = ["pipe.py", "zero.py", "good.py"];
    const pooled = await tagFiles({ root, paths, workers: 2, minForPool: 1 });
    expect(pooled.map((result) => [result.path, result.skipped?.replace(/:.*$/, "") ?? "tagged"])).toEqual([
      ["pipe.py", "unreadable"],
      ["zero.py", "unreadable"],
      ["good.py", "tagged"],
    ]);
    expect(pooled[2]?.tags?.defs.map((tag) => tag.name)).toEqual(["good"]);
  }, 30_000);
});
