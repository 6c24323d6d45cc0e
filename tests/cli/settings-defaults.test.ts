// Settings end to end through the CLI: a default declared once reaches the coder (max reflections), a
// config file changes it, a wrong-typed value is a usage error naming the key and the source, and a
// shortcut whose name has a digit after a dash (--gpt-5) is read from the command line.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { DEFAULTS } from "../../src/core/defaults";
import { block } from "../helpers/coder-harness";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";

const APP = "x = 1\n";
// Never matches app.py, so every reply goes back to the model as a reflection.
const MISS = block("app.py", "y = 2\n", "y = 3\n");

describe("settings through the CLI", () => {
  let repo: TempRepo;
  let server: ScriptedServer | undefined;
  beforeEach(() => {
    repo = makeTempRepo({ "app.py": APP });
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    repo.remove();
  });
  const conf = (text: string) => writeFileSync(path.join(repo.root, ".kerf.conf.yml"), text);
  const kerf = (args: string[], env: Record<string, string> = {}) =>
    runCli(["--map-tokens", "0", "--turn-preamble", "none", "--no-pretty", ...args], {
      cwd: repo.root,
      env: { HOME: repo.root, OPENAI_API_KEY: "sk-settings-test", ...env },
    });
  const failingRun = async (replies: number) => {
    server = await startScriptedServer(
      Array.from({ length: replies }, () => ({ kind: "reply", text: MISS })),
    );
    return kerf(["--model", "gpt-4o", "--openai-api-base", server.baseUrl, "app.py", "-m", "edit"]);
  };

  it("without the flag, failed edits go back to the model DEFAULTS.maxReflections times", async () => {
    const run = await failingRun(DEFAULTS.maxReflections + 1);
    expect(run.code).toBe(3);
    expect(server?.requests).toHaveLength(DEFAULTS.maxReflections + 1);
    expect(run.stderr).toContain(`stopped after ${DEFAULTS.maxReflections} reflections`);
  });

  it("max-reflections in .kerf.conf.yml changes how often they go back", async () => {
    conf("max-reflections: 1\n");
    const run = await failingRun(2);
    expect(run.code).toBe(3);
    expect(server?.requests).toHaveLength(2);
    expect(run.stderr).toContain("stopped after 1 reflections");
  });

  it("map-tokens: lots in .kerf.conf.yml exits 2 naming the key, the file and the value", async () => {
    conf("map-tokens: lots\n");
    const run = await runCli(["--show-prompts"], { cwd: repo.root, env: { HOME: repo.root } });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `kerf: map-tokens in ${path.join(repo.root, ".kerf.conf.yml")}: expected a number, got "lots"\n`,
    );
  });

  it("KERF_MAP_TOKENS=abc exits 2 naming the variable", async () => {
    const run = await runCli(["--show-prompts"], {
      cwd: repo.root,
      env: { HOME: repo.root, KERF_MAP_TOKENS: "abc" },
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('kerf: KERF_MAP_TOKENS: expected a number, got "abc"\n');
  });

  it("KERF_MAP_TOKENS=0 turns the map off like --map-tokens 0", async () => {
    const run = await runCli(["--show-repo-map"], {
      cwd: repo.root,
      env: { HOME: repo.root, KERF_MAP_TOKENS: "0" },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("The repo map is off (--map-tokens 0).");
  });

  it("--gpt-5 on the command line selects gpt-5 (its options key is gpt5, as commander names it)", async () => {
    server = await startScriptedServer([{ kind: "reply", text: "Nothing to change." }]);
    const run = await kerf(["--gpt-5", "--openai-api-base", server.baseUrl, "-m", "hello"]);
    expect(run.code).toBe(0);
    expect((server.requests[0]?.body as { model?: string }).model).toBe("gpt-5");
  });
});
