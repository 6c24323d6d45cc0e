// `kerf eval` and `kerf eval report` from the command line: a real run against the scripted server,
// JSON events, the report formats, --write-settings on one model's entry, --toolchain-check.
jest.setTimeout(60_000);

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "yaml";
import type { AttemptRecord } from "../../src/eval/attempt-record";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { RecordedRequest } from "../../replay/script-step";
import { runCli } from "../helpers/run-cli";
import { FIXTURES, requestText, rightReply, wrongAdder } from "./eval-harness";
import { parseEvent } from "../helpers/json-events";

const env = () => ({ PATH: process.env.PATH ?? "", HOME: os.tmpdir() });

describe("kerf eval (CLI)", () => {
  let project: string;
  let server: ScriptedServer;
  beforeEach(async () => {
    project = mkdtempSync(path.join(os.tmpdir(), "kerf-eval-cli-"));
    const script = Array.from({ length: 50 }, () => (r: RecordedRequest) => rightReply(r, requestText(r)));
    server = await startScriptedServer(script);
  });
  afterEach(async () => {
    await server.close();
    rmSync(project, { recursive: true, force: true });
  });

  it("runs, prints JSON events, and resumes on the same command", async () => {
    const argv = ["eval", "--model", "gpt-4o", "--edit-formats", "diff,whole", "--tasks", FIXTURES];
    argv.push("--openai-api-base", server.baseUrl, "--jobs", "2", "--json");
    const first = await runCli(argv, { cwd: project, env: env() });
    expect(first.code).toBe(0);
    const events = first.stdout
      .trim()
      .split("\n")
      .map((l) => parseEvent(l) as { event: string; record?: AttemptRecord });
    expect(events[0]).toMatchObject({ event: "eval-start", total: 4, skipped: 0, jobs: 2 });
    const done = events.filter((e) => e.event === "attempt-done");
    expect(done.map((e) => e.record?.passedTry)).toEqual([1, 1, 1, 1]);
    expect(events.at(-1)).toMatchObject({ event: "eval-done", interrupted: false });
    const again = await runCli(argv, { cwd: project, env: env() });
    expect(JSON.parse(again.stdout.split("\n")[0] as string)).toMatchObject({
      event: "eval-start",
      skipped: 4,
    });
    expect(server.requests.length).toBe(4);
  });

  it("reads the key from --env-file (and KERF_ENV_FILE) as a chat session does", async () => {
    const keys = path.join(project, "..", `${path.basename(project)}-keys.env`);
    writeFileSync(keys, "OPENAI_API_KEY=sk-from-env-file-0042\n");
    try {
      const argv = ["eval", "--model", "gpt-4o", "--edit-formats", "whole", "--tasks", FIXTURES, "--json"];
      argv.push("--openai-api-base", server.baseUrl, "--jobs", "1", "--env-file", keys);
      const run = await runCli(argv, { cwd: project, env: env() });
      expect(run.code).toBe(0);
      expect(server.requests[0]?.headers.authorization).toBe("Bearer sk-from-env-file-0042");
      const viaEnv = await runCli(argv.slice(0, -2).concat("--results", path.join(project, "again")), {
        cwd: project,
        env: { ...env(), KERF_ENV_FILE: keys },
      });
      expect(viaEnv.code).toBe(0);
      expect(server.requests.at(-1)?.headers.authorization).toBe("Bearer sk-from-env-file-0042");
      const missing = await runCli([...argv.slice(0, -1), path.join(project, "nope.env")], {
        cwd: project,
        env: env(),
      });
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain("nope.env does not exist");
    } finally {
      rmSync(keys, { force: true });
    }
  });

  it("prints the report after a run and writes Markdown and HTML reports", async () => {
    const run = await runCli(
      [
        "eval",
        "--edit-format",
        "whole",
        "--tasks",
        FIXTURES,
        "--openai-api-base",
        server.baseUrl,
        "--run-id",
        "r1",
      ],
      { cwd: project, env: env() },
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/gpt-4o\s+whole\s+2\s+100 %/);
    expect(run.stdout).toContain("gpt-4o: only whole was run; nothing to compare.");
    const dir = path.join(project, ".kerf", "eval", "r1");
    const md = await runCli(["eval", "report", dir, "--format", "markdown"], { cwd: project, env: env() });
    expect(md.stdout).toContain("| gpt-4o | whole | 2 | 100 % (34–100) |");
    const html = await runCli(["eval", "report", "--format", "html", "--output", "r.html"], {
      cwd: project,
      env: env(),
    });
    expect(html.code).toBe(0);
    expect(readFileSync(path.join(project, "r.html"), "utf8")).toContain("Chartist.BarChart");
  });

  it("report prints one row per exercise in text and --json, with the failed one's test output", async () => {
    const wrong = await startScriptedServer(
      Array.from({ length: 10 }, () => (r: RecordedRequest) => {
        const text = requestText(r);
        return text.includes("Adder") ? { kind: "reply", text: wrongAdder } : rightReply(r, text);
      }),
    );
    try {
      const argv = ["eval", "--edit-format", "diff", "--tasks", FIXTURES, "--tries", "1", "--run-id", "r2"];
      const run = await runCli([...argv, "--openai-api-base", wrong.baseUrl], { cwd: project, env: env() });
      expect(run.code).toBe(0);
    } finally {
      await wrong.close();
    }
    const dir = path.join(project, ".kerf", "eval", "r2");
    const text = await runCli(["eval", "report", dir], { cwd: project, env: env() });
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^Run date: \d{4}-\d\d-\d\d · runs: r2$/m);
    expect(text.stdout).not.toContain("pass@2");
    expect(text.stdout).toMatch(/^exercise\s+model\s+format\s+tries\s+malformed\s+cost\s+s\s+test output$/m);
    expect(text.stdout).toMatch(/^javascript\/greet\s+gpt-4o\s+diff\s+pass\s+0\s+\$0\.\d+\s+\d+\.\d$/m);
    expect(text.stdout).toMatch(
      /^python\/adder\s+gpt-4o\s+diff\s+fail\s+0\s+\$0\.\d+\s+\d+\.\d\s+.*assert -1 == 5/m,
    );
    const json = await runCli(["eval", "report", dir, "--json"], { cwd: project, env: env() });
    const data = JSON.parse(json.stdout) as {
      maxTries: number;
      exercises: { exercise: string; tries: string[]; malformedReplies: number; excerpt: string | null }[];
    };
    expect(data.maxTries).toBe(1);
    expect(data.exercises.map((r) => [r.exercise, r.tries, r.malformedReplies])).toEqual([
      ["javascript/greet", ["pass"], 0],
      ["python/adder", ["fail"], 0],
    ]);
    expect(data.exercises[0]?.excerpt).toBeNull();
    expect(data.exercises[1]?.excerpt).toContain("assert -1 == 5");
  });

  it("report --write-settings changes only the winning model's entry", async () => {
    const settings = "- name: other-model\n  edit_format: diff\n- name: gpt-4o\n  use_temperature: false\n";
    writeFileSync(path.join(project, ".kerf.model.settings.yml"), settings);
    const dir = path.join(project, "results");
    mkdirSync(dir);
    const line = (format: string, i: number, passed: boolean) =>
      JSON.stringify({
        key: `gpt-4o|${format}||python/e${i}`,
        runId: "big",
        model: "gpt-4o",
        editFormat: format,
        editorModel: null,
        exercise: `python/e${i}`,
        language: "python",
        maxTries: 2,
        passedTry: passed ? 1 : null,
        tries: [],
        replies: 1,
        malformedReplies: 0,
        reflections: 0,
        tokens: { sent: 1, received: 1, cached: 0 },
        cost: null,
        seconds: 1,
        errorKind: null,
        testOutput: "",
        finishedAt: "2026-11-25T00:00:00Z",
      });
    const lines = [
      ...Array.from({ length: 30 }, (_, i) => line("udiff", i, i < 28)),
      ...Array.from({ length: 30 }, (_, i) => line("diff", i, i < 10)),
    ];
    writeFileSync(path.join(dir, "results.jsonl"), lines.join("\n") + "\n");
    const result = await runCli(["eval", "report", dir, "--write-settings"], { cwd: project, env: env() });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("gpt-4o: udiff beats diff by 60 points, outside the interval");
    const text = readFileSync(path.join(project, ".kerf.model.settings.yml"), "utf8");
    expect(parse(text)).toEqual([
      { name: "other-model", edit_format: "diff" },
      { name: "gpt-4o", use_temperature: false, edit_format: "udiff" },
    ]);
    expect(text).toContain("# chosen by kerf eval run big");
  });

  it("--toolchain-check names each language and whether it can run", async () => {
    const result = await runCli(["eval", "--toolchain-check"], { cwd: project, env: env() });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^python\s+ok\s+python3 \d/m);
    expect(result.stdout).toMatch(/^javascript\s+ok\s+node \d/m);
    expect(result.stdout).toMatch(/^go\s+(ok|missing)/m);
  });

  it("rejects a bad shard and an unknown format as usage errors", async () => {
    const base = ["eval", "--tasks", FIXTURES, "--openai-api-base", server.baseUrl];
    expect((await runCli([...base, "--shard", "3/2"], { cwd: project, env: env() })).code).toBe(2);
    const unknown = await runCli([...base, "--edit-format", "nope"], { cwd: project, env: env() });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown edit format "nope"');
  });
});
