// Aider's attribution precedence as a table, and GitRepo applying it to real commits.
import { attributionMarks } from "../../src/git/attribution";
import { GitRepo } from "../../src/git/git-repo";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

describe("attributionMarks", () => {
  it.each([
    [{}, true, { author: false, committer: false, trailer: true }],
    [{}, false, { author: false, committer: true, trailer: false }],
    [{ coAuthoredBy: false }, true, { author: true, committer: true, trailer: false }],
    [{ coAuthoredBy: false }, false, { author: false, committer: true, trailer: false }],
    [{ author: true }, true, { author: true, committer: false, trailer: true }],
    [{ committer: true }, true, { author: false, committer: true, trailer: true }],
    [{ committer: false }, false, { author: false, committer: false, trailer: false }],
    [{ coAuthoredBy: false, author: false }, true, { author: false, committer: true, trailer: false }],
  ])("%j on a kerf edit=%s gives %j", (attribution, kerfEdit, marks) => {
    expect(attributionMarks(attribution, kerfEdit)).toEqual(marks);
  });
});

describe("GitRepo with attribution", () => {
  let repo: TempRepo;
  beforeEach(() => {
    repo = makeTempRepo({ "a.txt": "a\n", "b.txt": "b\n" });
  });
  afterEach(() => repo.remove());
  const head = () => repo.git("log", "-1", "--format=%an <%ae>|%cn <%ce>|%B").trim();

  it("commitOwn (/commit) marks only the committer by default and is not kerf's to undo", async () => {
    const git = (await GitRepo.open(repo.root)) as GitRepo;
    repo.write("a.txt", "A\n");
    const info = await git.commitOwn(["a.txt"], "docs: capital a");
    expect(head()).toBe(
      "Real Author <author@example.com>|Real Author (kerf) <author@example.com>|docs: capital a",
    );
    expect(info?.subject).toBe("docs: capital a");
    expect((await git.undo()).undone).toBe(false);
  });

  it("an edit commit with the trailer off marks both names, keeping the emails", async () => {
    const git = (await GitRepo.open(repo.root, { attribution: { coAuthoredBy: false } })) as GitRepo;
    repo.write("b.txt", "B\n");
    await git.commit({ files: ["b.txt"], message: "fix: capital b" });
    expect(head()).toBe(
      "Real Author (kerf) <author@example.com>|Real Author (kerf) <author@example.com>|fix: capital b",
    );
  });
});
