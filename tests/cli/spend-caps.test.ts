// `--max-cost` and `--max-requests` on the wire, one run per protocol against the loopback servers: the
// run stops before the request that could cross the cap (the server never sees it), says what was
// spent, the cap and what the request could cost, exits 5 and emits a `cap-reached` event. What was
// spent is priced from each protocol's own usage shape, cache reads and writes included; a prompt that
// could be written to the cache is priced at the cache-write rate.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptStep } from "../../replay/script-step";
import { block } from "../helpers/coder-harness";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { EXIT } from "../../src/cli/exit-codes";
import { jsonEvents } from "../helpers/json-events";

const APP = 'def greet(name):\n    return "hi " + name\n';
// A block that never applies: each reply is followed by a reflection, so a run keeps sending.
const BAD = block("app.py", "this line is nowhere in the file\n", "x = 1\n");

type Route = "chat" | "responses" | "anthropic";
const MODEL: Record<Route, string> = {
  chat: "gpt-4o",
  responses: "gpt-5-codex",
  anthropic: "claude-sonnet-4-5",
};

/** Each protocol's own usage object: 1,000 prompt tokens (800 of them read from the cache), 400 out. */
const USAGE: Record<Route, Record<string, unknown>> = {
  chat: { prompt_tokens: 1000, completion_tokens: 400, prompt_tokens_details: { cached_tokens: 800 } },
  responses: {
    input_tokens: 1000,
    input_tokens_details: { cached_tokens: 800 },
    output_tokens: 400,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: 1400,
  },
  // Anthropic counts cache reads outside input_tokens.
  anthropic: {
    input_tokens: 200,
    cache_read_input_tokens: 800,
    cache_creation_input_tokens: 0,
    output_tokens: 400,
  },
};

// Dollars per million tokens: the output limit (1,000 tokens at $100/M = $0.10) dominates a request's
// worst case; a reply billed as above costs 200 × $1 + 800 × $0.5 + 400 × $100 per million = $0.0406.
const PRICES = "{input: 1, output: 100, cache_read: 0.5, cache_write: 1.25}";
const SETTINGS = `max_tokens: 1000\n  prices: ${PRICES}`;
const SPENT_PER_REPLY = (200 * 1 + 800 * 0.5 + 400 * 100) / 1e6;

let repo: TempRepo;
let server: ScriptedServer;
beforeEach(() => (repo = makeTempRepo({ "app.py": APP })));
afterEach(async () => {
  await server?.close();
  repo.remove();
});

async function kerf(route: Route, script: ScriptStep[], extra: string[], settings: string) {
  server = await startScriptedServer(script);
  const file = path.join(repo.root, "models.yml");
  writeFileSync(file, `- name: ${MODEL[route]}\n  ${settings}\n`);
  const base: { args: string[]; env: Record<string, string> } =
    route === "anthropic"
      ? {
          args: [],
          env: { ANTHROPIC_API_KEY: "sk-ant-caps", ANTHROPIC_BASE_URL: new URL(server.baseUrl).origin },
        }
      : { args: ["--openai-api-base", server.baseUrl], env: { OPENAI_API_KEY: "sk-caps" } };
  const api = route === "responses" ? ["--api", "responses"] : [];
  return runCli(
    [
      ...["--model", MODEL[route], ...api, ...base.args, "--model-settings-file", file],
      ...["--no-pretty", "--edit-format", "diff", "--map-tokens", "0", "--no-auto-commits", ...extra],
      ...["-m", "Say hello.", "app.py"],
    ],
    { cwd: repo.root, env: { HOME: repo.root, ...base.env } },
  );
}

const replies = (route: Route, n: number): ScriptStep[] =>
  Array.from({ length: n }, () => ({ kind: "reply", text: BAD, usage: USAGE[route] }));

