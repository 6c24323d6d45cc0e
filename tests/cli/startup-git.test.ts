// The git processes a real child kerf starts before its first prompt, counted by a `git` on PATH that
// logs each call: each question is asked once (the root and .git/info/exclude by one rev-parse), and
// the start block shows the answers.
import path from "node:path";
import { ensureBuilt } from "../demo/ensure-built";
import { gitCommand, makeGitShim, type GitShim } from "../helpers/git-shim";
import { runChild } from "../helpers/run-child";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const ROOT = path.resolve(__dirname, "../..");

describe("git at start-up", () => {
  let repo: TempRepo;
  let shim: GitShim;
  beforeAll(() => ensureBuilt(ROOT), 180_000);
  beforeEach(() => {
    repo = makeTempRepo({
      "app.py": "def main():\n    pass\n",
      "pkg/mod.py": "X = 1\n",
      "pkg/util.py": "Y = 2\n",
    });
    repo.write("app.py", "def main():\n    return 1\n");
    shim = makeGitShim();
  });
  afterEach(() => {
    repo.remove();
    shim.remove();
  });

  /** A piped session with no input: the start block, then the end of input. */
  const start = (args: string[], cwd = repo.root) =>
    runChild(["--no-pretty", "--map-tokens", "1024", ...args], {
      cwd,
      env: { HOME: repo.root, OPENAI_API_KEY: "k", PATH: `${shim.dir}:${process.env.PATH ?? ""}` },
    });
  const commands = () => shim.calls().map((call) => gitCommand(call)[0]);
  const line = (stdout: string, label: string) => stdout.split("\n").find((l) => l.startsWith(label));

  it("asks each question once: one rev-parse, then branch, status and file list", async () => {
    const run = await start([]);
    expect(run.code).toBe(0);
    expect(commands().sort()).toEqual(["ls-files", "rev-parse", "status", "symbolic-ref"]);
    const rendered = shim.calls().map((call) => call.join(" "));
    expect(new Set(rendered).size).toBe(rendered.length);
    expect(line(run.stdout, "git")).toMatch(/ · 1 file with uncommitted changes$/);
    expect(line(run.stdout, "repo map")).toMatch(/^repo map +3 files, /);
  }, 60_000);

  it("with --subtree-only the start block counts the subtree from the same one listing", async () => {
    const run = await start(["--subtree-only"], path.join(repo.root, "pkg"));
    expect(run.code).toBe(0);
    expect(commands().filter((command) => command === "ls-files")).toHaveLength(1);
    expect(line(run.stdout, "repo map")).toMatch(/^repo map +2 files, /);
  }, 60_000);

  it("a --read glob matches the same one listing", async () => {
    const run = await start(["--read", "pkg/*.py"]);
    // A glob that matched nothing would be a usage error (exit 2).
    expect(run.code).toBe(0);
    expect(commands().filter((command) => command === "ls-files")).toHaveLength(1);
  }, 60_000);
});
