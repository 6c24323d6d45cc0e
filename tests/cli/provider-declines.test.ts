// `kerf -m` when the provider says no, one case per protocol at least, against loopback servers that
// send the documented bytes: nothing is written or committed, the person reads the provider's words,
// the exit status is 1, and a failure that will not change is sent once, never retried.
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptStep } from "../../replay/script-step";
import { block } from "../helpers/coder-harness";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const APP = 'def greet(name):\n    return "hi " + name\n';
const EDIT = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');

let repo: TempRepo;
let server: ScriptedServer;
let head: string;
beforeEach(() => {
  repo = makeTempRepo({ "app.py": APP });
  head = repo.git("rev-parse", "HEAD").trim();
});
afterEach(async () => {
  await server?.close();
  repo.remove();
});

type Route = "anthropic" | "responses" | "chat";

/** The flags and environment that send kerf's requests to the loopback server over `route`. */
function routeTo(route: Route): { args: string[]; env: Record<string, string> } {
  if (route === "anthropic") {
    return {
      args: ["--model", "claude-sonnet-4-5"],
      env: { ANTHROPIC_API_KEY: "sk-ant-declines", ANTHROPIC_BASE_URL: new URL(server.baseUrl).origin },
    };
  }
  const api =
    route === "responses" ? ["--api", "responses", "--model", "gpt-5-codex"] : ["--model", "gpt-4o"];
  return { args: [...api, "--openai-api-base", server.baseUrl], env: { OPENAI_API_KEY: "sk-declines" } };
}

async function kerf(route: Route, script: ScriptStep[], extra: string[] = []) {
  server = await startScriptedServer(script);
  const { args, env } = routeTo(route);
  const run = await runCli(
    [
      "--no-pretty",
      "--edit-format",
      "diff",
      "--map-tokens",
      "0",
      ...args,
      ...extra,
      "-m",
      "Say hello.",
      "app.py",
    ],
    { cwd: repo.root, env: { HOME: repo.root, ...env } },
  );
  return { ...run, all: run.stdout + run.stderr };
}

function expectUntouched(): void {
  expect(repo.read("app.py")).toBe(APP);
  expect(repo.git("rev-parse", "HEAD").trim()).toBe(head);
  expect(repo.git("status", "--porcelain").trim()).toBe("");
}

describe("kerf -m when the provider declines or fails", () => {
  it("Anthropic refusal: the edit that streamed first is not applied; stop_details are shown; exit 1", async () => {
    const step: ScriptStep = {
      kind: "reply",
      text: EDIT,
      finishReason: "refusal",
      stopDetails: { category: "cyber", explanation: "This could enable malware development." },
    };
    const run = await kerf("anthropic", [step, { kind: "reply", text: "commit message" }]);
    expect(run.code).toBe(1);
    expect(run.all).toContain("the model refused to answer: This could enable malware development. (cyber)");
    expectUntouched();
    expect(server.requests).toHaveLength(1);
  });

  it("Anthropic full context window: not continued; says /drop, /clear, --map-tokens; exit 1", async () => {
    const step: ScriptStep = { kind: "reply", text: EDIT, finishReason: "model_context_window_exceeded" };
    const run = await kerf("anthropic", [step, { kind: "reply", text: "never" }]);
    expect(run.code).toBe(1);
    expect(run.all).toContain("filled the model's context window");
    expect(run.all).toMatch(/\/drop .*\/clear .*--map-tokens/);
    expectUntouched();
    expect(server.requests).toHaveLength(1);
  });

  it("Responses status failed read with --no-stream: never reaches the files; words; one request; exit 1", async () => {
    const fail: ScriptStep = {
      kind: "fail",
      text: EDIT,
      afterChars: EDIT.length,
      failedResponse: true,
      errorType: "invalid_prompt",
      message: "Invalid prompt: flagged as potentially violating our usage policy.",
    };
    const run = await kerf("responses", [fail, { kind: "reply", text: EDIT }], ["--no-stream"]);
    expect(run.code).toBe(1);
    expect(run.all).toContain(
      "Invalid prompt: flagged as potentially violating our usage policy. (invalid_prompt)",
    );
    expect(run.all).not.toMatch(/could not reach/i);
    expectUntouched();
    expect(server.requests).toHaveLength(1);
  });

  it("Responses response.failed invalid_prompt before any text: one request, the server's words; exit 1", async () => {
    const fail: ScriptStep = {
      kind: "fail",
      text: "",
      afterChars: 0,
      errorType: "invalid_prompt",
      message: "Invalid prompt.",
    };
    const run = await kerf("responses", [fail, fail, fail]);
    expect(run.code).toBe(1);
    expect(run.all).toContain("The model server reported a failure: Invalid prompt. (invalid_prompt)");
    expect(run.all).not.toMatch(/could not reach|\{"/i);
    expect(server.requests).toHaveLength(1);
    expectUntouched();
  });

  it("Responses refusal part: shown as the reply, marked as a refusal; exit 1", async () => {
    const step: ScriptStep = { kind: "reply", text: "", refusal: "I'm sorry, I can't help with that." };
    const run = await kerf("responses", [step]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("I'm sorry, I can't help with that.");
    expect(run.all).toContain(
      "the model refused to answer: I'm sorry, I can't help with that; nothing from it was applied",
    );
    expectUntouched();
  });

  it("chat content_filter: the filtered edit is not applied; exit 1", async () => {
    const step: ScriptStep = { kind: "reply", text: EDIT, finishReason: "content_filter" };
    const run = await kerf("chat", [step, { kind: "reply", text: "commit message" }]);
    expect(run.code).toBe(1);
    expect(run.all).toContain("the provider's content filter stopped the reply; nothing from it was applied");
    expectUntouched();
    expect(server.requests).toHaveLength(1);
  });

  it("chat: an HTTP 400 error body is shown as words, sent once; exit 1", async () => {
    const step: ScriptStep = {
      kind: "error",
      status: 400,
      message: "This model's maximum context length is 128000 tokens.",
    };
    const run = await kerf("chat", [step, step]);
    expect(run.code).toBe(1);
    expect(run.all).toContain(
      "The model server answered HTTP 400: This model's maximum context length is 128000 tokens. (invalid_request_error)",
    );
    expect(run.all).not.toContain('{"');
    expect(server.requests).toHaveLength(1);
    expectUntouched();
  });

  it("chat: a server nobody answers at is named by its URL, and only then is it 'could not reach'", async () => {
    server = await startScriptedServer([]);
    const base = server.baseUrl;
    await server.close();
    const run = await runCli(
      ["--no-pretty", "--model", "gpt-4o", "--openai-api-base", base, "--timeout", "2", "-m", "hi"],
      { cwd: repo.root, env: { HOME: repo.root, OPENAI_API_KEY: "sk-declines" } },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Could not reach the model server at ${base}/chat/completions`);
    expectUntouched();
  });
});
