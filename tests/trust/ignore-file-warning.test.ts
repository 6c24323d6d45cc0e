// A refused ignore file is no longer silent: a FIFO, an oversized file or a symlink out of the project
// planted as .kerfignore, .aiderignore or a nested .gitignore is not read (the listing returns at once),
// its rules do not apply, and one warning names the file and why — from the repo map once per session,
// and from the file watcher. An ignore file is the user's project file: kerf never renames it.
import { execFileSync } from "node:child_process";
import { lstatSync, mkdirSync, readlinkSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { discoverFiles } from "../../src/repomap/discover-files";
import { ignoreFileText } from "../../src/repomap/ignore-file";
import { RepoMap } from "../../src/repomap/repo-map";
import type { RepoMapEvent } from "../../src/repomap/repo-map-events";
import { watchIgnoreRules } from "../../src/watch/watch-ignore";
import { runCli } from "../helpers/run-cli";
import { removeDir, tempDir } from "../helpers/file-tree";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const FIFO = "is a named pipe (FIFO), not a regular file; not read, its rules do not apply";

describe("ignoreFileText on a refused file", () => {
  let root: string;
  let outside: string;
  beforeEach(() => {
    root = tempDir("kerf-ignore-");
    outside = tempDir("kerf-ignore-outside-");
  });
  afterEach(() => {
    removeDir(root);
    removeDir(outside);
  });

  it("names the file and why — FIFO, over 1 MiB, symlink out of the project — and leaves the file as it is", () => {
    const file = path.join(root, ".kerfignore");
    const secret = path.join(outside, "rules");
    writeFileSync(secret, "*.py\n");
    const shapes: [() => void, string][] = [
      [() => execFileSync("mkfifo", [file]), FIFO],
      [
        () => writeFileSync(file, "#".repeat(1024 * 1024 + 1)),
        "is over its 1 MiB limit (1048577 bytes); not read, its rules do not apply",
      ],
      [
        () => symlinkSync(secret, file),
        `is a symlink out of the project (to ${secret}); not read, its rules do not apply`,
      ],
    ];
    for (const [plant, reason] of shapes) {
      removeDir(file);
      plant();
      const warnings: string[] = [];
      expect(ignoreFileText(file, root, (message) => warnings.push(message))).toBe("");
      expect(warnings).toEqual([`ignore file .kerfignore ${reason}`]);
    }
    expect(readlinkSync(file)).toBe(secret);
  }, 5_000);

  it("says nothing for a missing or a good file (the warning costs nothing unless refused)", () => {
    const warnings: string[] = [];
    const file = path.join(root, ".kerfignore");
    expect(ignoreFileText(file, root, (message) => warnings.push(message))).toBe("");
    writeFileSync(file, "*.log\n");
    expect(ignoreFileText(file, root, (message) => warnings.push(message))).toBe("*.log\n");
    expect(warnings).toEqual([]);
  });
});

describe("the listings tell of refused ignore files", () => {
  let repo: TempRepo;
  beforeEach(() => {
    repo = makeTempRepo({
      "app.py": "def main():\n    return 1\n",
      "sub/lib.py": "def helper():\n    pass\n",
    });
  });
  afterEach(() => repo.remove());

  it("discoverFiles: every caller sharing one listing hears of a FIFO .kerfignore; its rules do not apply", async () => {
    execFileSync("mkfifo", [path.join(repo.root, ".kerfignore")]);
    const first: string[] = [];
    const second: string[] = [];
    const [a, b] = await Promise.all([
      discoverFiles({ root: repo.root, onWarning: (m) => first.push(m) }),
      discoverFiles({ root: repo.root, onWarning: (m) => second.push(m) }),
    ]);
    expect(a).toEqual(["app.py", "sub/lib.py"]);
    expect(b).toEqual(a);
    expect(first).toEqual([`ignore file .kerfignore ${FIFO}`]);
    expect(second).toEqual(first);
    expect(lstatSync(path.join(repo.root, ".kerfignore")).isFIFO()).toBe(true);
  }, 5_000);

  it("outside git, a nested .gitignore that is a FIFO is named with its folder", async () => {
    const plain = tempDir("kerf-ignore-walk-");
    try {
      mkdirSync(path.join(plain, "sub"));
      writeFileSync(path.join(plain, "sub", "lib.py"), "x = 1\n");
      execFileSync("mkfifo", [path.join(plain, "sub", ".gitignore")]);
      const warnings: string[] = [];
      const files = await discoverFiles({ root: plain, git: false, onWarning: (m) => warnings.push(m) });
      expect(files).toEqual(["sub/lib.py"]);
      expect(warnings).toEqual([`ignore file sub/.gitignore ${FIFO}`]);
    } finally {
      removeDir(plain);
    }
  }, 5_000);

  it("the repo map warns once per session, not once per map", async () => {
    execFileSync("mkfifo", [path.join(repo.root, ".aiderignore")]);
    const events: RepoMapEvent[] = [];
    const map = new RepoMap({ root: repo.root, workers: 1, reporter: (event) => events.push(event) });
    for (let turn = 0; turn < 3; turn++)
      await map.getRepoMap({ chatFiles: [], maxTokens: 1000, forceRefresh: true });
    expect(events.filter((event) => event.type === "warning")).toEqual([
      { type: "warning", code: "ignore-file-refused", detail: `ignore file .aiderignore ${FIFO}` },
    ]);
  }, 20_000);

  it("the file watcher's rules name a refused .gitignore", async () => {
    execFileSync("mkfifo", [path.join(repo.root, ".gitignore")]);
    const warnings: string[] = [];
    const ignored = await watchIgnoreRules(repo.root, (m) => warnings.push(m));
    expect(ignored("node_modules/x.js")).toBe(true);
    expect(warnings).toEqual([`ignore file .gitignore ${FIFO}`]);
  }, 5_000);

  it("kerf --show-repo-map prints the warning once and the map", async () => {
    execFileSync("mkfifo", [path.join(repo.root, ".kerfignore")]);
    const run = await runCli(["--show-repo-map", "--no-pretty"], {
      cwd: repo.root,
      env: { HOME: repo.root, OPENAI_API_KEY: "sk-test" },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("def main():");
    expect(run.stderr.split(`warning: ignore file .kerfignore ${FIFO}`)).toHaveLength(2);
  }, 30_000);
});
