// Numeric flags are range-checked by the one validator from their table rows (min/max, whole, positive):
// a negative or absurd value exits 2 with a message naming the flag and where it came from — the command
// line, a .kerf.conf.yml, the environment. The real CLI runs as a child process.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { EVAL_FLAGS, REPORT_FLAGS } from "../../src/cli/eval/eval-flags";
import { FLAGS, type Flag } from "../../src/cli/flags";
import { ensureBuilt } from "../demo/ensure-built";
import { removeDir, tempDir } from "../helpers/file-tree";
import { runChild } from "../helpers/run-child";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

describe("numeric flag ranges", () => {
  it("every number row, main and eval, has a ceiling and a floor", () => {
    const rows: Flag[] = [...FLAGS, ...EVAL_FLAGS, ...REPORT_FLAGS].filter((flag) => flag.kind === "number");
    expect(rows.length).toBeGreaterThan(10);
    for (const flag of rows) {
      expect([flag.name, typeof flag.max]).toEqual([flag.name, "number"]);
      const floor = flag.min !== undefined || flag.whole === true || flag.positive === true;
      expect([flag.name, floor]).toEqual([flag.name, true]);
    }
  });

  describe("from each source, through the real CLI", () => {
    let repo: TempRepo;
    let home: string;
    beforeAll(() => ensureBuilt(path.resolve(__dirname, "../..")));
    beforeEach(() => {
      repo = makeTempRepo({ "app.py": "def main():\n    pass\n" });
      home = tempDir("kerf-home-");
    });
    afterEach(() => {
      repo.remove();
      removeDir(home);
    });
    const kerf = (args: string[], env: Record<string, string> = {}) =>
      runChild([...args, "--show-repo-map", "--model", "gpt-4o"], {
        cwd: repo.root,
        env: { HOME: home, ...env },
      });

    it.each([
      [["--map-tokens", "-5"], "--map-tokens: expected a whole number from 0 to 10000000, got -5"],
      [["--map-tokens=1e12"], "--map-tokens: expected a whole number from 0 to 10000000, got 1000000000000"],
      [["--max-reflections", "-1"], "--max-reflections: expected a whole number from 0 to 100, got -1"],
      [["--timeout", "0"], "--timeout: expected a positive number up to 86400, got 0"],
      [["--git-timeout", "99999"], "--git-timeout: expected a positive number up to 3600, got 99999"],
      [
        ["--map-multiplier-no-files", "-2"],
        "--map-multiplier-no-files: expected a number from 0 to 100, got -2",
      ],
    ])(
      "the command line: %j exits 2 naming the flag",
      async (args, message) => {
        const run = await kerf(args);
        expect(run.code).toBe(2);
        expect(run.stderr).toBe(`kerf: ${message}\n`);
        expect(run.stdout).toBe("");
      },
      30_000,
    );

    it("a .kerf.conf.yml value exits 2 naming the file and key", async () => {
      writeFileSync(path.join(repo.root, ".kerf.conf.yml"), "max-chat-history-tokens: -3\n");
      const run = await kerf([]);
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(
        `kerf: max-chat-history-tokens in ${path.join(repo.root, ".kerf.conf.yml")}: expected a whole number from 0 to 10000000, got -3\n`,
      );
    }, 30_000);

    it("an environment value exits 2 naming the variable", async () => {
      const run = await kerf([], { KERF_THINKING_TOKENS: "-1" });
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(
        "kerf: KERF_THINKING_TOKENS: expected a whole number from 0 to 10000000, got -1\n",
      );
    }, 30_000);

    it("the ends of a range are accepted", async () => {
      const run = await kerf(["--map-tokens", "10000000", "--max-reflections", "0", "--git-timeout", "3600"]);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain("def main");
    }, 30_000);
  });
});
