// The repo-map flags through the CLI: `--map-tokens 0` leaves the map out of the prompts, and
// `--map-refresh manual` keeps showing the old map after a file changes until /map-refresh.
import { messageText, type ChatMessage } from "../../src/core/chat-message";
import { EditBlockPrompts } from "../../src/prompts";
import { removeDir, tempDir } from "../helpers/file-tree";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { pipedSession, type PipedSession } from "./repl/session-harness";

const FILES = {
  "app.py": "from shapes import Invoice\n\n\ndef main():\n    print(Invoice([3]).total())\n",
  "shapes.py": "class Invoice:\n    def __init__(self, items):\n        self.items = items\n",
};
const PREFIX = new EditBlockPrompts().repoContentPrefix.trimEnd();

describe("--map-tokens with --show-prompts", () => {
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

  async function repoChunk(mapTokens: string): Promise<string[]> {
    const argv = ["--show-prompts", "--model", "gpt-4o", "--map-tokens", mapTokens, "app.py", "-m", "Go."];
    const run = await runCli(argv, { cwd: repo.root, env: { HOME: home } });
    expect([run.code, run.stderr]).toEqual([0, ""]);
    const messages = JSON.parse(run.stdout) as ChatMessage[];
    return messages
      .map(messageText)
      .filter((text) => text.includes(PREFIX) || text.includes("class Invoice"));
  }

  it("a budget puts the map of the other files after the repo prefix", async () => {
    expect(await repoChunk("1024")).toEqual([
      `${PREFIX}\n\nshapes.py:\n│class Invoice:\n│    def __init__(self, items):\n⋮\n`,
    ]);
  });

  it("0 leaves the map, and its prefix, out of the prompts", async () => {
    expect(await repoChunk("0")).toEqual([]);
  });

  it("0 turns --show-repo-map into a note on stderr", async () => {
    const run = await runCli(["--show-repo-map", "--map-tokens", "0"], {
      cwd: repo.root,
      env: { HOME: home },
    });
    expect(run).toEqual({ code: 0, stdout: "", stderr: "The repo map is off (--map-tokens 0).\n" });
  });
});

describe("--map-refresh in the session", () => {
  let s: PipedSession;
  afterEach(() => s?.close());

  const NEW_DEF = "│def brand_new_helper():";
  // Shows the map, appends a function to shapes.py, shows it again, forces a rebuild, shows it again.
  // (Piped stdin answers /run's question with no by itself.)
  const LINES = [
    "/map",
    "/run printf 'def brand_new_helper():\\n    return 1\\n' >> shapes.py",
    "/map",
    "/map-refresh",
    "/map",
    "/exit",
  ];
  const count = (text: string, part: string) => text.split(part).length - 1;
  /** The definition counts each /map reports on stderr, in order. */
  const shown = (stderr: string) => [...stderr.matchAll(/(\d+) definitions shown/g)].map((m) => Number(m[1]));

  it("manual: a changed file shows in the map only after /map-refresh", async () => {
    s = await pipedSession([], FILES);
    const run = await s.run(LINES, ["--map-tokens", "1024", "--map-refresh", "manual"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("The repo map was rebuilt:");
    expect(shown(run.stderr)).toEqual([3, 3, 4]);
    // Three /map outputs: before the change, after it (still the old map), after the refresh.
    expect(count(run.stdout, "│class Invoice:")).toBe(3);
    expect(count(run.stdout, NEW_DEF)).toBe(1);
  });

  it("auto: the changed file shows at the next /map", async () => {
    s = await pipedSession([], FILES);
    const run = await s.run(LINES, ["--map-tokens", "1024", "--map-refresh", "auto"]);
    expect(run.code).toBe(0);
    expect(count(run.stdout, "│class Invoice:")).toBe(3);
    expect(count(run.stdout, NEW_DEF)).toBe(2);
    expect(shown(run.stderr)).toEqual([3, 4, 4]);
  });
});
