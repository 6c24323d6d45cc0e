import { rmSync } from "node:fs";
import { join } from "node:path";
import { GitRepo } from "../../src/git/git-repo";
import { readKerfCommits } from "../../src/git/kerf-commits";
import { makeTempDir, makeTempRepo, type TempRepo } from "../helpers/temp-repo";

let repo: TempRepo;
let git: GitRepo;

beforeEach(async () => {
  repo = makeTempRepo({ "app.py": "v1\n", "gone.py": "to delete\n", "notes.txt": "notes\n" });
  git = (await GitRepo.open(repo.root)) as GitRepo;
});
afterEach(() => repo.remove());

async function kerfEdit(): Promise<string> {
  repo.write("app.py", "v2\n");
  repo.write("new.py", "created by kerf\n");
  rmSync(join(repo.root, "gone.py"));
  const info = await git.commit({ files: ["app.py", "new.py", "gone.py"], message: "feat: edit" });
  return info?.hash ?? "";
}

describe("undo", () => {
  it("takes back a kerf edit commit: files restored, HEAD moved back, other work untouched", async () => {
    const base = repo.git("rev-parse", "HEAD").trim();
    const hash = await kerfEdit();
    repo.write("notes.txt", "the user's unrelated edit\n");
    repo.write("scratch.txt", "untracked\n");
    const result = await git.undo();
    expect(result).toEqual({
      undone: true,
      hash: hash.slice(0, 7),
      subject: "feat: edit",
      files: ["app.py", "gone.py", "new.py"],
    });
    expect(repo.git("rev-parse", "HEAD").trim()).toBe(base);
    expect(repo.read("app.py")).toBe("v1\n");
    expect(repo.read("gone.py")).toBe("to delete\n");
    expect(() => repo.read("new.py")).toThrow();
    expect(repo.git("status", "--porcelain")).toBe(" M notes.txt\n?? scratch.txt\n");
    expect(await readKerfCommits(git.root)).toEqual([]);
  });

  it("refuses a commit kerf did not make", async () => {
    repo.write("app.py", "user commit\n");
    repo.git("commit", "--quiet", "-am", "user work");
    const head = repo.git("rev-parse", "HEAD").trim();
    expect(await git.undo()).toEqual({
      undone: false,
      code: "not-kerf",
      detail: `HEAD (${head.slice(0, 7)}) is not a commit kerf made; undo only reverts kerf's own.`,
    });
    expect(repo.git("rev-parse", "HEAD").trim()).toBe(head);
  });

  it("refuses when the kerf commit is no longer HEAD", async () => {
    await kerfEdit();
    repo.write("notes.txt", "later\n");
    repo.git("commit", "--quiet", "-am", "user after kerf");
    expect(await git.undo()).toMatchObject({ undone: false, code: "not-kerf" });
  });

  it("refuses a kerf commit that was amended with other files", async () => {
    await kerfEdit();
    repo.write("notes.txt", "amended in\n");
    repo.git("commit", "--quiet", "--amend", "--no-edit", "-a");
    expect(await git.undo()).toMatchObject({ undone: false, code: "not-kerf" });
  });

  it("refuses when a file of the commit changed since, naming the risk", async () => {
    await kerfEdit();
    repo.write("app.py", "v3 by the user\n");
    expect(await git.undo()).toMatchObject({ undone: false, code: "uncommitted-changes" });
    expect(repo.read("app.py")).toBe("v3 by the user\n");
  });

  it("refuses a dirty commit: those are the user's own changes", async () => {
    repo.write("app.py", "user pending\n");
    await git.commitDirty(["app.py"]);
    expect(await git.undo()).toMatchObject({ undone: false, code: "dirty-commit" });
  });

  it("refuses a commit already on a remote branch", async () => {
    const remote = makeTempDir("kerf-remote-");
    try {
      repo.git("init", "--quiet", "--bare", remote);
      repo.git("remote", "add", "origin", remote);
      await kerfEdit();
      repo.git("push", "--quiet", "origin", "main");
      expect(await git.undo()).toMatchObject({ undone: false, code: "pushed" });
    } finally {
      rmSync(remote, { recursive: true, force: true });
    }
  });

  it("refuses the first commit of a repository", async () => {
    const fresh = makeTempRepo();
    try {
      const freshGit = (await GitRepo.open(fresh.root)) as GitRepo;
      fresh.write("a.txt", "a\n");
      await freshGit.commit({ files: ["a.txt"], message: "feat: first" });
      expect(await freshGit.undo()).toMatchObject({ undone: false, code: "no-parent" });
    } finally {
      fresh.remove();
    }
  });
});
