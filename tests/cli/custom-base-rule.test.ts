// One rule for a custom OpenAI-compatible base, given as OPENAI_API_BASE / OPENAI_BASE_URL or as
// --openai-api-base: the same protocol either way (gpt-5-codex → Responses), the URL in the start-up
// block, a provider's own variables winning for its own models, and a 404 on the protocol's path that
// names the protocol to try. Real CLI, loopback servers speaking each protocol, real git.
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

let repo: TempRepo;
let servers: ScriptedServer[] = [];
beforeEach(() => {
  repo = makeTempRepo({ "app.py": "x = 1\n" });
});
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
  repo.remove();
});

async function serve(steps: Parameters<typeof startScriptedServer>[0]): Promise<ScriptedServer> {
  const server = await startScriptedServer(steps);
  servers.push(server);
  return server;
}

const kerf = (args: string[], env: Record<string, string>) =>
  runCli(["--no-pretty", "--map-tokens", "0", "--edit-format", "ask", ...args, "-m", "hi"], {
    cwd: repo.root,
    env: { HOME: repo.root, ...env },
  });

const spellings = (base: string) =>
  [
    ["OPENAI_API_BASE", [], { OPENAI_API_BASE: base }],
    ["OPENAI_BASE_URL", [], { OPENAI_BASE_URL: base }],
    ["--openai-api-base", ["--openai-api-base", base], {}],
  ] as const;

describe("a custom OpenAI-compatible base", () => {
  it("takes gpt-5-codex over Responses and shows its URL, whichever way it is named", async () => {
    const steps: { kind: "reply"; text: string }[] = [];
    const server = await serve(steps);
    for (const [name, args, env] of spellings(server.baseUrl)) {
      steps.push({ kind: "reply", text: "ok" });
      const before = server.requests.length;
      const run = await kerf(["--model", "gpt-5-codex", ...args], { OPENAI_API_KEY: "sk-test", ...env });
      expect([name, run.code]).toEqual([name, 0]);
      expect(server.requests.slice(before).map((request) => request.path)).toEqual(["/v1/responses"]);
      expect(run.stdout).toMatch(
        new RegExp(`^model +gpt-5-codex via ${server.baseUrl} \\(key from OPENAI_API_KEY\\)`, "m"),
      );
      expect(run.stdout).toMatch(/^protocol +OpenAI Responses$/m);
    }
  });

  it("a Claude model goes to Anthropic when ANTHROPIC_BASE_URL and ANTHROPIC_API_KEY are set, whichever way the base is named", async () => {
    const gateway = await serve([]);
    const steps: { kind: "reply"; text: string }[] = [];
    const anthropic = await serve(steps);
    for (const [name, args, env] of spellings(gateway.baseUrl)) {
      steps.push({ kind: "reply", text: "ok" });
      const before = anthropic.requests.length;
      const run = await kerf(["--model", "claude-sonnet-5-5", ...args], {
        OPENAI_API_KEY: "sk-test",
        ANTHROPIC_API_KEY: "sk-ant-test",
        ANTHROPIC_BASE_URL: anthropic.origin,
        ...env,
      });
      expect([name, run.code]).toEqual([name, 0]);
      expect(anthropic.requests.slice(before).map((request) => request.path)).toEqual(["/v1/messages"]);
      // The variable moved Anthropic's base: the start block shows where the requests go.
      expect(run.stdout).toContain(
        `claude-sonnet-5-5 via anthropic at ${anthropic.origin} (from ANTHROPIC_BASE_URL; key from ANTHROPIC_API_KEY)`,
      );
    }
    expect(gateway.requests).toEqual([]);
  });

  it("a Claude model with no Anthropic variables set goes to the base, over chat completions", async () => {
    const gateway = await serve([{ kind: "reply", text: "ok" }]);
    const run = await kerf(["--model", "claude-sonnet-5-5"], {
      OPENAI_API_KEY: "sk-test",
      OPENAI_API_BASE: gateway.baseUrl,
    });
    expect(run.code).toBe(0);
    expect(gateway.requests.map((request) => request.path)).toEqual(["/v1/chat/completions"]);
  });

  it("a 404 that says only v1/responses serves the model names --api responses", async () => {
    const message = "This model is only supported in v1/responses and not in v1/chat/completions.";
    const gateway = await serve([
      { kind: "error", status: 404, message, errorType: "invalid_request_error" },
    ]);
    const run = await kerf(["--model", "gateway-coder", "--openai-api-base", gateway.baseUrl], {
      OPENAI_API_KEY: "sk-test",
    });
    expect(run.code).not.toBe(0);
    expect(gateway.requests).toHaveLength(1);
    expect(run.stderr).toContain("HTTP 404");
    expect(run.stderr).toContain(
      `(POST ${gateway.baseUrl}/chat/completions, OpenAI chat completions: if this server speaks another ` +
        "protocol for this model, try --api responses)",
    );
  });

  it("any other 404 on the protocol's path names both other protocols", async () => {
    const gateway = await serve([{ kind: "error", status: 404, message: "Not Found" }]);
    const run = await kerf(
      ["--model", "gpt-4o", "--api", "responses", "--openai-api-base", gateway.baseUrl],
      {
        OPENAI_API_KEY: "sk-test",
      },
    );
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain("try --api chat or --api anthropic)");
  });
});
