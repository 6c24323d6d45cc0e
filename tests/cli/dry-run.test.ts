// `--dry-run` says, per file, that it was not written: under each diff on the terminal (Aider's "Did not
// apply edit to app.py (--dry-run)") and as `written: false` on each `file-changed` event under --json.
import { block } from "../helpers/coder-harness";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import { APP } from "../helpers/greet-fixtures";
import { parseEvent } from "../helpers/json-events";

const UTIL = "def shout(text):\n    return text\n";
const REPLY =
  block("app.py", '    return "hi " + name\n', '    return "hello " + name\n') +
  "\n" +
  block("util.py", "    return text\n", "    return text.upper()\n");

describe("--dry-run names each file it did not write", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  afterEach(async () => {
    await server?.close();
    repo?.remove();
  });
  const kerf = async (extra: string[], dryRun = true) => {
    repo = makeTempRepo({ "app.py": APP, "util.py": UTIL });
    server = await startScriptedServer([{ kind: "reply", text: REPLY }]);
    const flags = [
      "--no-pretty",
      "--model",
      "gpt-4o",
      "--openai-api-base",
      server.baseUrl,
      "--map-tokens",
      "0",
    ];
    return runCli(
      [
        ...flags,
        "--edit-format",
        "diff",
        ...(dryRun ? ["--dry-run"] : []),
        ...extra,
        "-m",
        "go",
        "app.py",
        "util.py",
      ],
      {
        cwd: repo.root,
        env: { HOME: repo.root, OPENAI_API_KEY: "sk-dry-run" },
      },
    );
  };

  it("on the terminal: one line under each file's diff; nothing written", async () => {
    const run = await kerf([]);
    expect(run.code).toBe(0);
    const app = run.stdout.indexOf('+    return "hello " + name');
    const appSaid = run.stdout.indexOf("Did not apply edit to app.py (--dry-run)");
    const util = run.stdout.indexOf("+    return text.upper()");
    const utilSaid = run.stdout.indexOf("Did not apply edit to util.py (--dry-run)");
    expect([app, appSaid, util, utilSaid].every((at) => at >= 0)).toBe(true);
    expect(app < appSaid && appSaid < util && util < utilSaid).toBe(true);
    expect(repo.read("app.py")).toBe(APP);
    expect(repo.read("util.py")).toBe(UTIL);
    expect(repo.git("status", "--porcelain").trim()).toBe("");
  });

  it("under --json: each file-changed event says written: false", async () => {
    const run = await kerf(["--json"]);
    expect(run.code).toBe(0);
    const events = run.stdout
      .trim()
      .split("\n")
      .map((line) => parseEvent(line) as Record<string, unknown>);
    const changed = events.filter((event) => event.event === "file-changed");
    expect(
      changed.map((event) => [(event.change as { path: string }).path, event.written, event.note]),
    ).toEqual([
      ["app.py", false, "Did not apply edit to app.py (--dry-run)"],
      ["util.py", false, "Did not apply edit to util.py (--dry-run)"],
    ]);
    expect(repo.read("app.py")).toBe(APP);
  });

  it("without --dry-run the same reply is written and says nothing of the kind", async () => {
    const run = await kerf(["--no-auto-commits", "--json"], false);
    expect(run.code).toBe(0);
    const changed = run.stdout
      .trim()
      .split("\n")
      .map((line) => parseEvent(line) as Record<string, unknown>)
      .filter((event) => event.event === "file-changed");
    expect(changed.map((event) => event.written)).toEqual([true, true]);
    expect(run.stdout).not.toContain("Did not apply");
    expect(repo.read("app.py")).toContain('"hello "');
  });
});
