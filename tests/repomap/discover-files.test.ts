import { execFileSync } from "node:child_process";
import { appendFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { discoverFiles } from "../../src/repomap/discover-files";
import { walkFiles } from "../../src/repomap/walk-files";
import { watchIgnoreRules } from "../../src/watch/watch-ignore";
import { copyFixture, removeDir } from "./fixture-repo";

// What git itself keeps of tests/fixtures/repomap/ignore-repo: the deepest .gitignore with a
// matching rule decides (pkg re-includes gen_keep.py, pkg/sub excludes it again and re-includes
// local.py); build/ is pruned whole; .kerfignore drops secret.py on top.
const KEPT = [
  ".gitignore",
  ".kerfignore",
  "keep.py",
  "pkg/.gitignore",
  "pkg/gen_keep.py",
  "pkg/mod.py",
  "pkg/sub/.gitignore",
  "pkg/sub/deep.py",
  "pkg/sub/local.py",
];

describe("discoverFiles", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach(removeDir));

  it("honours nested .gitignore negations outside git (the walker)", async () => {
    const root = copyFixture("ignore-repo");
    dirs.push(root);
    expect(await discoverFiles({ root })).toEqual(KEPT);
  });

  it("gives the same files inside git, and honours what only git knows (info/exclude)", async () => {
    const root = copyFixture("ignore-repo", { git: true });
    dirs.push(root);
    expect(await discoverFiles({ root })).toEqual(KEPT);
    appendFileSync(path.join(root, ".git/info/exclude"), "pkg/mod.py\n");
    expect(await discoverFiles({ root })).toEqual(KEPT.filter((file) => file !== "pkg/mod.py"));
  });

  it("calls made at the same moment share one listing, each caller with its own array; a later call lists afresh", async () => {
    const root = copyFixture("ignore-repo", { git: true });
    dirs.push(root);
    const [first, second] = await Promise.all([discoverFiles({ root }), discoverFiles({ root })]);
    expect(first).toEqual(KEPT);
    expect(second).toEqual(KEPT);
    first.pop();
    expect(second).toEqual(KEPT);
    appendFileSync(path.join(root, ".git/info/exclude"), "keep.py\n");
    expect(await discoverFiles({ root })).toEqual(KEPT.filter((file) => file !== "keep.py"));
  });

  it("the walker alone agrees with git before .kerfignore is applied", async () => {
    const root = copyFixture("ignore-repo");
    dirs.push(root);
    expect(await walkFiles(root)).toEqual([...KEPT, "secret.py"].sort());
  });

  it("limits the files to a subtree, paths still relative to the root", async () => {
    const root = copyFixture("ignore-repo", { git: true });
    dirs.push(root);
    expect(await discoverFiles({ root, subtreeOnly: "pkg/sub" })).toEqual([
      "pkg/sub/.gitignore",
      "pkg/sub/deep.py",
      "pkg/sub/local.py",
    ]);
  });

  it("reads ignore files through the bounded reader: a FIFO, a device or an oversized one is skipped unread", async () => {
    const root = copyFixture("ignore-repo");
    dirs.push(root);
    // Without the .kerfignore rule, secret.py is listed; the listing must not hang or read the device.
    const withoutKerfIgnore = [...KEPT.filter((file) => file !== ".kerfignore"), "secret.py"].sort();
    for (const replace of [
      (file: string) => execFileSync("mkfifo", [file]),
      (file: string) => symlinkSync("/dev/zero", file),
      (file: string) => writeFileSync(file, "secret.py\n" + "#".repeat(1024 * 1024)),
    ]) {
      const kerfIgnore = path.join(root, ".kerfignore");
      rmSync(kerfIgnore, { force: true });
      replace(kerfIgnore);
      const listed = (await discoverFiles({ root })).filter((file) => file !== ".kerfignore");
      expect(listed).toEqual(withoutKerfIgnore.filter((file) => file !== ".kerfignore"));
      expect((await watchIgnoreRules(root))("secret.py")).toBe(false);
    }
  });
});
