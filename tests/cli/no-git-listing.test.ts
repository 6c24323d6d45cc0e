// --no-git in a real git repository: the project is listed by the .gitignore-aware walk, never by git.
// A real child kerf with a counting `git` first on PATH runs a turn whose reply names files without
// editing (offerMentionedFiles), with the repo map on: not one git process starts.
import path from "node:path";
import { ensureBuilt } from "../demo/ensure-built";
import { makeGitShim, type GitShim } from "../helpers/git-shim";
import { runChild } from "../helpers/run-child";
import { bodies, withServer } from "../helpers/scripted-server";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const ROOT = path.resolve(__dirname, "../..");
const UTIL = "def helper():\n    return 42\n";

describe("--no-git lists the project without git", () => {
  let repo: TempRepo;
  let shim: GitShim;
  beforeAll(() => ensureBuilt(ROOT), 180_000);
  beforeEach(() => {
    repo = makeTempRepo({
      "app.py": "from pkg.util import helper\n",
      "pkg/util.py": UTIL,
      ".gitignore": "build/\n",
    });
    repo.write("build/gen.py", "GENERATED = 1\n");
    shim = makeGitShim();
  });
  afterEach(() => {
    repo.remove();
    shim.remove();
  });

  const kerf = (args: string[], baseUrl: string) =>
    runChild(["--no-pretty", "--yes-always", "--map-tokens", "1024", ...args], {
      cwd: repo.root,
      env: {
        HOME: repo.root,
        OPENAI_API_KEY: "k",
        OPENAI_BASE_URL: baseUrl,
        PATH: `${shim.dir}:${process.env.PATH ?? ""}`,
      },
    });

  it("offers a mentioned file from the walk (not an ignored one) and starts no git process", async () => {
    const script = [
      { kind: "reply" as const, text: "The helper lives in pkg/util.py; build/gen.py is generated." },
      { kind: "reply" as const, text: "It returns 42." },
    ];
    await withServer(script, async (server) => {
      const run = await kerf(["--no-git", "-m", "what does helper return?"], server.baseUrl);
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      expect(run.stdout).toContain("Added pkg/util.py to the chat.");
      expect(run.stdout).not.toContain("build/gen.py to the chat");
      expect(JSON.stringify(bodies(server)[1])).toContain(JSON.stringify(UTIL).slice(1, -1));
      expect(shim.calls()).toEqual([]);
    });
  }, 60_000);

  it("the same turn without --no-git lists with git (the counter sees it)", async () => {
    const script = [
      { kind: "reply" as const, text: "The helper lives in pkg/util.py." },
      { kind: "reply" as const, text: "It returns 42." },
    ];
    await withServer(script, async (server) => {
      const run = await kerf(["-m", "what does helper return?"], server.baseUrl);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain("Added pkg/util.py to the chat.");
      expect(shim.calls().some((call) => call.includes("ls-files"))).toBe(true);
    });
  }, 60_000);

  it("a piped session's start block counts the walked files and starts no git process", async () => {
    // The chat log goes outside the project, so the walk finds exactly the three project files.
    const log = path.join(shim.dir, "chat.md");
    const args = ["--no-pretty", "--no-git", "--map-tokens", "1024", "--chat-history-file", log];
    const run = await runChild(args, {
      cwd: repo.root,
      env: { HOME: repo.root, OPENAI_API_KEY: "k", PATH: `${shim.dir}:${process.env.PATH ?? ""}` },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^repo map +3 files, /m);
    expect(shim.calls()).toEqual([]);
  }, 60_000);
});
