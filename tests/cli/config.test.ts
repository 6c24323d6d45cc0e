// Config files, environment and command line: which wins, and how mistakes are reported.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { withDotenv } from "../../src/cli/dotenv";
import { TrustGate, TrustStore } from "../../src/trust";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { removeDir, tempDir } from "../helpers/file-tree";

/** The edit format kerf would use, read from the start of its --show-prompts output's system message. */
async function chosenFormat(repo: TempRepo, home: string, args: string[], env: Record<string, string> = {}) {
  const run = await runCli(["--show-prompts", "--map-tokens", "0", "--model", "gpt-4o", ...args], {
    cwd: path.join(repo.root, "sub"),
    env: { HOME: home, ...env },
  });
  expect(run.stderr).toBe("");
  const system = (JSON.parse(run.stdout) as { content: string }[])[0]?.content ?? "";
  if (system.includes("SEARCH/REPLACE")) return "diff";
  if (system.includes("*** Begin Patch")) return "patch";
  if (/whole|entire file/i.test(system)) return "whole";
  return "other";
}

describe("settings precedence", () => {
  let repo: TempRepo;
  let home: string;
  beforeEach(() => {
    repo = makeTempRepo({ "sub/a.py": "x = 1\n" });
    home = tempDir("kerf-home-");
  });
  afterEach(() => {
    repo.remove();
    removeDir(home);
  });
  const conf = (dir: string, text: string) => writeFileSync(path.join(dir, ".kerf.conf.yml"), text);

  it("reads home, then git root, then cwd: the later file wins", async () => {
    conf(home, "edit-format: whole\n");
    expect(await chosenFormat(repo, home, [])).toBe("whole");
    conf(repo.root, "edit-format: patch\n");
    expect(await chosenFormat(repo, home, [])).toBe("patch");
    conf(path.join(repo.root, "sub"), "edit-format: diff\n");
    expect(await chosenFormat(repo, home, [])).toBe("diff");
  });

  it("--config FILE is read last among the files", async () => {
    conf(repo.root, "edit-format: patch\n");
    mkdirSync(path.join(home, "cfg"));
    writeFileSync(path.join(home, "cfg", "mine.yml"), "edit-format: whole\n");
    expect(await chosenFormat(repo, home, ["--config", path.join(home, "cfg", "mine.yml")])).toBe("whole");
  });

  it("environment beats config files, and the command line beats the environment", async () => {
    conf(repo.root, "edit-format: patch\n");
    expect(await chosenFormat(repo, home, [], { KERF_EDIT_FORMAT: "whole" })).toBe("whole");
    expect(await chosenFormat(repo, home, ["--edit-format", "diff"], { KERF_EDIT_FORMAT: "whole" })).toBe(
      "diff",
    );
  });

  it("an unknown key is an error naming the key and the file (exit 2)", async () => {
    conf(repo.root, "edit-fromat: diff\n");
    const run = await runCli(["--show-prompts"], { cwd: repo.root, env: { HOME: home } });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('unknown key "edit-fromat"');
    expect(run.stderr).toContain(path.join(repo.root, ".kerf.conf.yml"));
  });

  it("a value of the wrong type is an error naming the key", async () => {
    conf(repo.root, "map-tokens: lots\n");
    const run = await runCli(["--show-prompts"], { cwd: repo.root, env: { HOME: home } });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("map-tokens");
  });

  it("resolves files named in a config file against that file's folder", async () => {
    conf(repo.root, "read: [NOTES.md]\n");
    writeFileSync(path.join(repo.root, "NOTES.md"), "Always write tests first.\n");
    const run = await runCli(["--show-prompts", "--map-tokens", "0"], {
      cwd: path.join(repo.root, "sub"),
      env: { HOME: home },
    });
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("Always write tests first.");
  });

  it("reads API keys from a trusted .env at the git root, but the real environment wins", async () => {
    const file = path.join(repo.root, ".env");
    writeFileSync(file, "OPENAI_API_KEY=from-dotenv\nKERF_EDIT_FORMAT=whole\n");
    const gate = new TrustGate({ store: new TrustStore(path.join(home, ".config", "kerf")) });
    gate.store.trust(file, readFileSync(file));
    expect(withDotenv({}, repo.root, gate).env).toEqual({ OPENAI_API_KEY: "from-dotenv" });
    expect(withDotenv({ OPENAI_API_KEY: "real" }, repo.root, gate).env).toEqual({ OPENAI_API_KEY: "real" });
  });
});

describe("exit codes and plugins", () => {
  let repo: TempRepo;
  beforeEach(() => (repo = makeTempRepo({ "a.py": "x = 1\n" })));
  afterEach(() => repo.remove());

  it("--version and --help exit 0; an unknown flag and a bad choice exit 2", async () => {
    expect((await runCli(["--version"], { cwd: repo.root })).stdout.trim()).toBe("0.1.0");
    const help = await runCli(["--help"], { cwd: repo.root });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("--edit-format <FORMAT>");
    expect((await runCli(["--frobnicate"], { cwd: repo.root })).code).toBe(2);
    expect((await runCli(["--map-refresh", "sometimes"], { cwd: repo.root })).code).toBe(2);
    expect(
      (
        await runCli(["--edit-format", "nope", "--show-prompts"], {
          cwd: repo.root,
          env: { HOME: repo.root },
        })
      ).code,
    ).toBe(2);
  });

  it("--plugin loads a coder that --edit-format can then select", async () => {
    const plugin = path.join(__dirname, "..", "..", "examples", "concise-coder.js");
    const run = await runCli(
      ["--plugin", plugin, "--edit-format", "diff-concise", "--show-prompts", "--map-tokens", "0", "a.py"],
      {
        cwd: repo.root,
        env: { HOME: repo.root },
      },
    );
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("write no prose: reply with blocks only");
  });

  it("--show-repo-map prints the map of the repository", async () => {
    repo.write("lib/shapes.py", "class Circle:\n    def area(self):\n        return 3.14\n");
    repo.write("main.py", "from lib.shapes import Circle\nprint(Circle().area())\n");
    const run = await runCli(["--show-repo-map", "--map-tokens", "1024"], {
      cwd: repo.root,
      env: { HOME: repo.root },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("lib/shapes.py");
    expect(run.stdout).toMatch(/│\s*class Circle:/);
  });
});
