// Test harness for runEval: the real coder against the scripted server, replies chosen per request
// from the exercise the request is about, results in a temp folder.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { EvalOptions } from "../../src/eval/eval-options";
import type { EvalEvent } from "../../src/eval/eval-events";
import { runEval } from "../../src/eval/run-eval";
import { createLlmClient } from "../../src/llm/llm-client";
import { resolveModel } from "../../src/models/resolve-model";
import type { RecordedRequest, ScriptStep } from "../../replay/script-step";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";

export const FIXTURES = path.join(__dirname, "..", "fixtures", "eval", "basic");
export const HANG_FIXTURES = path.join(__dirname, "..", "fixtures", "eval", "hang");
export const PLATFORM = { os: "Linux", shell: "bash", date: "2026-11-25", isGitRepo: false };

export type Responder = (request: RecordedRequest, text: string) => ScriptStep;

export interface EvalHarness {
  server: ScriptedServer;
  errors: Error[];
  resultsRoot: string;
  options(extra?: Partial<EvalOptions>): EvalOptions;
  run(
    extra?: Partial<EvalOptions>,
  ): Promise<{ summary: Awaited<ReturnType<typeof runEval>>; events: EvalEvent[] }>;
  close(): Promise<void>;
}

/** All the text of a request's messages, to pick the reply by. */
export function requestText(request: RecordedRequest): string {
  const body = request.body as { messages?: { content: unknown }[] };
  return JSON.stringify(body.messages ?? []);
}

/** The last user message of a request. */
export function lastUser(request: RecordedRequest): string {
  const body = request.body as { messages?: { role: string; content: unknown }[] };
  const user = (body.messages ?? []).filter((m) => m.role === "user").at(-1);
  return typeof user?.content === "string" ? user.content : JSON.stringify(user?.content ?? "");
}

export async function evalHarness(respond: Responder, steps = 200): Promise<EvalHarness> {
  const errors: Error[] = [];
  const script = Array.from(
    { length: steps },
    () => (request: RecordedRequest) => respond(request, requestText(request)),
  );
  const server = await startScriptedServer(script, { onError: (error) => errors.push(error) });
  const work = mkdtempSync(path.join(os.tmpdir(), "kerf-eval-test-"));
  const resultsRoot = path.join(work, ".kerf", "eval");
  const llm = createLlmClient({ baseURL: server.baseUrl, apiKey: "sk-test", maxRetries: 0 });
  const options = (extra: Partial<EvalOptions> = {}): EvalOptions => ({
    models: [resolveModel("gpt-4o")],
    editFormats: ["diff"],
    llm,
    tries: 2,
    jobs: 2,
    tasks: [FIXTURES],
    resultsRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
    tempDir: work,
    platform: PLATFORM,
    ...extra,
  });
  return {
    server,
    errors,
    resultsRoot,
    options,
    async run(extra) {
      const events: EvalEvent[] = [];
      const summary = await runEval(options(extra), (event) => events.push(event));
      return { summary, events };
    },
    async close() {
      await server.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

export function diffBlock(file: string, search: string, replace: string): string {
  return `${file}\n\`\`\`\n<<<<<<< SEARCH\n${search}=======\n${replace}>>>>>>> REPLACE\n\`\`\`\n`;
}

export const ADDER_STUB = "def add(a, b):\n    pass\n";
export const GREET_STUB = 'function greet(name) {\n  return "";\n}\n';
export const rightAdder = diffBlock("adder.py", ADDER_STUB, "def add(a, b):\n    return a + b\n");
export const wrongAdder = diffBlock("adder.py", ADDER_STUB, "def add(a, b):\n    return a - b\n");
export const fixAdder = diffBlock(
  "adder.py",
  "def add(a, b):\n    return a - b\n",
  "def add(a, b):\n    return a + b\n",
);
export const rightGreet = diffBlock(
  "greet.js",
  GREET_STUB,
  "function greet(name) {\n  return `Hello, ${name}!`;\n}\n",
);

/** The right reply in the request's own format: SEARCH/REPLACE when the prompt teaches it, else whole files. */
export function rightReply(request: RecordedRequest, text: string): ScriptStep {
  const greet = text.includes("greet.js");
  const body = request.body as { messages?: { role: string; content: unknown }[] };
  const system = JSON.stringify(body.messages?.[0]?.content ?? "");
  if (system.includes("SEARCH")) return { kind: "reply", text: greet ? rightGreet : rightAdder };
  const whole = greet
    ? "greet.js\n```\nfunction greet(name) {\n  return `Hello, ${name}!`;\n}\n\nmodule.exports = { greet };\n```\n"
    : "adder.py\n```\ndef add(a, b):\n    return a + b\n```\n";
  return { kind: "reply", text: whole };
}
