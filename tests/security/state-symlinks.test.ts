// A repository can ship `.kerf` (kerf's state folder), `.kerf/journal` or the chat log as a symlink to a
// folder outside the project. kerf then writes nothing through it — no lock, journal, caches, history,
// commit record or chat log land outside — and says so; an edit is refused rather than made unjournaled.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { appendHistory, historyFile } from "../../src/cli/repl/input-history";
import { ensureBuilt } from "../demo/ensure-built";
import { removeDir, tempDir } from "../helpers/file-tree";
import { runChild } from "../helpers/run-child";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const SOURCE = "def handle_request():\n    return 1\n";

describe("a symlinked .kerf or chat log never receives kerf's writes", () => {
  let repo: TempRepo;
  let outside: string;
  let home: string;
  beforeAll(() => ensureBuilt(path.resolve(__dirname, "../..")));
  beforeEach(() => {
    repo = makeTempRepo({ "app.py": SOURCE });
    outside = tempDir("kerf-outside-");
    home = tempDir("kerf-home-");
  });
  afterEach(() => {
    repo.remove();
    removeDir(outside);
    removeDir(home);
  });
  const kerf = (args: string[], input?: string) =>
    runChild([...args, "--model", "gpt-4o", "--no-pretty"], { cwd: repo.root, env: { HOME: home }, input });
  const written = () => readdirSync(outside, { recursive: true });
  const reply = (text: string) =>
    writeFileSync(path.join(outside, "..", path.basename(outside) + ".md"), text);
  const replyFile = () => path.join(outside, "..", path.basename(outside) + ".md");

  it("an edit is refused, the file unchanged and nothing written outside", async () => {
    symlinkSync(outside, path.join(repo.root, ".kerf"));
    reply("app.py\n```\ndef changed():\n    pass\n```\n");
    const run = await kerf(["--apply", replyFile(), "--edit-format", "whole", "--yes-always", "app.py"]);
    expect(run.code).toBe(3);
    expect(run.stdout + run.stderr).toContain(
      `.kerf is a symlink (to ${outside}); kerf does not write through it`,
    );
    expect(repo.read("app.py")).toBe(SOURCE);
    expect(written()).toEqual([]);
  }, 30_000);

  it("--show-repo-map prints the map and keeps no cache outside, with a warning", async () => {
    symlinkSync(outside, path.join(repo.root, ".kerf"));
    const run = await kerf(["--show-repo-map"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("def handle_request");
    expect(run.stderr).toContain(
      `warning: .kerf is a symlink (to ${outside}); kerf does not write through it`,
    );
    expect(written()).toEqual([]);
  }, 30_000);

  it("a symlinked .kerf/journal refuses the edit too", async () => {
    mkdirSync(path.join(repo.root, ".kerf"));
    symlinkSync(outside, path.join(repo.root, ".kerf", "journal"));
    reply("app.py\n```\ndef changed():\n    pass\n```\n");
    const run = await kerf(["--apply", replyFile(), "--edit-format", "whole", "--yes-always", "app.py"]);
    expect(run.code).toBe(3);
    expect(run.stdout + run.stderr).toContain(".kerf/journal is a symlink");
    expect(repo.read("app.py")).toBe(SOURCE);
    expect(written()).toEqual([]);
  }, 30_000);

  it("a symlinked chat log is not written through, and the session says so", async () => {
    symlinkSync(path.join(outside, "history.md"), path.join(repo.root, ".kerf.chat.history.md"));
    const run = await kerf([], "/add app.py\n/ls\n");
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(".kerf.chat.history.md is a symlink");
    expect(run.stderr).toContain("this session's chat log is not kept");
    expect(written()).toEqual([]);
  }, 30_000);

  it("the input history is not appended through a symlinked .kerf", () => {
    symlinkSync(outside, path.join(repo.root, ".kerf"));
    appendHistory(historyFile(repo.root), "a typed line");
    expect(written()).toEqual([]);
    // Without the link the same call writes the line (the test above can fail).
    execFileSync("rm", [path.join(repo.root, ".kerf")]);
    appendHistory(historyFile(repo.root), "a typed line");
    expect(repo.read(".kerf/input.history")).toBe("a typed line\n");
  });
});
