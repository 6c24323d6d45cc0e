// End to end through the built CLI (a real child process, so a hang is a timeout, not a stuck test
// runner): a cloned repository ships .kerf/journal.json as a FIFO (and a FIFO lock and commit record).
// kerf starts, warns naming each file and why, sets them aside, and completes a --show-repo-map and a
// scripted -m run that edits and commits.
import { execFileSync } from "node:child_process";
import { lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { block } from "../helpers/coder-harness";
import { ensureBuilt } from "../demo/ensure-built";
import { runChild } from "../helpers/run-child";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";

const ROOT = path.resolve(__dirname, "../..");
const APP = 'def greet(name):\n    return "hi " + name\n';

describe("a cloned repository's .kerf/ full of FIFOs, through the built CLI", () => {
  let repo: TempRepo;
  let server: ScriptedServer | undefined;
  beforeAll(() => ensureBuilt(ROOT), 180_000);
  beforeEach(() => {
    repo = makeTempRepo({ "app.py": APP });
    mkdirSync(path.join(repo.root, ".kerf"));
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    repo.remove();
  });
  const kerfDir = () => readdirSync(path.join(repo.root, ".kerf"));
  const fifo = (name: string) => execFileSync("mkfifo", [path.join(repo.root, ".kerf", name)]);
  const aside = (name: string) => {
    const found = kerfDir().find((entry) => entry.startsWith(`${name}.bad-`));
    return found !== undefined && lstatSync(path.join(repo.root, ".kerf", found)).isFIFO();
  };

  it("--show-repo-map starts, warns about the FIFO journal, sets it aside and prints the map", async () => {
    fifo("journal.json");
    const run = await runChild(["--show-repo-map", "--no-pretty"], {
      cwd: repo.root,
      env: { HOME: repo.root, OPENAI_API_KEY: "sk-test" },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("app.py");
    expect(run.stdout).toContain("def greet(name):");
    expect(run.stderr).toMatch(
      /warning: write journal \.kerf\/journal\.json is a named pipe \(FIFO\), not a regular file; set aside as \.kerf\/journal\.json\.bad-\S+; kerf carries on without it/,
    );
    expect(aside("journal.json")).toBe(true);
    expect(kerfDir()).not.toContain("journal.json");
  }, 30_000);

  it("a scripted -m run edits and commits past a FIFO journal, lock and commit record, warning for each", async () => {
    for (const name of ["journal.json", "lock", "commits.json"]) fifo(name);
    server = await startScriptedServer([
      { kind: "reply", text: block("app.py", '    return "hi " + name\n', '    return "hello " + name\n') },
      { kind: "reply", text: "feat: greet with hello" },
    ]);
    const run = await runChild(
      [
        ...["--model", "gpt-4o", "--openai-api-base", server.baseUrl, "--map-tokens", "0"],
        ...["--turn-preamble", "none", "--no-pretty", "app.py", "-m", "say hello"],
      ],
      { cwd: repo.root, env: { HOME: repo.root, OPENAI_API_KEY: "sk-test" } },
    );
    expect(run.code).toBe(0);
    expect(repo.read("app.py")).toBe(APP.replace('"hi "', '"hello "'));
    expect(repo.git("log", "-1", "--format=%s").trim()).toBe("feat: greet with hello");
    for (const [what, name] of [
      ["write journal", "journal.json"],
      ["project lock", "lock"],
      ["record of kerf's commits", "commits.json"],
    ]) {
      expect(run.stderr).toContain(
        `warning: ${what} .kerf/${name} is a named pipe (FIFO), not a regular file`,
      );
      expect(aside(name as string)).toBe(true);
    }
    // The fresh record kerf wrote makes the commit undoable again.
    expect(lstatSync(path.join(repo.root, ".kerf", "commits.json")).isFile()).toBe(true);
  }, 60_000);
});
