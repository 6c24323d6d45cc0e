// The model name a server receives is the name typed, less a routing prefix: a local Ollama, vLLM or
// LiteLLM server answers 404 to any other. Only a whole alias word (`sonnet`) is expanded, and the start
// block says so. Settings are still found for provider spellings (`claude-3.5-sonnet`).
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

describe("the model name sent", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  beforeEach(async () => {
    repo = makeTempRepo({ "app.py": "x = 1\n" });
    server = await startScriptedServer([{ kind: "reply", text: "ok" }]);
  });
  afterEach(async () => {
    await server.close();
    repo.remove();
  });
  const kerf = (args: string[], env: Record<string, string> = {}) =>
    runCli(["--no-pretty", "--map-tokens", "0", "--edit-format", "ask", "-m", "hello", ...args], {
      cwd: repo.root,
      env: { HOME: repo.root, ...env },
    });
  const sent = () => server.requests.map((r) => (r.body as { model: string }).model);

  it.each(["qwen2.5-coder:32b", "deepseek-r1", "claude-3.5-sonnet", "Qwen/Qwen2.5-Coder-32B-Instruct"])(
    "%s reaches an --openai-api-base server as typed",
    async (name) => {
      const run = await kerf(["--model", name, "--openai-api-base", server.baseUrl]);
      expect(run.code).toBe(0);
      expect(sent()).toEqual([name]);
      expect(run.stderr).not.toMatch(/alias/);
      // Its weak model (commit messages, summaries) is the model typed too: the server knows no other.
      expect(run.stdout.split("\n").find((l) => l.startsWith("weak model"))).toBe(`weak model   ${name}`);
    },
  );

  it.each(["OPENAI_API_BASE", "OPENAI_BASE_URL"])(
    "a gateway named by %s gives a model its roles as --openai-api-base does (one rule)",
    async (variable) => {
      // A family rule would give claude-opus-6 claude-haiku-5-5 as its weak model; the gateway knows only
      // the name typed.
      const run = await kerf(["--model", "claude-opus-6"], { [variable]: server.baseUrl });
      expect(run.code).toBe(0);
      expect(sent()).toEqual(["claude-opus-6"]);
      expect(run.stdout).toMatch(/^weak model +claude-opus-6$/m);
      expect(run.stdout).toMatch(new RegExp(`^model +claude-opus-6 via ${server.baseUrl} `, "m"));
    },
  );

  it("strips only the routing prefix (ollama_chat/ via OLLAMA_API_BASE)", async () => {
    const run = await kerf(["--model", "ollama_chat/qwen2.5-coder:32b"], {
      OLLAMA_API_BASE: new URL(server.baseUrl).origin,
    });
    expect(run.code).toBe(0);
    expect(sent()).toEqual(["qwen2.5-coder:32b"]);
  });

  it("finds the settings of a provider spelling without sending it", async () => {
    const run = await kerf([
      "--model",
      "claude-3.5-sonnet",
      "--openai-api-base",
      server.baseUrl,
      "--edit-format",
      "diff",
    ]);
    expect(run.code).toBe(0);
    expect(sent()).toEqual(["claude-3.5-sonnet"]);
    // The weak and editor models of a gateway's model are the model typed, not the table's names.
    expect(run.stdout).toMatch(/^weak model +claude-3\.5-sonnet/m);
  });

  it("expands an alias word and says so once", async () => {
    const run = await kerf(["--model", "sonnet", "--openai-api-base", server.baseUrl]);
    expect(run.code).toBe(0);
    expect(sent()).toEqual(["claude-sonnet-5-5"]);
    expect(run.stderr.match(/^model alias sonnet → claude-sonnet-5-5$/gm)).toHaveLength(1);
  });
});