describe.each<Route>(["chat", "responses", "anthropic"])("spend caps over %s", (route) => {
  it("--max-cost stops before the request that could cross it: the server sees two of the four", async () => {
    // Request 1: up to ~$0.10 of $0.17. Request 2: $0.0406 spent + ~$0.10. Request 3: $0.0812 + ~$0.10 > $0.17.
    const run = await kerf(route, replies(route, 4), ["--max-cost", "0.17", "--json"], SETTINGS);
    expect(run.code).toBe(EXIT.capReached);
    expect(server.requests.filter((r) => r.protocol === route)).toHaveLength(2);
    const cap = jsonEvents(run.stdout).find((e) => e.event === "cap-reached");
    expect(cap).toMatchObject({ cap: "cost", limit: 0.17, model: MODEL[route], requests: 2 });
    expect(cap?.spent).toBeCloseTo(2 * SPENT_PER_REPLY, 10);
    // What the refused request could cost: over what was left, and at least its output limit's price.
    const requestCost = cap?.requestCost as number;
    expect(requestCost).toBeGreaterThan(0.17 - 2 * SPENT_PER_REPLY);
    expect(requestCost).toBeGreaterThanOrEqual(0.1);
    expect(run.stderr).toContain(`Spend cap reached: stopped before a request to ${MODEL[route]}`);
    expect(run.stderr).toContain("2 requests sent, $0.0812 spent of a $0.1700 cap");
    expect(repo.read("app.py")).toBe(APP);
  });

  it("--max-requests stops before request N+1", async () => {
    const run = await kerf(route, replies(route, 4), ["--max-requests", "3"], SETTINGS);
    expect(run.code).toBe(EXIT.capReached);
    expect(server.requests.filter((r) => r.protocol === route)).toHaveLength(3);
    expect(run.stderr).toContain(
      `Request cap reached: stopped before a request to ${MODEL[route]}; 3 requests sent, $0.1218 spent of a cap of 3 requests.`,
    );
  });
});

describe("a prompt that could be written to the cache", () => {
  // A tiny output limit and a cache write at $1,000/M: the prompt (over 1,000 tokens) could cost over $1
  // if written to the cache, but under $0.01 at the input price.
  const settings = (prices: string) => `prices: ${prices}\n  max_tokens: 10`;

  it("is priced at the cache-write rate: a $0.50 cap refuses the first request", async () => {
    const run = await kerf(
      "anthropic",
      replies("anthropic", 1),
      ["--max-cost", "0.5"],
      settings("{input: 1, output: 1, cache_read: 0.1, cache_write: 1000}"),
    );
    expect(run.code).toBe(EXIT.capReached);
    expect(server.requests).toHaveLength(0);
    expect(run.stderr).toContain("0 requests sent, $0.0000 spent of a $0.5000 cap");
  });

  it("is priced at the input rate when the cache has no dearer write price: the request goes", async () => {
    const run = await kerf(
      "anthropic",
      replies("anthropic", 4),
      ["--max-cost", "0.5", "--max-reflections", "0"],
      settings("{input: 1, output: 1, cache_read: 0.1}"),
    );
    expect(server.requests).toHaveLength(1);
    expect(run.code).toBe(EXIT.editsFailed);
  });
});

describe("a model without prices", () => {
  it("cannot be bounded: --max-cost refuses its request, says why and sends nothing", async () => {
    server = await startScriptedServer(replies("chat", 1));
    const run = await runCli(
      [
        "--model",
        "my-local-model",
        "--openai-api-base",
        server.baseUrl,
        "--max-cost",
        "5",
        "--no-pretty",
      ].concat(["--map-tokens", "0", "-m", "Say hello.", "app.py"]),
      { cwd: repo.root, env: { HOME: repo.root, OPENAI_API_KEY: "sk-caps" } },
    );
    expect(run.code).toBe(EXIT.capReached);
    expect(server.requests).toHaveLength(0);
    expect(run.stderr).toContain("whose cost cannot be bounded (its prices or output limit are unknown");
  });
});

describe("the config keys", () => {
  it("max-requests and max-cost in a config file cap the run like the flags", async () => {
    const config = path.join(repo.root, "caps.yml");
    writeFileSync(config, "max-requests: 1\nmax-cost: 10\n");
    const run = await kerf("chat", replies("chat", 3), ["--config", config], SETTINGS);
    expect(run.code).toBe(EXIT.capReached);
    expect(server.requests).toHaveLength(1);
    expect(run.stderr).toContain("of a cap of 1 requests");
  });
});
