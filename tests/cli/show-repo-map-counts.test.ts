// `--show-repo-map` ends with a count line on stderr whose nouns agree with their numbers: "1 definition
// shown", not "1 definitions shown". Through the CLI in a real git repository.
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

let repo: TempRepo;
afterEach(() => repo.remove());

async function countLine(files: Record<string, string>): Promise<string> {
  repo = makeTempRepo(files);
  const run = await runCli(["--model", "gpt-4o", "--show-repo-map", "--map-tokens", "1024", "a.py"], {
    cwd: repo.root,
    env: { HOME: repo.root },
  });
  expect(run.code).toBe(0);
  return run.stderr.trim();
}

describe("--show-repo-map's count line", () => {
  it("one definition shown: singular", async () => {
    const line = await countLine({ "a.py": "x = 1\n", "c.py": "def gamma():\n    return 3\n" });
    expect(line).toMatch(/; 2 files, 1 definition shown\.$/);
  });

  it("several definitions shown: plural", async () => {
    const line = await countLine({
      "a.py": "x = 1\n",
      "c.py": "def gamma():\n    return 3\n\n\ndef delta():\n    return 4\n",
    });
    expect(line).toMatch(/; 2 files, 2 definitions shown\.$/);
  });
});
