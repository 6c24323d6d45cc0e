// `--json` when things go wrong: a failed block and an HTTP error still give one JSON object per line
// on stdout and nothing else, with the failure's code and block index, or an error event and exit 1.
import { block } from "../helpers/coder-harness";
import { runCli, type CliRun } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptEntry } from "../../replay/script-step";
import { resolveModel } from "../../src/models/resolve-model";
import { parseEvent } from "../helpers/json-events";

const APP = 'def greet(name):\n    return "hi " + name\n';
const GOOD = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');
const BAD = block("app.py", "this line is nowhere in the file\n", "x = 1\n");
const KEY = "sk-json-secret-98765";

type Event = Record<string, unknown> & { event: string };

/** Every stdout line parsed; a line that is not JSON fails the test. */
function events(run: CliRun): Event[] {
  expect(run.stdout.endsWith("\n")).toBe(true);
  return run.stdout
    .slice(0, -1)
    .split("\n")
    .map((line) => parseEvent(line) as Event);
}

describe("kerf --json", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  const start = async (script: ScriptEntry[]) => {
    repo = makeTempRepo({ "app.py": APP });
    server = await startScriptedServer(script);
  };
  const kerf = (args: string[]) =>
    runCli(
      ["--model", "gpt-4o", "--openai-api-base", server.baseUrl, "--map-tokens", "0", "--json", ...args],
      { cwd: repo.root, env: { HOME: repo.root, OPENAI_API_KEY: KEY, FORCE_COLOR: "1" } },
    );
  afterEach(async () => {
    await server?.close();
    repo?.remove();
  });

  it("reports a block that does not apply as edit-failed with its code and index, and exits 3", async () => {
    await start([
      { kind: "reply", text: GOOD + "\n" + BAD, usage: { prompt_tokens: 900, completion_tokens: 60 } },
    ]);
    const run = await kerf(["app.py", "-m", "change it", "--max-reflections", "0", "--no-auto-commits"]);
    expect(run.code).toBe(3);
    const all = events(run);
    const prices = resolveModel("gpt-4o").settings.prices;
    if (!prices) throw new Error("gpt-4o has no prices in the model table");
    const failed = all.filter((e) => e.event === "edit-failed");
    expect(failed).toHaveLength(1);
    const issue = failed[0]?.issue as Record<string, unknown>;
    expect({ code: issue.code, blockIndex: issue.blockIndex, path: issue.path }).toEqual({
      code: "not-found",
      blockIndex: 1,
      path: "app.py",
    });
    expect(typeof issue.detail).toBe("string");
    expect(all.find((e) => e.event === "edit-applied")).toMatchObject({
      edit: { blockIndex: 0, path: "app.py" },
    });
    expect(all.at(-1)).toEqual({
      event: "end",
      v: 1,
      code: 3,
      applied: 1,
      failed: 1,
      commits: [],
      usage: { promptTokens: 900, completionTokens: 60, cachedTokens: 0, cacheWriteTokens: 0 },
      cost: expect.closeTo((900 * prices.input + 60 * prices.output) / 1e6, 12),
    });
    expect(repo.read("app.py")).toBe(APP.replace('"hi "', '"hello "'));
  });

  it("sends the reply as reply events that join to the model's text, and usage with its cost", async () => {
    const usage = {
      prompt_tokens: 1200,
      completion_tokens: 30,
      prompt_tokens_details: { cached_tokens: 1000 },
    };
    await start([{ kind: "reply", text: "Nothing to change here.", usage }]);
    const run = await kerf(["-m", "anything?"]);
    expect(run.code).toBe(0);
    const all = events(run);
    expect(all[0]).toEqual({ event: "start", v: 1, model: "gpt-4o", editFormat: "diff", files: [] });
    const text = all.filter((e) => e.event === "reply").map((e) => e.text as string);
    expect(text.join("")).toBe("Nothing to change here.");
    const prices = resolveModel("gpt-4o").settings.prices;
    if (!prices) throw new Error("gpt-4o has no prices in the model table");
    const cost = (200 * prices.input + 1000 * (prices.cacheRead ?? prices.input) + 30 * prices.output) / 1e6;
    const usageEvent = all.find((e) => e.event === "usage") as Event & { cost: number };
    expect(usageEvent).toEqual({
      event: "usage",
      v: 1,
      model: "gpt-4o",
      usage: { promptTokens: 1200, completionTokens: 30, cachedTokens: 1000, cacheWriteTokens: 0 },
      cost: expect.closeTo(cost, 12),
    });
  });

  it("turns an HTTP 401 into an error event and exit 1, with nothing but JSON on stdout", async () => {
    await start([{ kind: "error", status: 401, message: `invalid key ${KEY}` }]);
    const run = await kerf(["app.py", "-m", "hi"]);
    expect(run.code).toBe(1);
    const all = events(run);
    expect(all.map((e) => e.event)).toEqual(["start", "request-sent", "error"]);
    const error = all.at(-1) as Event;
    expect(Object.keys(error).sort()).toEqual(["event", "message", "v"]);
    expect(error.message).toMatch(/401/);
    expect(run.stdout + run.stderr).not.toContain(KEY);
    expect(run.stdout).not.toContain("\x1b");
    expect(run.stderr).toBe(`kerf: ${String(error.message)}\n`);
    expect(repo.read("app.py")).toBe(APP);
  });
});
