// kerf's own files (and Aider's, for projects that come from it) never appear in the project's file
// list, with git (untracked and not ignored) or without it (--no-git walk), so they never reach the map.
import { discoverFiles } from "../../src/repomap/discover-files";
import { isKerfOwnFile } from "../../src/repomap/kerf-own-files";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const OWN = {
  ".kerf.chat.history.md": "# kerf chat started at 2026-11-25\n#### def leaked_from_history(): pass\n",
  ".kerf.input.history": "add tests\n",
  ".kerf/cache/tags.py": "def cached():\n    pass\n",
  ".aider.chat.history.md": "# aider chat\n",
  ".aider.input.history": "hello\n",
  ".aider.tags.cache.v4/cache.db": "x",
};

describe("kerf's own files stay out of the file list", () => {
  let repo: TempRepo;
  beforeEach(() => {
    repo = makeTempRepo({ "app.py": "def main():\n    pass\n", "docs/notes.md": "# notes\n" });
    for (const [file, text] of Object.entries(OWN)) repo.write(file, text);
  });
  afterEach(() => repo.remove());

  it.each([
    ["git", true],
    ["the --no-git walk", false],
  ])("with %s: only the project's files are listed", async (_how, git) => {
    expect(await discoverFiles({ root: repo.root, git })).toEqual(["app.py", "docs/notes.md"]);
  });

  it("even when they are committed, git's listing leaves them out", async () => {
    repo.git("add", "-A");
    repo.git("commit", "-qm", "oops");
    expect(await discoverFiles({ root: repo.root })).toEqual(["app.py", "docs/notes.md"]);
  });

  it("matches kerf's names only, not look-alikes in sub-folders or other names", () => {
    expect(isKerfOwnFile(".kerf")).toBe(true);
    expect(isKerfOwnFile(".kerf.chat.history.md")).toBe(true);
    expect(isKerfOwnFile("sub/.kerf.chat.history.md")).toBe(false);
    expect(isKerfOwnFile(".kerfignore")).toBe(false);
    expect(isKerfOwnFile(".kerf.conf.yml")).toBe(false);
    expect(isKerfOwnFile(".aider.conf.yml")).toBe(false);
    expect(isKerfOwnFile(".kerfx/a.py")).toBe(false);
  });
});

describe("a chat log named inside the project", () => {
  it("is kept out of git's listing, so out of the file list and the map", async () => {
    const repo = makeTempRepo({ "app.py": "def main():\n    pass\n" });
    // An earlier session's log: a run that logs nothing writes none, but keeps this one out of git.
    repo.write("session-log.md", "\n# kerf chat started at 2026-01-01 10:00:00\n\n#### hi\n\n");
    try {
      const run = await runCli(
        ["--chat-history-file", "session-log.md", "--show-repo-map", "--model", "gpt-4o"],
        {
          cwd: repo.root,
          env: { HOME: repo.root },
        },
      );
      expect(run.code).toBe(0);
      expect(repo.read("session-log.md")).toContain("# kerf chat started at");
      expect(await discoverFiles({ root: repo.root })).toEqual(["app.py"]);
    } finally {
      repo.remove();
    }
  });
});
