// A recorded conversation (JSON) served back step by step: what `npm run demo` runs kerf against.
// File shape: { "kerfReplay": 1, "description"?: string, "steps": [step + optional "expect"] }.
import { readFile } from "node:fs/promises";
import { stepProblem, type RecordedRequest, type ScriptEntry, type ScriptStep } from "./script-step.js";
import { startScriptedServer, type ScriptedServer, type ScriptedServerOptions } from "./scripted-server.js";

/** What the recorded request looked like; a mismatch is reported, the step is served anyway. */
export interface ReplayExpectation {
  model?: string;
  /** Text the last user message must contain. */
  lastUserIncludes?: string;
}

export type ReplayStep = ScriptStep & { expect?: ReplayExpectation };

export interface ReplayFile {
  description?: string;
  steps: ReplayStep[];
}

export class ReplayFileError extends Error {
  override name = "ReplayFileError";
}

export async function readReplayFile(path: string): Promise<ReplayFile> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    throw new ReplayFileError(`cannot read replay file ${path}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const file = data as Partial<ReplayFile> & { kerfReplay?: unknown };
  if (file.kerfReplay !== 1 || !Array.isArray(file.steps)) {
    throw new ReplayFileError(`${path} is not a kerf replay file (needs "kerfReplay": 1 and "steps")`);
  }
  file.steps.forEach((step, index) => {
    const problem = stepProblem(step);
    if (problem) throw new ReplayFileError(`${path}, step ${index + 1}: ${problem}`);
  });
  return { description: file.description, steps: file.steps };
}

/** The file's steps as a script whose expectations report to `onError`. */
export function replayScript(file: ReplayFile, onError?: (error: Error) => void): ScriptEntry[] {
  return file.steps.map((step, index) => (request: RecordedRequest): ScriptStep => {
    const { expect, ...served } = step;
    const problem = expect ? mismatch(expect, request) : undefined;
    if (problem) onError?.(new Error(`replay step ${index + 1}: ${problem}`));
    return served as ScriptStep;
  });
}

export async function startReplayServer(
  path: string,
  options: ScriptedServerOptions = {},
): Promise<ScriptedServer> {
  const file = await readReplayFile(path);
  return startScriptedServer(replayScript(file, options.onError), options);
}

function mismatch(expect: ReplayExpectation, request: RecordedRequest): string | undefined {
  const body = (request.body ?? {}) as {
    model?: unknown;
    messages?: { role?: unknown; content?: unknown }[];
  };
  if (expect.model !== undefined && body.model !== expect.model) {
    return `expected model ${expect.model}, got ${String(body.model)}`;
  }
  if (expect.lastUserIncludes !== undefined) {
    const users = (body.messages ?? []).filter((m) => m.role === "user");
    const last = users[users.length - 1]?.content;
    const text = typeof last === "string" ? last : JSON.stringify(last ?? "");
    if (!text.includes(expect.lastUserIncludes))
      return `the last user message lacks "${expect.lastUserIncludes}"`;
  }
  return undefined;
}
