import { execFileSync } from "node:child_process";
import { mkdirSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { GitRepo } from "../../src/git/git-repo";
import { KERF_COAUTHOR } from "../../src/git/commit-message";
import { readKerfCommits } from "../../src/git/kerf-commits";
import { makeTempDir, makeTempRepo, type TempRepo } from "../helpers/temp-repo";

let repo: TempRepo;
let git: GitRepo;

beforeEach(async () => {
  repo = makeTempRepo({ "app.py": "print('hi')\n", "lib/util.py": "x = 1\n", "other.txt": "other\n" });
  git = (await GitRepo.open(join(repo.root, "lib"))) as GitRepo;
});
afterEach(() => repo.remove());

describe("GitRepo.open", () => {
  it("finds the root from a subfolder", () => {
    expect(git.root).toBe(realpathSync(repo.root));
  });

  it("returns null outside a repository", async () => {
    const dir = makeTempDir("kerf-nogit-");
    expect(await GitRepo.open(dir)).toBeNull();
  });
});

describe("status", () => {
  it("tells dirty paths, including untracked ones, and lists tracked dirty files", async () => {
    repo.write("app.py", "print('changed')\n");
    repo.write("new.py", "new\n");
    repo.write("other.txt", "staged\n");
    repo.git("add", "other.txt");
    expect(await git.isDirty(["app.py"])).toBe(true);
    expect(await git.isDirty(["new.py"])).toBe(true);
    expect(await git.isDirty(["lib/util.py"])).toBe(false);
    expect((await git.dirtyFiles()).sort()).toEqual(["app.py", "other.txt"]);
  });
});

describe("commit", () => {
  it("commits exactly the given files while others stay staged, with the trailer and the user as author", async () => {
    repo.write("app.py", "print('hello')\n");
    repo.write("added.py", "brand new\n");
    repo.write("other.txt", "the user's staged work\n");
    repo.git("add", "other.txt");
    const info = await git.commit({ files: ["app.py", "added.py"], message: "feat: greet with hello" });
    expect(info).toEqual({
      hash: repo.git("rev-parse", "HEAD").trim(),
      subject: "feat: greet with hello",
      message: `feat: greet with hello\n\nCo-authored-by: ${KERF_COAUTHOR}\n`,
      authorName: "Real Author",
      authorEmail: "author@example.com",
      files: ["added.py", "app.py"],
    });
    expect(repo.git("status", "--porcelain")).toBe("M  other.txt\n");
    expect(repo.git("show", "HEAD:other.txt")).toBe("other\n");
    expect(await readKerfCommits(git.root)).toEqual([
      { hash: info?.hash, kind: "edit", files: ["added.py", "app.py"] },
    ]);
  });

  it("commits a deletion", async () => {
    rmSync(join(repo.root, "other.txt"));
    const info = await git.commit({ files: ["other.txt"], message: "chore: drop other" });
    expect(info?.files).toEqual(["other.txt"]);
    expect(repo.git("ls-files")).toBe("app.py\nlib/util.py\n");
  });

  it("returns null when the files did not change", async () => {
    expect(await git.commit({ files: ["app.py"], message: "nothing" })).toBeNull();
    expect(repo.git("rev-list", "--count", "HEAD").trim()).toBe("1");
  });

  it("runs the hooks", async () => {
    repo.hook("pre-commit", 'echo ran > "$(git rev-parse --show-toplevel)/.git/hook-marker"');
    repo.hook("commit-msg", 'echo "$(head -1 "$1")" > "$(git rev-parse --show-toplevel)/.git/msg-marker"');
    repo.write("app.py", "print('hooked')\n");
    await git.commit({ files: ["app.py"], message: "fix: hooked" });
    expect(repo.read(".git/hook-marker")).toBe("ran\n");
    expect(repo.read(".git/msg-marker")).toBe("fix: hooked\n");
  });

  it("fails with git's own reason in one line when a hook rejects the commit, and unstages the edit", async () => {
    repo.hook("pre-commit", "echo 'lint failed: app.py' >&2; exit 1");
    repo.write("app.py", "print('bad')\n");
    const failure = git.commit({ files: ["app.py"], message: "fix: x" });
    await expect(failure).rejects.toMatchObject({
      name: "CommitError",
      reason: "lint failed: app.py",
      message:
        "git could not commit app.py: lint failed: app.py. Nothing was left staged; the changes are in the working tree, uncommitted",
    });
    expect(repo.git("status", "--porcelain")).toBe(" M app.py\n");
    expect(repo.read("app.py")).toBe("print('bad')\n");
  });

  it("leaves the trailer out on request, and takes absolute paths", async () => {
    repo.write("app.py", "print('abs')\n");
    const info = await git.commit({ files: [join(git.root, "app.py")], message: "docs: x", coauthor: false });
    expect(info?.message).toBe("docs: x\n");
  });
});

describe("commitDirty", () => {
  it("commits the user's pending changes to the given files only, without kerf credit", async () => {
    repo.write("app.py", "print('user edit')\n");
    repo.write("other.txt", "not in the chat\n");
    const info = await git.commitDirty(["app.py", "lib/util.py"]);
    expect(info).toMatchObject({
      subject: "chore: save uncommitted changes before kerf edits",
      message: "chore: save uncommitted changes before kerf edits\n",
      files: ["app.py"],
    });
    expect(repo.git("status", "--porcelain")).toBe(" M other.txt\n");
    expect(await git.commitDirty(["app.py"])).toBeNull();
  });
});

describe("lastCommit, diff, ensureExcluded", () => {
  it("reads the last commit", async () => {
    expect(await git.lastCommit()).toMatchObject({
      subject: "initial",
      files: ["app.py", "lib/util.py", "other.txt"],
    });
    const empty = makeTempRepo();
    try {
      expect(await (await GitRepo.open(empty.root))?.lastCommit()).toBeNull();
    } finally {
      empty.remove();
    }
  });

  it("diffs the work tree against HEAD, with new files when paths are given", async () => {
    repo.write("app.py", "print('diff')\n");
    repo.write("fresh.py", "fresh\n");
    const all = await git.diff();
    expect(all).toContain("-print('hi')\n+print('diff')\n");
    expect(all).not.toContain("fresh.py");
    const some = await git.diff({ paths: ["fresh.py"] });
    expect(some).toContain("+++ b/fresh.py\n@@ -0,0 +1 @@\n+fresh\n");
    expect(some).not.toContain("app.py");
  });

  it("adds .kerf/ to .git/info/exclude once and never touches .gitignore", async () => {
    await git.ensureExcluded(".kerf/");
    await git.ensureExcluded(".kerf/");
    const exclude = repo.read(".git/info/exclude");
    expect(exclude.split("\n").filter((l) => l === ".kerf/")).toHaveLength(1);
    expect(exclude.endsWith(".kerf/\n")).toBe(true);
    expect(() => repo.read(".gitignore")).toThrow();
    repo.write(".kerf/commits.json", "{}");
    expect(repo.git("status", "--porcelain")).toBe("");
  });
});

describe("a repository without commits", () => {
  it("diffs new files and makes the first commit", async () => {
    const fresh = makeTempRepo();
    try {
      const freshGit = (await GitRepo.open(fresh.root)) as GitRepo;
      fresh.write("first.txt", "one\n");
      fresh.write("staged.txt", "s\n");
      fresh.git("add", "staged.txt");
      expect(await freshGit.diff({ paths: ["first.txt"] })).toContain(
        "+++ b/first.txt\n@@ -0,0 +1 @@\n+one\n",
      );
      const info = await freshGit.commit({ files: ["first.txt"], message: "feat: first" });
      expect(info?.files).toEqual(["first.txt"]);
      expect(fresh.git("status", "--porcelain")).toBe("A  staged.txt\n");
    } finally {
      fresh.remove();
    }
  });
});

describe("a linked worktree", () => {
  it("opens from a subfolder and excludes in the common git dir's info/exclude", async () => {
    const linked = join(makeTempDir("kerf-linked-"), "wt");
    try {
      repo.git("worktree", "add", "--quiet", linked);
      const opened = (await GitRepo.open(join(linked, "lib"))) as GitRepo;
      expect(opened.root).toBe(realpathSync(linked));
      await opened.ensureExcluded(".kerf/");
      expect(repo.read(".git/info/exclude").split("\n")).toContain(".kerf/");
      mkdirSync(join(linked, ".kerf"));
      writeFileSync(join(linked, ".kerf", "state.json"), "{}");
      expect(execFileSync("git", ["-C", linked, "status", "--porcelain"], { encoding: "utf8" })).toBe("");
    } finally {
      rmSync(linked, { recursive: true, force: true });
    }
  });
});
