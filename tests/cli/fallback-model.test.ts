// `--fallback-model` on the wire: Anthropic answers 529 overloaded (its documented error body) to every
// attempt, so after the retries the turn runs again on the fallback model — over chat completions, with
// OpenAI's key and that model's own edit format — and the switch is said and emitted. A 401 (a bad key,
// which another model would not cure) never falls back; neither does a turn whose reply already came.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptStep } from "../../replay/script-step";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { jsonEvents } from "../helpers/json-events";

const APP = 'def greet(name):\n    return "hi " + name\n';
const HELLO = APP.replace('"hi "', '"hello "');
const OVERLOADED: ScriptStep = {
  kind: "error",
  status: 529,
  errorType: "overloaded_error",
  message: "Overloaded",
  // The retries' waits kept short: the server asks for none.
  retryAfter: 0,
};
/** The first try and kerf's five retries. */
const ATTEMPTS = 6;
// gpt-4o-mini's own edit format is whole: the whole file, under its path.
const WHOLE_REPLY = "app.py\n```python\n" + HELLO + "```\n";

let repo: TempRepo;
let server: ScriptedServer;
beforeEach(() => (repo = makeTempRepo({ "app.py": APP })));
afterEach(async () => {
  await server?.close();
  repo.remove();
});

async function kerf(
  script: ScriptStep[],
  extra: string[] = [],
  fallback = ["--fallback-model", "gpt-4o-mini"],
) {
  server = await startScriptedServer(script);
  return runCli(
    [
      ...["--model", "claude-sonnet-4-5", ...fallback, "--openai-api-base", server.baseUrl],
      ...["--no-pretty", "--map-tokens", "0", "--no-auto-commits", ...extra, "-m", "Say hello.", "app.py"],
    ],
    {
      cwd: repo.root,
      env: {
        HOME: repo.root,
        ANTHROPIC_API_KEY: "sk-ant-fallback",
        ANTHROPIC_BASE_URL: new URL(server.baseUrl).origin,
        OPENAI_API_KEY: "sk-openai-fallback",
      },
    },
  );
}

describe("--fallback-model", () => {
  it("after 529s on Anthropic, runs the turn on the fallback over chat completions in its own format", async () => {
    const run = await kerf([
      ...Array.from({ length: ATTEMPTS }, () => OVERLOADED),
      { kind: "reply", text: WHOLE_REPLY },
    ]);
    expect(run.code).toBe(0);
    expect(server.requests.map((r) => r.protocol)).toEqual([
      ...Array.from({ length: ATTEMPTS }, () => "anthropic"),
      "chat",
    ]);
    const [anthropic, chat] = [server.requests[0], server.requests[ATTEMPTS]];
    expect(anthropic?.headers.authorization).toBe("Bearer sk-ant-fallback");
    expect(chat?.headers.authorization).toBe("Bearer sk-openai-fallback");
    expect((chat?.body as { model: string }).model).toBe("gpt-4o-mini");
    expect(repo.read("app.py")).toBe(HELLO);
    expect(run.stderr).toContain(
      "claude-sonnet-4-5 still failed after its retries (HTTP 529): going on with gpt-4o-mini (edit format whole) for the rest of the session.",
    );
  });

  it("emits a fallback event under --json", async () => {
    const run = await kerf(
      [...Array.from({ length: ATTEMPTS }, () => OVERLOADED), { kind: "reply", text: WHOLE_REPLY }],
      ["--json"],
    );
    expect(run.code).toBe(0);
    const events = jsonEvents(run.stdout);
    expect(events.find((e) => e.event === "fallback")).toMatchObject({
      from: "claude-sonnet-4-5",
      to: "gpt-4o-mini",
      reason: "HTTP 529",
      editFormat: "whole",
    });
    expect(events.filter((e) => e.event === "retry")).toHaveLength(ATTEMPTS - 1);
  });

  it("never falls back after a 401: the key is bad, another model would not cure the request", async () => {
    const run = await kerf([
      { kind: "error", status: 401, errorType: "authentication_error", message: "invalid x-api-key" },
      { kind: "reply", text: WHOLE_REPLY },
    ]);
    expect(run.code).toBe(1);
    expect(server.requests.map((r) => r.protocol)).toEqual(["anthropic"]);
    expect(run.stderr).toContain("HTTP 401");
    expect(run.stderr).not.toContain("going on with");
    expect(repo.read("app.py")).toBe(APP);
  });

  it("never falls back after a 400 (a request too long for any model)", async () => {
    const run = await kerf([
      { kind: "error", status: 400, errorType: "invalid_request_error", message: "prompt is too long" },
      { kind: "reply", text: WHOLE_REPLY },
    ]);
    expect(run.code).toBe(1);
    expect(server.requests.map((r) => r.protocol)).toEqual(["anthropic"]);
  });

  it("takes the list from a config file's fallback-model key, in order", async () => {
    const config = path.join(repo.root, "fallbacks.yml");
    writeFileSync(config, "fallback-model:\n  - gpt-4o-mini\n  - gpt-4o\n");
    const run = await kerf(
      [
        ...Array.from({ length: ATTEMPTS }, () => OVERLOADED),
        ...Array.from({ length: ATTEMPTS }, () => OVERLOADED),
        { kind: "reply", text: "Nothing to change." },
      ],
      ["--config", config],
      [],
    );
    expect(run.code).toBe(0);
    const models = server.requests.map((r) => (r.body as { model: string }).model);
    expect(models.slice(ATTEMPTS)).toEqual([
      ...Array.from({ length: ATTEMPTS }, () => "gpt-4o-mini"),
      "gpt-4o",
    ]);
    expect(run.stderr).toContain(
      "gpt-4o-mini still failed after its retries (HTTP 529): going on with gpt-4o",
    );
  });
});
