// The repo map reads only files inside the project: a tracked symlink (or a symlinked folder) that
// resolves outside it is left out, never tagged into a prompt, and said once; links inside still count.
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { RepoMap } from "../../src/repomap/repo-map";
import type { RepoMapEvent } from "../../src/repomap/repo-map-events";
import { removeDir, tempDir } from "../helpers/file-tree";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

describe("repo map and symlinks out of the project", () => {
  let repo: TempRepo;
  let outside: string;
  let home: string;
  beforeEach(() => {
    repo = makeTempRepo({
      "app.py": "from secret import top_secret_function\n\n\ndef main():\n    top_secret_function()\n",
      "shapes.py": "class Invoice:\n    def total(self):\n        return 1\n",
    });
    outside = tempDir("kerf-outside-");
    home = tempDir("kerf-home-");
    writeFileSync(path.join(outside, "secret.py"), "def top_secret_function():\n    return 'key'\n");
    mkdirSync(path.join(outside, "pkg"));
    writeFileSync(path.join(outside, "pkg", "other.py"), "def other_secret_helper():\n    pass\n");
    symlinkSync(path.join(outside, "secret.py"), path.join(repo.root, "secret.py"));
    symlinkSync(path.join(outside, "pkg"), path.join(repo.root, "linked"));
    symlinkSync(path.join(repo.root, "shapes.py"), path.join(repo.root, "alias.py"));
    repo.git("add", "-A");
    repo.git("commit", "-qm", "links");
  });
  afterEach(() => {
    repo.remove();
    removeDir(outside);
    removeDir(home);
  });

  it("leaves out a tracked symlink and a file under a symlinked folder, with one warning", async () => {
    const events: RepoMapEvent[] = [];
    const map = new RepoMap({ root: repo.root, workers: 0, reporter: (e) => events.push(e) });
    // git lists secret.py and alias.py (links are blobs); linked/other.py is named explicitly.
    const otherFiles = ["app.py", "shapes.py", "secret.py", "alias.py", "linked/other.py"];
    const result = await map.getRepoMap({ otherFiles, maxTokens: 2048 });
    expect(result.text).not.toContain("top_secret_function():");
    expect(result.text).not.toContain("other_secret_helper");
    expect(result.text).toContain("class Invoice");
    expect(result.text).toContain("alias.py");
    const warnings = events.filter((e) => e.type === "warning" && e.code === "symlink-outside-project");
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings[0])).toContain("secret.py");
    expect(JSON.stringify(warnings[0])).toContain("linked/other.py");
    await map.getRepoMap({ otherFiles, maxTokens: 2048, forceRefresh: true });
    expect(events.filter((e) => e.type === "warning")).toHaveLength(1);
  });

  it("kerf --show-repo-map in the repository prints the map without the outside file and warns", async () => {
    const run = await runCli(["--show-repo-map", "--model", "gpt-4o"], {
      cwd: repo.root,
      env: { HOME: home },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("class Invoice");
    expect(run.stdout).not.toContain("def top_secret_function");
    expect(run.stderr).toContain("secret.py");
    expect(run.stderr).toMatch(/outside the project/);
  });
});
