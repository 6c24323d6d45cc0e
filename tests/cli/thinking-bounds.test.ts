// --thinking-tokens through the CLI never makes a request Anthropic refuses: a budget under 1,024 is
// raised, one that leaves Opus 4.1 no room under its 32,000-token limit is lowered, and the user reads
// what kerf changed once. Real CLI, an Anthropic Messages server on loopback, real git.
import { bodies, withServer } from "../helpers/scripted-server";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import type { ScriptedServer } from "../../replay/scripted-server";

describe("--thinking-tokens within Anthropic's bounds", () => {
  let repo: TempRepo;
  beforeEach(() => {
    repo = makeTempRepo({ "app.py": "x = 1\n" });
  });
  afterEach(() => repo.remove());

  const kerf = (server: ScriptedServer, args: string[]) =>
    runCli(["--no-pretty", "--map-tokens", "0", "--edit-format", "ask", ...args, "-m", "hi"], {
      cwd: repo.root,
      env: {
        HOME: repo.root,
        ANTHROPIC_API_KEY: "sk-ant-test",
        ANTHROPIC_BASE_URL: new URL(server.baseUrl).origin,
      },
    });

  it("lowers a 32k budget on Opus 4.1 under its output limit and says so once", () =>
    withServer([{ kind: "reply", text: "ok" }], async (server) => {
      const run = await kerf(server, ["--model", "claude-opus-4-1", "--thinking-tokens", "32000"]);
      expect(run.code).toBe(0);
      const [body] = bodies(server);
      expect(body?.max_tokens).toBe(32_000);
      expect(body?.thinking).toEqual({ type: "enabled", budget_tokens: 23_808 });
      expect(run.stderr.match(/lowered to 23,808/g)).toHaveLength(1);
      expect(run.stderr).toContain("claude-opus-4-1 writes at most 32,000 tokens");
    }));

  it("raises --thinking-tokens 512 to 1,024", () =>
    withServer([{ kind: "reply", text: "ok" }], async (server) => {
      const run = await kerf(server, ["--model", "claude-sonnet-4-6", "--thinking-tokens", "512"]);
      expect(run.code).toBe(0);
      expect(bodies(server)[0]?.thinking).toEqual({ type: "enabled", budget_tokens: 1_024 });
      expect(run.stderr).toMatch(/warning: --thinking-tokens 512 raised to 1,024 for claude-sonnet-4-6/);
    }));
});
