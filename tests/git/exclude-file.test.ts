// .git/info/exclude comes with the repository: kerf adds `.kerf/` to it only when it is a regular file.
// A FIFO there is never opened (it would block for ever), a symlink never written through.
import { execFileSync } from "node:child_process";
import { lstatSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { GitRepo } from "../../src/git/git-repo";
import { removeDir, tempDir } from "../helpers/file-tree";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

describe("GitRepo.ensureExcluded and an untrusted exclude file", () => {
  let repo: TempRepo;
  let exclude: string;
  beforeEach(() => {
    repo = makeTempRepo({ "a.py": "x = 1\n" });
    exclude = path.join(repo.root, ".git", "info", "exclude");
    rmSync(exclude, { force: true });
  });
  afterEach(() => repo.remove());

  const open = async (warnings: string[]) => {
    const git = await GitRepo.open(repo.root, { onWarning: (m) => warnings.push(m), timeoutMs: 2000 });
    if (!git) throw new Error("not a repository");
    return git;
  };

  it("adds the line once to a regular file", async () => {
    writeFileSync(exclude, "*.log");
    const git = await open([]);
    await git.ensureExcluded(".kerf/");
    await git.ensureExcluded(".kerf/");
    expect(readFileSync(exclude, "utf8")).toBe("*.log\n.kerf/\n");
  });

  it("refuses a FIFO without blocking, warns once, and leaves it a FIFO", async () => {
    execFileSync("mkfifo", [exclude]);
    const warnings: string[] = [];
    const git = await open(warnings);
    await git.ensureExcluded(".kerf/");
    await git.ensureExcluded(".kerf/");
    expect(warnings).toEqual([
      ".git/info/exclude is a named pipe (FIFO), not a regular file; .kerf/ was not added to it",
    ]);
    expect(lstatSync(exclude).isFIFO()).toBe(true);
  });

  it("never writes through a symlink to a file outside the repository", async () => {
    const outside = tempDir("kerf-outside-");
    try {
      const target = path.join(outside, "bashrc");
      writeFileSync(target, "export PATH=/usr/bin\n");
      symlinkSync(target, exclude);
      const warnings: string[] = [];
      await (await open(warnings)).ensureExcluded(".kerf/");
      expect(readFileSync(target, "utf8")).toBe("export PATH=/usr/bin\n");
      expect(warnings).toEqual([".git/info/exclude is a symlink; not followed, .kerf/ was not added to it"]);
    } finally {
      removeDir(outside);
    }
  });
});
