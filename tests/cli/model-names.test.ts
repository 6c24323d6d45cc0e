// The name in the request body is the name typed, less a routing prefix, for every model role and
// every settings source; only a whole alias word expands, and that is said once. Real CLI, scripted
// HTTP server on loopback, real git.
import { block } from "../helpers/coder-harness";
import { runCli, type CliRun } from "../helpers/run-cli";
import { bodies, withServer } from "../helpers/scripted-server";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import type { ScriptedServer } from "../../replay/scripted-server";
import type { ScriptEntry } from "../../replay/script-step";
import { parseEvent } from "../helpers/json-events";

const APP = "x = 1\n";
const OK: ScriptEntry[] = [{ kind: "reply", text: "ok" }];

describe("the model name sent", () => {
  let repo: TempRepo;
  beforeEach(() => {
    repo = makeTempRepo({ "app.py": APP });
  });
  afterEach(() => repo.remove());

  const kerf = (args: string[], env: Record<string, string> = {}): Promise<CliRun> =>
    runCli(["--no-pretty", "--map-tokens", "0", "--turn-preamble", "none", ...args], {
      cwd: repo.root,
      env: { HOME: repo.root, ...env },
    });
  const ask = (server: ScriptedServer, model: string, more: string[] = []) =>
    kerf([
      "--openai-api-base",
      server.baseUrl,
      "--model",
      model,
      "--edit-format",
      "ask",
      ...more,
      "-m",
      "hi",
    ]);
  const sent = (server: ScriptedServer) => bodies(server).map((body) => body.model);

  it.each(["qwen2.5-coder:32b", "deepseek-r1", "claude-3.5-sonnet", "Org/Coder-7B-Instruct"])(
    "with --openai-api-base, %s reaches the server as typed",
    (model) =>
      withServer(OK, async (server) => {
        const run = await ask(server, model);
        expect([run.code, run.stderr]).toEqual([0, ""]);
        expect(sent(server)).toEqual([model]);
        expect(run.stdout).toContain(`${model} via ${server.baseUrl} (no key needed)`);
      }),
  );

  it("ollama_chat/qwen2.5-coder:32b reaches OLLAMA_API_BASE as qwen2.5-coder:32b", () =>
    withServer(OK, async (server) => {
      const run = await kerf(
        ["--model", "ollama_chat/qwen2.5-coder:32b", "--edit-format", "ask", "-m", "hi"],
        {
          OLLAMA_API_BASE: new URL(server.baseUrl).origin,
        },
      );
      expect([run.code, run.stderr]).toEqual([0, ""]);
      expect(server.requests.map((request) => request.path)).toEqual(["/v1/chat/completions"]);
      expect(sent(server)).toEqual(["qwen2.5-coder:32b"]);
      expect(run.stdout).toMatch(/^weak model +qwen2\.5-coder:32b$/m);
    }));

  it("an alias word expands, and the expansion is said once on stderr", () =>
    withServer(OK, async (server) => {
      const run = await ask(server, "r1", ["--editor-model", "r1"]);
      expect(run.code).toBe(0);
      expect(sent(server)).toEqual(["deepseek-reasoner"]);
      expect(run.stderr).toBe("model alias r1 → deepseek-reasoner\n");
      expect(run.stdout).not.toContain("alias");
    }));

  it("--json says the expansion as an info event, not as text", () =>
    withServer(OK, async (server) => {
      const run = await ask(server, "sonnet", ["--json"]);
      expect([run.code, run.stderr]).toEqual([0, ""]);
      expect(sent(server)).toEqual(["claude-sonnet-5-5"]);
      const events = run.stdout
        .trim()
        .split("\n")
        .map((line) => parseEvent(line) as { event: string; message?: string });
      expect(events.filter((event) => event.event === "info")).toEqual([
        { event: "info", v: 1, message: "model alias sonnet → claude-sonnet-5-5" },
      ]);
    }));

  it("a weak model given as a variant spelling writes the commit message under that name", () =>
    withServer(
      [
        { kind: "reply", text: block("app.py", "x = 1\n", "x = 2\n") },
        { kind: "reply", text: "chore: set x to 2" },
      ],
      async (server) => {
        const run = await kerf([
          "--openai-api-base",
          server.baseUrl,
          "--model",
          "claude-3.5-sonnet",
          "--weak-model",
          "deepseek-r1",
          "app.py",
          "-m",
          "set x to 2",
        ]);
        expect([run.code, run.stderr]).toEqual([0, ""]);
        expect(sent(server)).toEqual(["claude-3.5-sonnet", "deepseek-r1"]);
        expect(repo.git("log", "-1", "--format=%s").trim()).toBe("chore: set x to 2");
      },
    ));

  it("the weak and editor models of a variant spelling are the model typed, not the table's others", () =>
    withServer(OK, async (server) => {
      const run = await ask(server, "deepseek-r1");
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^weak model +deepseek-r1$/m);
      expect(run.stdout).toMatch(/^editor model +deepseek-r1 · edit format diff/m);
    }));

  it("names from the environment and the config file are sent as typed too", () =>
    withServer([...OK, ...OK], async (server) => {
      const base = ["--openai-api-base", server.baseUrl, "--edit-format", "ask", "-m", "hi"];
      expect((await kerf(base, { KERF_MODEL: "qwen2.5-coder:32b" })).code).toBe(0);
      repo.write(".kerf.conf.yml", "model: claude-3.5-sonnet\n");
      expect((await kerf(base)).code).toBe(0);
      expect(sent(server)).toEqual(["qwen2.5-coder:32b", "claude-3.5-sonnet"]);
    }));
});
