// A file given with --read is reference material: a reply's edit to it lands only after a person says
// yes at a prompt, like a secret store. --yes-always does not answer for it, and a piped run refuses the
// edit for that block, saying why; the reply's other blocks still land.
import { block } from "../helpers/coder-harness";
import { runCli } from "../helpers/run-cli";
import { withServer } from "../helpers/scripted-server";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const APP = 'def greet(name):\n    return "hi " + name\n';
const NOTES = "# Notes\nkeep this\n";
const REPLY = `${block("notes.md", "keep this\n", "overwritten\n")}\n${block("app.py", '    return "hi " + name\n', '    return "hello " + name\n')}`;
const ASKED = "notes.md was given as read-only (--read). Let the model edit it?";

describe("an edit to a --read file", () => {
  let repo: TempRepo;
  beforeEach(() => (repo = makeTempRepo({ "app.py": APP, "notes.md": NOTES })));
  afterEach(() => repo.remove());
  const kerf = (baseUrl: string, args: string[], extra: { stdinTty?: boolean; input?: string } = {}) =>
    runCli(
      [
        "--model",
        "gpt-4o",
        "--edit-format",
        "diff",
        "--map-tokens",
        "0",
        "--no-pretty",
        "--no-auto-commits",
      ].concat(["--read", "notes.md", "app.py", "-m", "go", ...args]),
      {
        cwd: repo.root,
        env: { HOME: repo.root, OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: baseUrl },
        ...extra,
      },
    );

  it.each([
    ["--yes-always, piped", ["--yes-always"]],
    ["--yes-always, piped, --json", ["--yes-always", "--json"]],
    ["piped, no --yes-always", []],
  ])("%s: refused for its block with the reason; the other block lands", async (_how, args) => {
    await withServer([{ kind: "reply", text: REPLY }], async (server) => {
      const run = await kerf(server.baseUrl, args);
      expect(run.code).toBe(3); // an edit refused by a "no" nobody typed
      expect(repo.read("notes.md")).toBe(NOTES);
      expect(repo.read("app.py")).toBe(APP.replace('"hi "', '"hello "'));
      expect(run.stderr).toContain(
        `${ASKED} (y/N) no — stdin is not interactive, and only a person may answer this (not --yes-always)`,
      );
      expect(server.remaining()).toBe(0);
    });
  });

  it("--yes-always on a terminal still asks: yes edits it, no keeps it", async () => {
    await withServer(
      [
        { kind: "reply", text: REPLY },
        { kind: "reply", text: REPLY },
      ],
      async (server) => {
        const no = await kerf(server.baseUrl, ["--yes-always"], { stdinTty: true, input: "n\n" });
        expect(no.stderr).toContain(ASKED);
        expect(repo.read("notes.md")).toBe(NOTES);
        expect(repo.read("app.py")).toBe(APP.replace('"hi "', '"hello "'));
        repo.write("app.py", APP);
        const yes = await kerf(server.baseUrl, ["--yes-always"], { stdinTty: true, input: "y\n" });
        expect(yes.code).toBe(0);
        expect(yes.stderr).toContain(ASKED);
        expect(repo.read("notes.md")).toBe("# Notes\noverwritten\n");
        expect(repo.read("app.py")).toBe(APP.replace('"hi "', '"hello "'));
      },
    );
  });
});
