// `--edit-format context` with a model that is normally sent no repo map: the context coder sends one
// (Aider's does: the map is what the model chooses files from), and the start block says so with the
// ceiling the request is built with. The start block and the recorded request body are both checked,
// from one CLI run against a scripted HTTP server and a real git repository.
import { mapBudget } from "../../src/repomap/map-tokens";
import { formatTokens } from "../../src/models/format-tokens";
import { removeDir, tempDir } from "../helpers/file-tree";
import { runCli } from "../helpers/run-cli";
import { bodies, withServer } from "../helpers/scripted-server";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

jest.setTimeout(60_000);

const FILES = {
  "src/cli.py": "def parse_args(argv):\n    return argv\n",
  "src/log.py": "def log_line(message):\n    print(message)\n",
};
const NAMED = { kind: "reply" as const, text: "- src/log.py: the only file\n" };
// An unknown model: no repo map unless something asks for one.
const MODEL = "my-local-model";

describe("the repo map of a context session", () => {
  let repo: TempRepo;
  let home: string;
  beforeEach(() => {
    repo = makeTempRepo(FILES);
    home = tempDir("kerf-home-");
  });
  afterEach(() => {
    repo.remove();
    removeDir(home);
  });

  /** One message; returns the start block's repo-map line and the first request's whole text. */
  const turn = (args: string[]) =>
    // The second reply confirms the set the first named (context mode checks a new set once).
    withServer([NAMED, NAMED], async (server) => {
      const argv = [
        "--no-pretty",
        "--model",
        MODEL,
        "--openai-api-base",
        server.baseUrl,
        "--no-auto-commits",
      ];
      const run = await runCli([...argv, ...args, "-m", "where are lines logged?"], {
        cwd: repo.root,
        env: { HOME: home, OPENAI_API_KEY: "k" },
      });
      expect(run.code).toBe(0);
      const line = run.stdout.split("\n").find((l) => l.startsWith("repo map")) ?? "";
      return { line, request: JSON.stringify(bodies(server)[0]) };
    });

  it("is on, with the no-files ceiling, in the block and in the request", async () => {
    const { line, request } = await turn(["--edit-format", "context"]);
    const ceiling = mapBudget({ contextWindow: 128_000, chatFileCount: 0 });
    expect(line).toBe(`repo map     2 files, up to ${formatTokens(ceiling)} tokens, auto refresh`);
    expect(request).toContain("def log_line(message)");
    expect(request).toContain("def parse_args(argv)");
  });

  it("the same model in an editing format is sent none, and the block says off", async () => {
    const { line, request } = await turn(["--edit-format", "whole"]);
    expect(line).toBe(`repo map     off (${MODEL} is sent none; --map-tokens N sends one)`);
    expect(request).not.toContain("log_line");
  });

  it("--map-tokens 0 turns it off in context mode too, in the block and in the request", async () => {
    const { line, request } = await turn(["--edit-format", "context", "--map-tokens", "0"]);
    expect(line).toBe("repo map     off (--map-tokens 0)");
    expect(request).not.toContain("log_line");
  });

  it("--show-repo-map sizes the map as the request would: context mode's no-files ceiling with a chat file", async () => {
    const show = (format: string) =>
      runCli(["--model", MODEL, "--edit-format", format, "--show-repo-map", "src/cli.py"], {
        cwd: repo.root,
        env: { HOME: home, OPENAI_API_KEY: "k" },
      });
    const ceiling = (files: number) => mapBudget({ contextWindow: 128_000, chatFileCount: files });
    expect((await show("context")).stderr).toMatch(new RegExp(` tokens of ${ceiling(0)}; `));
    expect((await show("whole")).stderr).toMatch(new RegExp(` tokens of ${ceiling(1)}; `));
  });
});
