// Runs an exercise's tests in its work copy: the language's steps in order, under one time limit.
import type { Exercise } from "./exercise.js";
import { runnerFor } from "./languages.js";
import { runProcess } from "./run-process.js";
import type { Toolchain } from "./toolchain.js";

export interface TestOutcome {
  passed: boolean;
  timedOut: boolean;
  aborted: boolean;
  /** The tail of the output, for the model's next message and the record. */
  output: string;
  seconds: number;
}

export interface TestRun {
  exercise: Exercise;
  root: string;
  toolchain: Toolchain;
  env: Record<string, string | undefined>;
  /** Overrides the language's limit. */
  timeoutMs?: number;
  signal?: AbortSignal;
  now: () => number;
}

async function expand(step: readonly string[], run: TestRun): Promise<string[]> {
  const argv: string[] = [];
  for (const part of step) {
    if (part === "{tests}") argv.push(...run.exercise.testFiles);
    else if (part === "{solution}") argv.push(...run.exercise.solutionFiles);
    else if (/^\{[a-z0-9]+\}$/.test(part)) {
      const tool = await run.toolchain.resolve(part.slice(1, -1));
      if (!tool.ok) throw new Error(`${part.slice(1, -1)} is not available: ${tool.detail}`);
      argv.push(...tool.argv);
    } else argv.push(part);
  }
  return argv;
}

export async function runTests(run: TestRun): Promise<TestOutcome> {
  const runner = runnerFor(run.exercise.language);
  if (!runner) throw new Error(`no test command for ${run.exercise.language}`);
  const started = run.now();
  const limit = run.timeoutMs ?? runner.timeoutMs;
  const outputs: string[] = [];
  for (const step of runner.steps) {
    const left = limit - (run.now() - started);
    const outcome = await runProcess({
      argv: await expand(step, run),
      cwd: run.root,
      env: run.env,
      timeoutMs: Math.max(1, left),
      signal: run.signal,
    });
    outputs.push(outcome.spawnError ?? outcome.output);
    const seconds = (run.now() - started) / 1000;
    if (outcome.timedOut)
      outputs.push(`\nThe tests were stopped after ${Math.round(limit / 1000)} s (time limit).\n`);
    if (outcome.exitCode !== 0) {
      const { timedOut, aborted } = outcome;
      return { passed: false, timedOut, aborted, output: outputs.join("\n"), seconds };
    }
  }
  return {
    passed: true,
    timedOut: false,
    aborted: false,
    output: outputs.join("\n"),
    seconds: (run.now() - started) / 1000,
  };
}
