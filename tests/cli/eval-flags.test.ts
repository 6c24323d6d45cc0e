// `kerf eval`'s flags go through the main command's schema: the same commander options, the same
// validator with the same exit-2 error naming the flag, typed values with the table's defaults.
import { DEFAULTS } from "../../src/core/defaults";
import { parseEvalArgs } from "../../src/cli/eval/eval-program";
import { removeDir, tempDir } from "../helpers/file-tree";
import { runCli } from "../helpers/run-cli";

const quiet = { out: () => undefined, err: () => undefined };

describe("kerf eval flags", () => {
  let dir: string;
  beforeEach(() => (dir = tempDir("kerf-eval-flags-")));
  afterEach(() => removeDir(dir));
  const kerf = (argv: string[]) => runCli(argv, { cwd: dir, env: { HOME: dir } });

  it("are typed, with the table's defaults, and lists take repeats and commas", () => {
    const args = parseEvalArgs(
      ["--model", "a,b", "--model", "c", "--languages", "python, go", "--limit", "3", "--no-stream"],
      quiet,
    );
    expect(args?.command).toBe("run");
    expect(args?.values).toMatchObject({
      model: ["a", "b", "c"],
      languages: ["python", "go"],
      editFormat: [],
      limit: 3,
      tries: DEFAULTS.evalTries,
      jobs: undefined,
      stream: false,
      json: false,
      toolchainCheck: false,
    });
    expect(parseEvalArgs([], quiet)?.values).toMatchObject({ stream: true, tries: 2 });
    expect(parseEvalArgs(["report", "r1", "--json"], quiet)).toEqual({
      command: "report",
      dirs: ["r1"],
      values: {
        format: "text",
        json: true,
        writeSettings: false,
        output: undefined,
        modelSettingsFile: undefined,
      },
    });
  });

  it.each([
    [["--tries", "0"], "kerf: --tries: expected a positive whole number up to 100, got 0"],
    [["--tries", "1.5"], "kerf: --tries: expected a positive whole number up to 100, got 1.5"],
    [["--jobs", "-2"], "kerf: --jobs: expected a positive whole number up to 1024, got -2"],
    [["--limit", "-1"], "kerf: --limit: expected a whole number from 0 to 1000000, got -1"],
    [["--test-timeout", "0"], "kerf: --test-timeout: expected a positive number up to 86400, got 0"],
  ])("refuse %j with exit 2 naming the flag", async (flag, message) => {
    const run = await kerf(["eval", ...flag]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`${message}\n`);
  });

  it("refuse a non-number and an unknown choice with the main command's own words", async () => {
    const main = await kerf(["--map-tokens", "lots"]);
    const evalRun = await kerf(["eval", "--tries", "lots"]);
    expect([main.code, evalRun.code]).toEqual([2, 2]);
    expect(main.stderr).toBe(
      "kerf: option '--map-tokens <N>' argument 'lots' is invalid. expected a number\n",
    );
    expect(evalRun.stderr).toBe("kerf: option '--tries <N>' argument 'lots' is invalid. expected a number\n");
    const report = await kerf(["eval", "report", "--format", "pdf"]);
    expect(report.code).toBe(2);
    expect(report.stderr).toMatch(
      /^kerf: option '--format <FORMAT>' argument 'pdf' is invalid\. Allowed choices/,
    );
  });
});
