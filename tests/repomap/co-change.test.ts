// Co-change from a real git history: files committed with a chat file score by how often (sweeping
// commits left out); no chat file or no repository gives nothing.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { coChangedFiles } from "../../src/repomap/co-change";
import { removeDir, tempDir } from "./fixture-repo";

describe("coChangedFiles", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach(removeDir));

  function repoWith(commits: string[][]): string {
    const root = tempDir("cochange");
    dirs.push(root);
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: root });
    git("init", "-q");
    commits.forEach((files, i) => {
      for (const file of files) {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), `${file} ${i}\n`);
      }
      git("add", "-A");
      git("commit", "-q", "-m", `change ${i}`);
    });
    return root;
  }

  it("scores the files committed with a chat file, each commit adding 1 / its other files", async () => {
    const sweep = Array.from({ length: 31 }, (_, i) => `s/${i}.py`).concat("a.py");
    const root = repoWith([["a.py", "b.py"], ["a.py", "b.py", "c.py"], ["c.py", "d.py"], sweep]);
    const scores = await coChangedFiles(root, ["a.py"], 5000);
    expect([...scores.entries()].sort()).toEqual([
      ["b.py", 1.5],
      ["c.py", 0.5],
    ]);
  });

  it("is empty without a chat file or outside a repository", async () => {
    const root = repoWith([["a.py", "b.py"]]);
    expect((await coChangedFiles(root, [], 5000)).size).toBe(0);
    const plain = tempDir("plain");
    dirs.push(plain);
    expect((await coChangedFiles(plain, ["a.py"], 5000)).size).toBe(0);
  });
});
