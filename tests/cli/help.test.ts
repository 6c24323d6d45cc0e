// The help: --help lists the flags under sections and names the subcommands; `kerf help` prints the
// overview, `kerf help <topic>` one section or a subcommand's help, an unknown topic is a usage error
// listing the topics; and no help word ever creates a file in the project.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { FLAGS } from "../../src/cli/flags";
import { HELP_SECTIONS } from "../../src/cli/help-sections";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

describe("help", () => {
  let repo: TempRepo;
  beforeEach(() => {
    repo = makeTempRepo({ "app.py": "x = 1\n" });
  });
  afterEach(() => repo.remove());

  const kerf = (argv: string[]) => runCli(argv, { cwd: repo.root, env: { HOME: repo.root } });
  const snapshot = () => ({
    files: readdirSync(repo.root).sort(),
    exclude: readFileSync(path.join(repo.root, ".git", "info", "exclude"), "utf8"),
  });

  it("every flag is in exactly one section", () => {
    const listed = HELP_SECTIONS.flatMap((section) => [
      ...section.flags,
      ...(section.shortcuts ? FLAGS.filter((flag) => flag.model).map((flag) => flag.name) : []),
    ]);
    expect([...listed].sort()).toEqual(FLAGS.map((flag) => flag.name).sort());
  });

  it("--help lists the subcommands, then each section's flags under its heading", async () => {
    const run = await kerf(["--help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /Commands:\n {2}kerf \[options\] \[files\.\.\.\] .*\n {2}kerf eval \[options\] /,
    );
    expect(run.stdout).toContain("  kerf help [topic] ");
    const headings = HELP_SECTIONS.map((section) => run.stdout.indexOf(`\n${section.title}:\n`));
    expect(headings.every((at) => at > 0)).toBe(true);
    expect([...headings].sort((a, b) => a - b)).toEqual(headings);
    const git = run.stdout.slice(headings[5], headings[6]);
    expect(git).toContain("--[no-]auto-commits");
    expect(git).not.toContain("--model");
    expect(run.stdout).not.toMatch(/^ {2}--no-git /m);
  });

  it("kerf help prints the overview: subcommands and topics, exit 0", async () => {
    const before = snapshot();
    const run = await kerf(["help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("kerf eval [options]");
    for (const section of HELP_SECTIONS) expect(run.stdout).toMatch(new RegExp(`\\n {2}${section.topic} +`));
    expect(run.stdout).not.toContain("--model");
    expect(snapshot()).toEqual(before);
    expect((await kerf(["help", "--help"])).stdout).toBe(run.stdout);
  });

  it("kerf help git prints the Git section only; a title works too", async () => {
    const run = await kerf(["help", "git"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Git:\n {2}--\[no-\]git /);
    expect(run.stdout).toContain("--commit-prompt <PROMPT>");
    expect(run.stdout).not.toContain("--model");
    const byTitle = await kerf(["help", "Repo", "map"]);
    expect(byTitle.stdout).toMatch(/^Repo map:\n {2}--map-tokens <N> /);
  });

  it("kerf help eval and kerf help report print the subcommands' own help", async () => {
    const run = await kerf(["help", "eval"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Usage: kerf eval /);
    expect(run.stdout).toContain("--tries <N>");
    const report = await kerf(["help", "report"]);
    expect(report.stdout).toMatch(/^Usage: kerf eval report /);
  });

  it("an unknown topic lists the topics on stderr, exit 2, and creates nothing", async () => {
    const before = snapshot();
    const run = await kerf(["help", "nope"]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("Help topics (kerf help <topic>):\n  model ");
    expect(run.stderr).toContain('kerf: no help topic "nope"');
    expect(snapshot()).toEqual(before);
  });
});
