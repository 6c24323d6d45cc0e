// runEval: the eval runner as a library call. Finds the exercises, skips languages without a
// toolchain, plans exercise × model × format, skips attempts already in the run folder, runs the rest
// `jobs` at a time and appends each record as it finishes. Never prints; events go to the reporter.
import path from "node:path";
import { coderClassFor, coderFormats } from "../coders/coder-lookup.js";
import { isTalkingFormat, usesEditor } from "../formats/registry.js";
import type { AttemptRecord } from "./attempt-record.js";
import { DEFAULT_TRIES, type EvalOptions } from "./eval-options.js";
import type { EvalReporter, EvalSummary, EvalTotals } from "./eval-events.js";
import { BUNDLED_EXERCISES, findExercises } from "./find-exercises.js";
import type { Exercise } from "./exercise.js";
import { defaultRunId, planAttempts, shardOf } from "./plan.js";
import { runPool } from "./pool.js";
import { appendRecord, readRecords, repairTail, writeRunInfo } from "./results-file.js";
import { runAttempt } from "./run-attempt.js";
import { Toolchain } from "./toolchain.js";

/** `--edit-formats all`: every format that edits files (not ask, context or architect, which talk). */
export function allEditFormats(): string[] {
  return coderFormats().filter((format) => !isTalkingFormat(format));
}

export async function runEval(options: EvalOptions, reporter: EvalReporter = () => {}): Promise<EvalSummary> {
  const now = options.now ?? Date.now;
  const started = now();
  const tries = Math.max(1, options.tries ?? DEFAULT_TRIES);
  for (const format of options.editFormats) coderClassFor(format);
  const toolchain = new Toolchain({
    env: options.env,
    nodePath: options.nodePath ?? process.execPath,
    cwd: options.tempDir,
  });
  const found = await findExercises(options.tasks?.length ? options.tasks : [BUNDLED_EXERCISES], options);
  const { runnable, skippedLanguages } = await keepRunnable(found, toolchain, reporter);
  const identity = {
    exercises: runnable,
    models: options.models.map((m) => m.name),
    editFormats: options.editFormats,
    editorModel: options.editFormats.some(usesEditor) ? (options.editorModel?.name ?? null) : null,
  };
  const runId = options.runId ?? defaultRunId({ ...identity, tries });
  const dir = path.join(options.resultsRoot, runId);
  await writeRunInfo(dir, {
    runId,
    ...identity,
    models: identity.models,
    editFormats: [...options.editFormats],
    exercises: runnable.length,
    tries,
    startedAt: new Date(started).toISOString(),
  });
  await repairTail(dir);
  const finished = new Set((await readRecords(dir)).map((record) => record.key));
  const mine = shardOf(planAttempts(identity), options.shard);
  const todo = mine.filter((attempt) => !finished.has(attempt.key));
  const jobs = Math.max(1, options.jobs ?? 1);
  reporter({ type: "eval-start", runId, dir, total: mine.length, skipped: mine.length - todo.length, jobs });
  const totals: EvalTotals = {
    done: mine.length - todo.length,
    total: mine.length,
    passed: 0,
    cost: 0,
    elapsed: 0,
  };
  const records: AttemptRecord[] = [];
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  if (options.signal?.aborted) onAbort();
  options.signal?.addEventListener("abort", onAbort, { once: true });
  const models = new Map(options.models.map((m) => [m.name, m]));
  try {
    await runPool(
      todo,
      jobs,
      async (attempt) => {
        reporter({
          type: "attempt-start",
          key: attempt.key,
          exercise: attempt.exercise.id,
          model: attempt.model,
          editFormat: attempt.editFormat,
        });
        const record = await runAttempt({
          exercise: attempt.exercise,
          model: models.get(attempt.model) as NonNullable<ReturnType<typeof models.get>>,
          editFormat: attempt.editFormat,
          runId,
          tries,
          toolchain,
          options,
          signal: controller.signal,
          now,
        });
        if (!record) return;
        await appendRecord(dir, record);
        records.push(record);
        totals.done++;
        if (record.passedTry !== null) totals.passed++;
        totals.cost += record.cost ?? 0;
        totals.elapsed = (now() - started) / 1000;
        reporter({ type: "attempt-done", record, totals: { ...totals } });
      },
      controller.signal,
    );
  } finally {
    options.signal?.removeEventListener("abort", onAbort);
  }
  const interrupted = controller.signal.aborted;
  totals.elapsed = (now() - started) / 1000;
  reporter({ type: "eval-done", interrupted, totals: { ...totals }, dir });
  return { runId, dir, records, resumed: mine.length - todo.length, interrupted, skippedLanguages };
}

async function keepRunnable(exercises: Exercise[], toolchain: Toolchain, reporter: EvalReporter) {
  const languages = [...new Set(exercises.map((e) => e.language))];
  const skippedLanguages: { language: string; reason: string }[] = [];
  for (const language of languages) {
    const status = await toolchain.language(language);
    if (status.ok) continue;
    const count = exercises.filter((e) => e.language === language).length;
    skippedLanguages.push({ language, reason: status.detail });
    reporter({ type: "language-skipped", language, exercises: count, reason: status.detail });
  }
  const skipped = new Set(skippedLanguages.map((s) => s.language));
  return { runnable: exercises.filter((e) => !skipped.has(e.language)), skippedLanguages };
}
