// `--json` through many paths of a run — edits applied and committed, a failure and its reflection, a
// refusal, a retry, an HTTP error, a dry run, an architect's editor phase, suggested commands, a spend
// cap's stop, a fallback, `kerf --trust` — with every line validated against the published schema
// (jsonEvents throws on a line the schema does not allow), and every kind of event seen at least once.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { startScriptedServer, type ScriptedServer } from "../../../replay/scripted-server";
import type { ScriptStep } from "../../../replay/script-step";
import { block } from "../../helpers/coder-harness";
import { jsonEvents } from "../../helpers/json-events";
import { runCli } from "../../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../../helpers/temp-repo";

const APP = 'def greet(name):\n    return "hi " + name\n';
const GOOD = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');
const BAD = block("app.py", "this line is nowhere in the file\n", "x = 1\n");

let repo: TempRepo;
let server: ScriptedServer | undefined;
const seen = new Set<string>();
beforeEach(() => (repo = makeTempRepo({ "app.py": APP })));
afterEach(async () => {
  await server?.close();
  server = undefined;
  repo.remove();
});

/** Runs kerf with --json against a fresh server; every line is validated, its event names kept. */
async function kerf(script: ScriptStep[], args: string[], anthropic = false) {
  server = await startScriptedServer(script);
  const env: Record<string, string> = anthropic
    ? { ANTHROPIC_API_KEY: "sk-ant-paths", ANTHROPIC_BASE_URL: new URL(server.baseUrl).origin }
    : { OPENAI_API_KEY: "sk-paths" };
  const run = await runCli(
    [
      ...(anthropic ? ["--model", "claude-sonnet-4-5"] : ["--model", "gpt-4o"]),
      ...["--openai-api-base", server.baseUrl, "--map-tokens", "0", "--json", ...args],
    ],
    { cwd: repo.root, env: { HOME: repo.root, OPENAI_API_KEY: "sk-paths", ...env } },
  );
  const events = jsonEvents(run.stdout);
  for (const event of events) seen.add(event.event);
  return { ...run, events };
}

const message = ["-m", "Say hello.", "app.py"];

describe("every --json line of a run is valid against the event schema", () => {
  it("an edit applied and committed", async () => {
    const run = await kerf(
      [
        { kind: "reply", text: GOOD },
        { kind: "reply", text: "feat: say hello" },
      ],
      message,
    );
    expect(run.code).toBe(0);
    expect(run.events.map((e) => e.event)).toEqual(
      expect.arrayContaining(["file-changed", "commit-created"]),
    );
  });

  it("a failed edit, its reflection, and suggested commands", async () => {
    const commands = GOOD + "\n```bash\npython app.py\n```\n";
    const run = await kerf(
      [
        { kind: "reply", text: BAD },
        { kind: "reply", text: commands },
      ],
      ["--no-auto-commits", ...message],
    );
    expect(run.code).toBe(0);
    expect(run.events.map((e) => e.event)).toEqual(
      expect.arrayContaining(["edit-failed", "reflection", "commands-suggested"]),
    );
  });

  it("a refusal (Anthropic) and a retry after a 429", async () => {
    const refusal: ScriptStep = {
      kind: "reply",
      text: GOOD,
      finishReason: "refusal",
      stopDetails: { category: "cyber", explanation: "No." },
    };
    const rateLimited: ScriptStep = { kind: "error", status: 429, retryAfter: 0 };
    const run = await kerf([rateLimited, refusal], message, true);
    expect(run.code).toBe(1);
    expect(run.events.find((e) => e.event === "reply-done")).toMatchObject({
      partial: true,
      reason: "refusal",
    });
    expect(run.events.map((e) => e.event)).toEqual(expect.arrayContaining(["retry", "warning"]));
  });

  it("an HTTP error, and a dry run", async () => {
    const failed = await kerf([{ kind: "error", status: 401 }], message);
    expect(failed.code).toBe(1);
    expect(failed.events.at(-1)?.event).toBe("error");
    await server?.close();
    const dry = await kerf([{ kind: "reply", text: GOOD }], ["--dry-run", ...message]);
    expect(dry.events.find((e) => e.event === "file-changed")).toMatchObject({ written: false });
  });

  it("an architect's editor phase", async () => {
    const run = await kerf(
      [
        { kind: "reply", text: "Change the greeting to hello." },
        { kind: "reply", text: GOOD },
        { kind: "reply", text: "feat: hello" },
      ],
      ["--architect", "--auto-accept-architect", ...message],
    );
    expect(run.code).toBe(0);
    expect(run.events.filter((e) => e.event === "phase").map((e) => e.name)).toContain("editor");
  });

  it("a spend cap's stop, and a fallback after overload", async () => {
    const capped = await kerf(
      [
        { kind: "reply", text: BAD },
        { kind: "reply", text: BAD },
      ],
      ["--max-requests", "1", ...message],
    );
    expect(capped.events.at(-1)?.event).toBe("cap-reached");
    await server?.close();
    const overloaded: ScriptStep = { kind: "error", status: 503, retryAfter: 0 };
    const run = await kerf(
      [...Array.from({ length: 6 }, () => overloaded), { kind: "reply", text: "Nothing to do." }],
      ["--fallback-model", "gpt-4o-mini", ...message],
    );
    expect(run.events.map((e) => e.event)).toContain("fallback");
  });

  it("kerf --trust", async () => {
    writeFileSync(path.join(repo.root, ".kerf.conf.yml"), "map-tokens: 0\n");
    const run = await kerf([], ["--trust"]);
    expect(run.events.map((e) => e.event)).toEqual(["trusted"]);
  });

  afterAll(() => {
    // The paths above reach every kind of event a one-shot run has (tool calls, checks and eval have
    // their own suites, which validate their lines the same way).
    const expected = [
      ...["start", "request-sent", "reply", "reply-done", "usage", "file-changed", "edit-applied"],
      ...["edit-failed", "reflection", "commands-suggested", "commit-created", "retry", "warning"],
      ...["error", "end", "phase", "cap-reached", "fallback", "trusted"],
    ];
    expect([...seen].sort()).toEqual(expect.arrayContaining(expected.sort()));
  });
});
