// `kerf acp`'s command line: the CLI's flags are every session's defaults, so it takes no chat files
// (each session's project is the client's cwd) nor --continue/--resume (a client resumes a session with
// session/load), and says so as a usage error before serving.
import { rmSync } from "node:fs";
import { runCli } from "../helpers/run-cli";
import { makeTempDir } from "../helpers/temp-repo";

describe("kerf acp's command line", () => {
  const cwd = makeTempDir("kerf-acp-cli-");
  afterAll(() => rmSync(cwd, { recursive: true, force: true }));

  it("refuses chat files with a usage error, writing nothing to stdout", async () => {
    const run = await runCli(["acp", "app.py"], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("kerf acp takes no files");
    expect(run.stdout).toBe("");
  });

  it("refuses --continue and --resume: session/load is how a client resumes", async () => {
    for (const flags of [["--continue"], ["--resume", "20261206-141912-a3f0"]]) {
      const run = await runCli(["acp", ...flags], { cwd });
      expect(run.code).toBe(2);
      expect(run.stderr).toContain("kerf acp takes no --continue or --resume");
      expect(run.stdout).toBe("");
    }
  });

  it("refuses an unknown flag as the CLI does", async () => {
    const run = await runCli(["acp", "--no-such-flag"], { cwd });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
  });
});
