// A base URL that answers a model request with a web page (HTTP 200, text/html: a wrong port, a web UI,
// a base URL missing /v1) is said at once, for each protocol: the URL, the status, the content type and
// "not a model API — does the base URL need /v1?", after one request (no retries), exit non-zero.
// Real CLI against a loopback HTTP server that answers every request with an HTML page.
import { runCli } from "../helpers/run-cli";
import { startHostileServer, type HostileServer } from "../helpers/hostile-server";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const PAGE = "<!doctype html><html><head><title>Dashboard</title></head><body>Welcome</body></html>";

let repo: TempRepo;
let server: HostileServer;
beforeEach(async () => {
  repo = makeTempRepo({ "app.py": "x = 1\n" });
  server = await startHostileServer((res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(PAGE);
  });
});
afterEach(async () => {
  await server.close();
  repo.remove();
});

const origin = () => new URL(server.baseUrl).origin;

async function kerf(args: string[], env: Record<string, string>) {
  return runCli(["--no-pretty", "--map-tokens", "0", "--edit-format", "ask", ...args, "-m", "hi"], {
    cwd: repo.root,
    env: { HOME: repo.root, ...env },
  });
}

describe("a base URL that answers with a web page", () => {
  it.each([
    ["chat completions", ["--model", "gpt-4o"], "/v1/chat/completions"],
    ["chat completions, not streamed", ["--model", "gpt-4o", "--no-stream"], "/v1/chat/completions"],
    ["Responses", ["--model", "gpt-4o", "--api", "responses"], "/v1/responses"],
    ["Responses, not streamed", ["--model", "gpt-4o", "--api", "responses", "--no-stream"], "/v1/responses"],
  ])("over %s is named at once", async (_protocol, args, path) => {
    const run = await kerf([...args, "--openai-api-base", server.baseUrl], { OPENAI_API_KEY: "sk-test" });
    expect(run.code).not.toBe(0);
    expect(server.requests).toBe(1);
    expect(run.stderr).toContain(
      `${origin()}${path} answered HTTP 200 with text/html: not a model API — does the base URL need /v1?`,
    );
    expect(run.stderr).not.toMatch(/Could not reach|Cannot read properties|Welcome/);
  });

  it.each([[[]], [["--no-stream"]]])("over Anthropic Messages is named at once (%j)", async (extra) => {
    const run = await kerf(["--model", "claude-sonnet-5-5", ...extra], {
      ANTHROPIC_API_KEY: "sk-ant-test",
      ANTHROPIC_BASE_URL: origin(),
    });
    expect(run.code).not.toBe(0);
    expect(server.requests).toBe(1);
    expect(run.stderr).toContain(
      `${origin()}/v1/messages answered HTTP 200 with text/html: not a model API — does the base URL need /v1?`,
    );
    expect(run.stderr).not.toMatch(/Could not reach|Cannot read properties/);
  });

  it("is an error event with the same words under --json", async () => {
    const run = await kerf(["--json", "--model", "gpt-4o", "--openai-api-base", server.baseUrl], {
      OPENAI_API_KEY: "sk-test",
    });
    expect(run.code).not.toBe(0);
    expect(`${run.stdout}${run.stderr}`).toContain("not a model API — does the base URL need /v1?");
  });
});
