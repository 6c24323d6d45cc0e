// --read and /read-only take globs; an entry that names nothing is an error naming it, never an empty
// file sent to the model. Real CLI, real repository, a scripted HTTP model.
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

describe("--read and /read-only with globs", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  beforeEach(async () => {
    repo = makeTempRepo({
      "src/a.py": "A_MARKER = 1\n",
      "src/b.py": "B_MARKER = 2\n",
      "src/c.txt": "C_MARKER\n",
      "CONVENTIONS.md": "Use tabs.\n",
    });
    server = await startScriptedServer([{ kind: "reply", text: "ok" }]);
  });
  afterEach(async () => {
    await server.close();
    repo.remove();
  });
  const kerf = (args: string[], input?: string) =>
    runCli(
      [
        "--no-pretty",
        "--model",
        "gpt-4o",
        "--openai-api-base",
        server.baseUrl,
        "--map-tokens",
        "0",
        "--edit-format",
        "ask",
        ...args,
      ],
      {
        cwd: repo.root,
        env: { HOME: repo.root, OPENAI_API_KEY: "sk" },
        ...(input === undefined ? {} : { input }),
      },
    );
  const sent = () => JSON.stringify(server.requests[0]?.body);

  it("--read 'src/*.py' sends every matching file, and a plain path as it is", async () => {
    const run = await kerf(["--read", "src/*.py", "--read", "CONVENTIONS.md", "-m", "q"]);
    expect(run.code).toBe(0);
    expect(sent()).toContain("A_MARKER = 1");
    expect(sent()).toContain("B_MARKER = 2");
    expect(sent()).toContain("Use tabs.");
    expect(sent()).not.toContain("C_MARKER");
  });

  it("a --read path that does not exist, or a glob that matches nothing, is an error naming it", async () => {
    const missing = await kerf(["--read", "NOTES.md", "-m", "q"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("--read NOTES.md: no such file");
    const none = await kerf(["--read", "lib/*.rs", "-m", "q"]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("--read lib/*.rs: no file matches");
    expect(server.requests).toEqual([]);
  });

  it("/read-only takes a glob; one that matches nothing says so", async () => {
    const run = await kerf([], "/read-only src/*.py\n/read-only docs/*.md\n/ls\n");
    expect(run.stdout).toContain("Added src/a.py to the chat (read-only).");
    expect(run.stdout).toContain("Added src/b.py to the chat (read-only).");
    expect(run.stderr).toContain("No file matches docs/*.md.");
  });
});
