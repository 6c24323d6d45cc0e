// Providers by name through the real CLI: a scripted HTTP server stands in for the provider (its base
// URL variable, e.g. OPENROUTER_API_BASE, points at loopback), a real temp repository, real git.
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const OPENROUTER = "openrouter/anthropic/claude-sonnet-4-5";

describe("kerf --model provider/name", () => {
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
  const base = (path: string) => `${new URL(server.baseUrl).origin}${path}`;
  const kerf = (args: string[], env: Record<string, string>) =>
    runCli(["--no-pretty", "--map-tokens", "0", "--edit-format", "ask", "-m", "hello", ...args], {
      cwd: repo.root,
      env: { HOME: repo.root, ...env },
    });
  const sentModel = () => (server.requests[0]?.body as { model: string }).model;

  it("routes to the provider's base with its key, sends the name without the routing prefix, and says so", async () => {
    const run = await kerf(["--model", OPENROUTER], {
      OPENROUTER_API_KEY: "sk-or-test",
      OPENROUTER_API_BASE: base("/api/v1"),
      OPENAI_API_KEY: "sk-not-this",
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^model +anthropic\/claude-sonnet-4-5 via openrouter at http:\/\/127\.0\.0\.1:\d+\/api\/v1 \(from OPENROUTER_API_BASE; key from OPENROUTER_API_KEY\) · edit format ask/m,
    );
    expect(run.stdout).toMatch(/^weak model +anthropic\/claude-haiku-4-5$/m);
    expect(server.requests[0]?.path).toBe("/api/v1/chat/completions");
    expect(sentModel()).toBe("anthropic/claude-sonnet-4-5");
    expect(server.requests[0]?.headers.authorization).toBe("Bearer sk-or-test");
  });

  it("takes the key from --api-key provider=KEY", async () => {
    const run = await kerf(["--model", OPENROUTER, "--api-key", "openrouter=sk-flag"], {
      OPENROUTER_API_BASE: base("/api/v1"),
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("/api/v1 (from OPENROUTER_API_BASE; key from --api-key openrouter=…)");
    expect(server.requests[0]?.headers.authorization).toBe("Bearer sk-flag");
    expect(run.stdout).not.toContain("sk-flag");
  });

  it("takes variables from --set-env NAME=VALUE", async () => {
    const run = await kerf(
      [
        "--model",
        "deepseek/deepseek-chat",
        "--set-env",
        "DEEPSEEK_API_KEY=sk-ds",
        "--set-env",
        `DEEPSEEK_API_BASE=${base("/ds/v1")}`,
      ],
      {},
    );
    expect(run.code).toBe(0);
    expect(server.requests[0]?.path).toBe("/ds/v1/chat/completions");
    expect(server.requests[0]?.headers.authorization).toBe("Bearer sk-ds");
    expect(sentModel()).toBe("deepseek-chat");
  });

  it("a missing key stops before any request and names the variable to set", async () => {
    const run = await kerf(["--model", OPENROUTER], {
      OPENAI_API_KEY: "sk-other",
      OPENROUTER_API_BASE: base("/api/v1"),
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("via openrouter (no key: set OPENROUTER_API_KEY)");
    expect(run.stderr).toContain("No API key for openrouter: set OPENROUTER_API_KEY");
    expect(server.requests).toEqual([]);
  });

  it("--openai-api-base wins over the provider's base, and the prefix is still stripped", async () => {
    const run = await kerf(
      ["--model", OPENROUTER, "--openai-api-base", server.baseUrl, "--openai-api-key", "sk-gw"],
      {},
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      `anthropic/claude-sonnet-4-5 via ${server.baseUrl} (key from --openai-api-key)`,
    );
    expect(sentModel()).toBe("anthropic/claude-sonnet-4-5");
  });

  it("--reasoning-effort reaches a model that takes it; a model that does not gets a warning, not the field", async () => {
    const env = { OPENAI_API_KEY: "sk", OPENAI_BASE_URL: server.baseUrl };
    const o3 = await kerf(["--model", "o3", "--reasoning-effort", "high"], env);
    expect(o3.code).toBe(0);
    expect((server.requests[0]?.body as Record<string, unknown>).reasoning_effort).toBe("high");
    await server.close();
    server = await startScriptedServer([{ kind: "reply", text: "ok" }]);
    const gpt4o = await kerf(["--model", "gpt-4o", "--reasoning-effort", "high"], {
      ...env,
      OPENAI_BASE_URL: server.baseUrl,
    });
    expect(gpt4o.code).toBe(0);
    expect(gpt4o.stderr).toContain("warning: gpt-4o does not take --reasoning-effort: not sent");
    expect((server.requests[0]?.body as Record<string, unknown>).reasoning_effort).toBeUndefined();
  });

  it("an --api-key for an unknown provider is a usage error", async () => {
    const run = await kerf(["--api-key", "nosuch=abc"], { OPENAI_API_KEY: "sk" });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('unknown provider "nosuch"');
  });

  it("model shortcuts go through the alias table: --sonnet reaches Anthropic as the current Sonnet", async () => {
    const run = await kerf(["--sonnet"], { ANTHROPIC_API_KEY: "sk-ant", ANTHROPIC_API_BASE: base("/v1") });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^model +claude-sonnet-5-5 via anthropic at http:\/\/127\.0\.0\.1:\d+\/v1 \(from ANTHROPIC_API_BASE; key from ANTHROPIC_API_KEY\)/m,
    );
    expect(sentModel()).toBe("claude-sonnet-5-5");
    expect(server.requests[0]?.headers.authorization).toBe("Bearer sk-ant");
  });

  it("--mini is gpt-4o-mini; --model given alongside a shortcut wins", async () => {
    const env = { OPENAI_API_KEY: "sk", OPENAI_BASE_URL: server.baseUrl };
    expect((await kerf(["--mini"], env)).code).toBe(0);
    expect(sentModel()).toBe("gpt-4o-mini");
    await server.close();
    server = await startScriptedServer([{ kind: "reply", text: "ok" }]);
    expect((await kerf(["--4o", "--model", "o3"], { ...env, OPENAI_BASE_URL: server.baseUrl })).code).toBe(0);
    expect(sentModel()).toBe("o3");
  });
});
