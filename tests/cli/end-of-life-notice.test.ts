// A session on a model past or near its end-of-life is told once, on stderr, which model replaces it;
// a current model gets no such line, and the aliases name a model that is not retired. Real CLI, an
// Anthropic Messages server on loopback, real git.
import { isRetired, modelAliases } from "../../src/models/current-models";
import { bodies, withServer } from "../helpers/scripted-server";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import type { ScriptedServer } from "../../replay/scripted-server";
import { parseEvent } from "../helpers/json-events";

const SONNET_NOTICE =
  /^claude-sonnet-4-5 reach(es|ed) end-of-life on 2026-11-30; the current Sonnet is claude-sonnet-5-5 \(--model claude-sonnet-5-5\)$/m;

describe("the end-of-life notice", () => {
  let repo: TempRepo;
  beforeEach(() => {
    repo = makeTempRepo({ "app.py": "x = 1\n" });
  });
  afterEach(() => repo.remove());

  const kerf = (server: ScriptedServer, model: string[]) =>
    runCli(["--no-pretty", "--map-tokens", "0", ...model, "--edit-format", "ask", "-m", "hi"], {
      cwd: repo.root,
      env: {
        HOME: repo.root,
        ANTHROPIC_API_KEY: "sk-ant-test",
        ANTHROPIC_BASE_URL: new URL(server.baseUrl).origin,
      },
    });

  it("names the current Sonnet for --model claude-sonnet-4-5, once, on stderr only", () =>
    withServer([{ kind: "reply", text: "ok" }], async (server) => {
      const run = await kerf(server, ["--model", "claude-sonnet-4-5"]);
      expect(run.code).toBe(0);
      expect(run.stderr.match(new RegExp(SONNET_NOTICE.source, "gm"))).toHaveLength(1);
      expect(run.stdout).not.toMatch(/end-of-life/);
      expect(bodies(server).map((body) => body.model)).toEqual(["claude-sonnet-4-5"]);
    }));

  it("never says it for --sonnet, which names the current Sonnet on the day kerf runs", () =>
    withServer([{ kind: "reply", text: "ok" }], async (server) => {
      const run = await kerf(server, ["--sonnet"]);
      expect(run.code).toBe(0);
      expect(run.stderr).not.toMatch(/end-of-life/);
      const sent = bodies(server).map((body) => body.model);
      expect(sent).toEqual([modelAliases(new Date()).sonnet]);
      expect(isRetired(String(sent[0]), new Date())).toBe(false);
    }));

  it("says nothing for a current model", () =>
    withServer([{ kind: "reply", text: "ok" }], async (server) => {
      const run = await kerf(server, ["--model", "claude-sonnet-5-5"]);
      expect([run.code, run.stderr]).toEqual([0, ""]);
      expect(bodies(server).map((body) => [body.model, body.max_tokens])).toEqual([
        ["claude-sonnet-5-5", 128_000],
      ]);
    }));

  it("is an info event under --json, like the alias lines", () =>
    withServer([{ kind: "reply", text: "ok" }], async (server) => {
      const run = await kerf(server, ["--json", "--model", "claude-sonnet-4-5"]);
      expect(run.code).toBe(0);
      const events = run.stdout
        .trim()
        .split("\n")
        .map((line) => parseEvent(line) as { event: string; message?: string });
      expect(events.filter((event) => event.event === "warning")).toEqual([]);
      const notices = events.filter((event) => SONNET_NOTICE.test(event.message ?? ""));
      expect(notices.map((event) => event.event)).toEqual(["info"]);
    }));

  it("is not said through a gateway, whose retirement dates are its own", () =>
    withServer([{ kind: "reply", text: "ok" }], async (server) => {
      const run = await runCli(
        ["--no-pretty", "--map-tokens", "0", "--model", "openrouter/anthropic/claude-sonnet-4-5"].concat([
          "--edit-format",
          "ask",
          "-m",
          "hi",
        ]),
        {
          cwd: repo.root,
          env: { HOME: repo.root, OPENROUTER_API_KEY: "k", OPENROUTER_API_BASE: server.baseUrl },
        },
      );
      expect([run.code, run.stderr]).toEqual([0, ""]);
      expect(bodies(server).map((body) => body.model)).toEqual(["anthropic/claude-sonnet-4-5"]);
    }));

  it("is said when /model switches to such a model in a session", () =>
    withServer([{ kind: "reply", text: "ok" }], async (server) => {
      const run = await runCli(
        ["--no-pretty", "--map-tokens", "0", "--turn-preamble", "none", "--model", "claude-sonnet-5-5"],
        {
          cwd: repo.root,
          env: {
            HOME: repo.root,
            ANTHROPIC_API_KEY: "k",
            ANTHROPIC_BASE_URL: new URL(server.baseUrl).origin,
          },
          input: "/model claude-sonnet-4-5\n/ask hi\n",
        },
      );
      expect(run.code).toBe(0);
      expect(run.stderr.match(new RegExp(SONNET_NOTICE.source, "gm"))).toHaveLength(1);
      expect(bodies(server).map((body) => body.model)).toEqual(["claude-sonnet-4-5"]);
    }));
});
