// A word on the command line that is no file creates nothing until the user says so: piped, the
// question is answered no and the run stops (exit 2) with the project untouched; a session that
// logs nothing leaves no chat log and an unchanged .git/info/exclude; the first entry writes both.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

describe("no stray files for a word that is not a file", () => {
  let repo: TempRepo;
  beforeEach(() => {
    repo = makeTempRepo({ "app.py": "x = 1\n" });
  });
  afterEach(() => repo.remove());

  const kerf = (argv: string[], input = "") =>
    runCli(["--no-pretty", "--model", "gpt-4o", "--map-tokens", "0", ...argv], {
      cwd: repo.root,
      env: { HOME: repo.root, OPENAI_API_KEY: "sk-t", OPENAI_API_BASE: "http://127.0.0.1:9" },
      input,
    });
  const exclude = () => readFileSync(path.join(repo.root, ".git", "info", "exclude"), "utf8");
  const snapshot = () => ({ files: readdirSync(repo.root).sort(), exclude: exclude() });

  it("kerf foo -m x, piped: the create question is answered no, exit 2, nothing written", async () => {
    const before = snapshot();
    const run = await kerf(["foo", "-m", "x"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Create new file foo? (y/N) no — stdin is not interactive");
    expect(run.stderr).toContain("kerf: foo: no such file; nothing was created");
    expect(snapshot()).toEqual(before);
  });

  it("with --yes-always, a session that logs nothing still writes no log and no exclude line", async () => {
    const before = snapshot();
    const run = await kerf(["--yes-always", "foo"]);
    expect(run.code).toBe(0);
    expect(snapshot()).toEqual(before);
  });

  it("the first logged input writes the log and keeps it and .kerf/ out of git", async () => {
    const before = exclude();
    const run = await kerf(["app.py"], "/tokens\n");
    expect(run.code).toBe(0);
    expect(readFileSync(path.join(repo.root, ".kerf.chat.history.md"), "utf8")).toMatch(
      /^\n# kerf chat started at [\d-]+ [\d:]+\n\n#### \/tokens\n/,
    );
    expect(exclude()).toBe(`${before}.kerf.chat.history.md\n.kerf/\n`);
    expect(repo.git("status", "--porcelain")).toBe("");
  });
});
