// No git call can hang kerf: a FIFO .gitignore (or .git/info/exclude) blocks `git ls-files` forever, so
// every git command runs under a time limit; past it git is signalled, the error names the command, and
// the file listing walks the folder instead (skipping the FIFO) with a warning.
import { execFileSync } from "node:child_process";
import { chmodSync, lstatSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startScriptedServer } from "../../replay/scripted-server";
import { GitRepo } from "../../src/git/git-repo";
import { GitTimeoutError, runGit } from "../../src/git/run-git";
import { discoverFiles } from "../../src/repomap/discover-files";
import { ensureBuilt } from "../demo/ensure-built";
import { removeDir, tempDir } from "../helpers/file-tree";
import { runChild } from "../helpers/run-child";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const mkfifo = (file: string) => execFileSync("mkfifo", [file]);

/** Processes whose command line names `dir` (the stopped git must not be among them). */
function processesIn(dir: string): string[] {
  const list = execFileSync("ps", ["-eo", "pid=,args="], { encoding: "utf8" });
  return list.split("\n").filter((line) => line.includes(dir) && !line.includes("ps -eo"));
}

async function waitUntil(check: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

describe("git under a time limit", () => {
  let repo: TempRepo;
  beforeAll(() => ensureBuilt(path.resolve(__dirname, "../..")));
  beforeEach(() => {
    repo = makeTempRepo({ "app.py": "def handle_request():\n    return 1\n" });
  });
  afterEach(() => repo.remove());

  it("stops a git blocked on a FIFO .gitignore, kills it and names the command", async () => {
    mkfifo(path.join(repo.root, ".gitignore"));
    const started = Date.now();
    const run = runGit(repo.root, ["ls-files", "--others", "--exclude-standard"], { timeoutMs: 400 });
    await expect(run).rejects.toThrow(GitTimeoutError);
    await expect(run).rejects.toThrow(
      /git ls-files --others --exclude-standard did not finish within 0\.4 s/,
    );
    expect(Date.now() - started).toBeLessThan(5000);
    // The real git process was signalled, not left blocked on the FIFO.
    expect(await waitUntil(() => processesIn(repo.root).length === 0, 3000)).toBe(true);
  });

  it("a git that answers in time is unaffected by the limit", async () => {
    const run = await runGit(repo.root, ["ls-files"], { timeoutMs: 5000 });
    expect(run).toEqual({ stdout: "app.py\n", stderr: "", exitCode: 0 });
  });

  it("lists the project by walking it when git ls-files times out, warning about both", async () => {
    mkfifo(path.join(repo.root, ".gitignore"));
    repo.write("lib/util.py", "def helper():\n    pass\n");
    mkfifo(path.join(repo.root, "lib", "pipe.py"));
    const warnings: string[] = [];
    const files = await discoverFiles({
      root: repo.root,
      gitTimeoutMs: 400,
      onWarning: (message) => warnings.push(message),
    });
    expect(files).toEqual(["app.py", "lib/util.py"]);
    expect(warnings).toEqual([
      expect.stringMatching(/^git ls-files .* did not finish within 0\.4 s .*listing the folder without git/),
      "ignore file .gitignore is a named pipe (FIFO), not a regular file; not read, its rules do not apply",
    ]);
    // Later listings of the same root walk at once (git is not waited out again), with the same warnings.
    const again: string[] = [];
    const started = Date.now();
    await discoverFiles({ root: repo.root, gitTimeoutMs: 5000, onWarning: (message) => again.push(message) });
    expect(again).toEqual(warnings);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it("falls back the same way for a FIFO .git/info/exclude and a nested FIFO .gitignore", async () => {
    mkdirSync(path.join(repo.root, ".git", "info"), { recursive: true });
    execFileSync("rm", ["-f", path.join(repo.root, ".git", "info", "exclude")]);
    mkfifo(path.join(repo.root, ".git", "info", "exclude"));
    const warnings: string[] = [];
    const files = await discoverFiles({
      root: repo.root,
      gitTimeoutMs: 400,
      onWarning: (m) => warnings.push(m),
    });
    expect(files).toEqual(["app.py"]);
    expect(warnings[0]).toMatch(/did not finish within/);

    const other = makeTempRepo({ "sub/mod.py": "x = 1\n", "top.py": "y = 2\n" });
    try {
      mkfifo(path.join(other.root, "sub", ".gitignore"));
      const found = await discoverFiles({ root: other.root, gitTimeoutMs: 400, onWarning: () => undefined });
      expect(found).toEqual(["sub/mod.py", "top.py"]);
    } finally {
      other.remove();
    }
  });

  it("GitRepo passes its limit to every command", async () => {
    mkfifo(path.join(repo.root, ".gitignore"));
    const git = await GitRepo.open(repo.root, { timeoutMs: 400 });
    expect(git?.timeoutMs).toBe(400);
    await expect(git?.git(["status", "--porcelain"])).rejects.toThrow(
      /git status --porcelain did not finish/,
    );
  });

  it("a whole turn (-m) in a repository with a FIFO .gitignore finishes: edit written, committed, warned", async () => {
    mkfifo(path.join(repo.root, ".gitignore"));
    const reply = "app.py\n```\n<<<<<<< SEARCH\n    return 1\n=======\n    return 2\n>>>>>>> REPLACE\n```\n";
    const server = await startScriptedServer([
      { kind: "reply", text: reply },
      { kind: "reply", text: "Return 2 from handle_request" },
    ]);
    try {
      const run = await runChild(
        ["-m", "return 2", "app.py", "--model", "gpt-4o", "--openai-api-base", server.baseUrl].concat([
          "--git-timeout",
          "0.5",
          "--no-pretty",
        ]),
        { cwd: repo.root, env: { HOME: repo.root, OPENAI_API_KEY: "sk-test" } },
      );
      expect(run.code).toBe(0);
      expect(repo.read("app.py")).toBe("def handle_request():\n    return 2\n");
      expect(repo.git("log", "-1", "--format=%s")).toBe("Return 2 from handle_request\n");
      expect(run.stderr).toMatch(/git ls-files .* did not finish within 0\.5 s/);
    } finally {
      await server.close();
    }
  }, 30_000);

  it("kerf --show-repo-map with a FIFO .git/info/exclude finishes and prints the map", async () => {
    rmSync(path.join(repo.root, ".git", "info", "exclude"), { force: true });
    mkfifo(path.join(repo.root, ".git", "info", "exclude"));
    const home = tempDir("kerf-home-");
    try {
      const run = await runChild(["--show-repo-map", "--git-timeout", "0.5", "--model", "gpt-4o"], {
        cwd: repo.root,
        env: { HOME: home },
      });
      expect(run.code).toBe(0);
      expect(run.stdout).toContain("def handle_request");
      // A run that writes nothing never opens the exclude file; git's listing times out on it instead.
      expect(run.stderr).toContain("did not finish within 0.5 s");
      expect(lstatSync(path.join(repo.root, ".git", "info", "exclude")).isFIFO()).toBe(true);
    } finally {
      removeDir(home);
    }
  }, 30_000);

  it("kerf --show-repo-map in a repository with a FIFO .gitignore finishes, prints the map and warns", async () => {
    mkfifo(path.join(repo.root, ".gitignore"));
    const home = tempDir("kerf-home-");
    try {
      const run = await runChild(["--show-repo-map", "--git-timeout", "0.5", "--model", "gpt-4o"], {
        cwd: repo.root,
        env: { HOME: home },
      });
      expect(run.code).toBe(0);
      expect(run.stdout).toContain("def handle_request");
      expect(run.stderr).toMatch(/git ls-files .* did not finish within 0\.5 s/);
      expect(run.stderr).toContain("ignore file .gitignore is a named pipe (FIFO)");
    } finally {
      removeDir(home);
    }
  }, 30_000);

  it("a git that hangs at start (rev-parse) leaves kerf working without git, and says so", async () => {
    const shim = tempDir("kerf-slow-git-");
    const home = tempDir("kerf-home-");
    const realGit = execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim();
    // rev-parse blocks (as on a FIFO); every other command is the real git.
    const script = `#!/bin/sh\ncase " $* " in *" rev-parse "*) exec sleep 61.4321;; esac\nexec '${realGit}' "$@"\n`;
    writeFileSync(path.join(shim, "git"), script);
    chmodSync(path.join(shim, "git"), 0o755);
    try {
      const run = await runChild(["--show-repo-map", "--git-timeout", "0.5", "--model", "gpt-4o"], {
        cwd: repo.root,
        env: { HOME: home, PATH: `${shim}:${process.env.PATH ?? ""}` },
      });
      expect(run.code).toBe(0);
      expect(run.stdout).toContain("def handle_request");
      expect(run.stderr).toMatch(/git rev-parse .* did not finish within 0\.5 s .*; working without git/);
      // The stopped git (here `sleep`, exec'd in its place) got the signal.
      expect(await waitUntil(() => processesIn(shim).length === 0 && !sleeping(), 3000)).toBe(true);
    } finally {
      removeDir(shim);
      removeDir(home);
    }
  }, 30_000);
});

/** A `sleep 61.4321` left running would be the shim's git that was never stopped. */
function sleeping(): boolean {
  const list = execFileSync("ps", ["-eo", "args="], { encoding: "utf8" });
  return list.split("\n").some((line) => line.trim() === "sleep 61.4321");
}
