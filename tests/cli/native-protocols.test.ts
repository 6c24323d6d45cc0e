// Claude and the Codex models through the real CLI, as a user with a paid key runs them: `--sonnet
// --cache-prompts` speaks Anthropic Messages (with breakpoints that really cache), `--model gpt-5-codex`
// speaks the Responses API, a gateway keeps chat completions, and the output names the protocol and
// what the cache did. The provider is a loopback server its base URL variable points at.
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import { countText } from "../../src/models/tokens";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

type Block = { type: string; text: string; cache_control?: unknown };
type AnthropicBody = { system?: Block[]; messages: { role: string; content: Block[] }[]; max_tokens: number };

/** A project big enough that the stable prefix passes Anthropic's 1,024-token minimum. */
function project(): Record<string, string> {
  const files: Record<string, string> = { "app.py": "def greet(name):\n    return 'hi ' + name\n" };
  for (let i = 0; i < 30; i++) {
    files[`lib/module_${i}.py`] =
      `class Service${i}:\n    def run_${i}(self, value: int) -> int:\n        return helper_${i}(value)\n\n\n` +
      `def helper_${i}(value: int) -> int:\n    return value * ${i}\n`;
  }
  return files;
}

describe("native protocols through the CLI", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  const origin = () => new URL(server.baseUrl).origin;
  beforeEach(() => {
    repo = makeTempRepo(project());
  });
  afterEach(async () => {
    await server.close();
    repo.remove();
  });
  const kerf = (args: string[], env: Record<string, string>) =>
    runCli(["--no-pretty", "--no-auto-commits", "--edit-format", "ask", "-m", "hello", ...args], {
      cwd: repo.root,
      env: { HOME: repo.root, ...env },
    });

  it.each(["", "/v1", "/v1/messages"])(
    "--sonnet --cache-prompts posts to /v1/messages (ANTHROPIC_BASE_URL given as origin%s)",
    async (suffix) => {
      server = await startScriptedServer([
        {
          kind: "reply",
          text: "Hello.",
          usage: {
            input_tokens: 300,
            cache_read_input_tokens: 10_000,
            cache_creation_input_tokens: 1_200,
            output_tokens: 30,
          },
        },
      ]);
      const run = await kerf(["--sonnet", "--cache-prompts", "--verbose", "app.py"], {
        ANTHROPIC_API_KEY: "sk-ant-cli",
        ANTHROPIC_BASE_URL: origin() + suffix,
        OPENAI_API_KEY: "sk-not-this",
      });
      expect(run.code).toBe(0);
      const request = server.requests[0]!;
      expect(request.path).toBe("/v1/messages");
      expect(request.headers.authorization ?? request.headers["x-api-key"]).toMatch(/sk-ant-cli/);
      expect(request.headers["anthropic-version"]).toBe("2026-10-21");
      const body = request.body as AnthropicBody;
      // --sonnet is the current Sonnet, claude-sonnet-5-5 (128K output, $2 / $10, reads $0.10, writes $2.50).
      expect(body.max_tokens).toBe(128_000);
      expect(body).not.toHaveProperty("temperature");
      expect(body.system?.length).toBeGreaterThan(0);
      // Turns alternate, starting with the user.
      body.messages.forEach((m, i) => expect(m.role).toBe(i % 2 === 0 ? "user" : "assistant"));
      // At most four breakpoints, each over at least the model's 1,024-token minimum.
      const blocks = [...(body.system ?? []), ...body.messages.flatMap((m) => m.content)];
      const ends = blocks.flatMap((b, i) => (b.cache_control ? [i + 1] : []));
      expect(ends.length).toBeGreaterThan(0);
      expect(ends.length).toBeLessThanOrEqual(4);
      for (const end of ends) {
        expect(
          countText(
            blocks
              .slice(0, end)
              .map((b) => b.text)
              .join("\n"),
          ),
        ).toBeGreaterThanOrEqual(1024);
      }
      expect(run.stdout).toMatch(
        /^protocol +Anthropic Messages · POST http:\/\/127\.0\.0\.1:\d+\/v1\/messages$/m,
      );
      expect(run.stdout).toMatch(
        /Tokens: 12k sent, 10k cache read, 1\.2k cache write, 30 received\. Cost: \$0\.0049 message/,
      );
      expect(run.stdout).not.toContain("sk-ant-cli");
    },
  );

  it("--model gpt-5-codex speaks the Responses API with a session cache key and store false", async () => {
    server = await startScriptedServer([
      {
        kind: "reply",
        text: "Hello.",
        usage: {
          input_tokens: 5000,
          input_tokens_details: { cached_tokens: 4096 },
          output_tokens: 300,
          output_tokens_details: { reasoning_tokens: 120 },
          total_tokens: 5300,
        },
      },
    ]);
    const run = await kerf(["--model", "gpt-5-codex", "--reasoning-effort", "high", "app.py"], {
      OPENAI_API_KEY: "sk-openai-cli",
      OPENAI_BASE_URL: `${origin()}/v1`,
    });
    expect(run.code).toBe(0);
    const request = server.requests[0]!;
    expect(request.path).toBe("/v1/responses");
    const body = request.body as Record<string, unknown>;
    expect(body).toMatchObject({ model: "gpt-5-codex", store: false, reasoning: { effort: "high" } });
    expect(typeof body.instructions).toBe("string");
    expect(body.prompt_cache_key).toMatch(/^kerf-/);
    expect(body.max_output_tokens).toBe(128_000);
    expect(run.stdout).toMatch(/^protocol +OpenAI Responses$/m);
    expect(run.stdout).toMatch(/Tokens: 5\.0k sent, 4\.1k cache read, 300 received \(120 reasoning\)\./);
  });

  it("keeps chat completions for Claude behind --openai-api-base, and --api overrides", async () => {
    server = await startScriptedServer([
      { kind: "reply", text: "Hello." },
      { kind: "reply", text: "Hello." },
    ]);
    const gateway = await kerf(
      ["--model", "claude-sonnet-4-5", "--openai-api-base", `${origin()}/v1`, "app.py"],
      {},
    );
    expect(gateway.code).toBe(0);
    expect(server.requests[0]!.path).toBe("/v1/chat/completions");
    const forced = await kerf(
      ["--model", "my-model", "--api", "responses", "--openai-api-base", `${origin()}/v1`],
      {},
    );
    expect(forced.code).toBe(0);
    expect(server.requests[1]!.path).toBe("/v1/responses");
  });
});
