// One attempt: a fresh work copy, the real coder with the instructions as its message, the hidden
// tests after each try, and the failing output as the next try's message. Returns the record, or null
// when the run was aborted before the attempt finished (an unfinished attempt is never recorded).
import "../coders/index.js";
import { Coder } from "../coders/base-coder.js";
import { usesEditor } from "../formats/registry.js";
import type { ResolvedModel } from "../models/resolve-model.js";
import { firstMessage, retryMessage } from "./attempt-messages.js";
import { attemptKey, type AttemptRecord, type TryRecord } from "./attempt-record.js";
import type { EvalOptions } from "./eval-options.js";
import type { Exercise } from "./exercise.js";
import { ReplyTracker } from "./reply-tracker.js";
import { runTests, type TestOutcome } from "./run-tests.js";
import type { Toolchain } from "./toolchain.js";
import { makeWorkCopy } from "./work-copy.js";

export interface AttemptInput {
  exercise: Exercise;
  model: ResolvedModel;
  editFormat: string;
  runId: string;
  tries: number;
  toolchain: Toolchain;
  options: EvalOptions;
  signal: AbortSignal;
  now: () => number;
}

const TEST_OUTPUT_KEPT = 2_000;

export async function runAttempt(input: AttemptInput): Promise<AttemptRecord | null> {
  const { exercise, model, editFormat, options, signal, now } = input;
  const started = now();
  const copy = await makeWorkCopy(exercise, options.tempDir);
  const tracker = new ReplyTracker();
  const editorModel = usesEditor(editFormat) ? (options.editorModel ?? null) : null;
  const tries: TryRecord[] = [];
  let errorKind: string | null = null;
  let error: string | undefined;
  let lastTest: TestOutcome | undefined;
  let reflections = 0;
  try {
    const coder = Coder.create({
      root: copy.root,
      model,
      weakModel: model,
      editorModel,
      editorEditFormat: options.editorEditFormat ?? null,
      llm: options.llm,
      editFormat,
      files: exercise.solutionFiles,
      reporter: tracker.reporter,
      yesAlways: true,
      autoAcceptArchitect: true,
      git: null,
      autoCommits: false,
      mapTokens: 0,
      repoMap: null,
      platform: options.platform,
      stream: options.stream ?? true,
      signal,
    });
    let message = firstMessage(exercise);
    for (let attempt = 1; attempt <= input.tries; attempt++) {
      const before = { replies: tracker.replies, malformed: tracker.malformedReplies };
      const turn = await coder.run(message, { signal });
      reflections += turn.reflections + (turn.editor?.reflections ?? 0);
      await copy.addTests();
      lastTest = await runTests({
        exercise,
        root: copy.root,
        toolchain: input.toolchain,
        env: options.env,
        timeoutMs: options.testTimeoutMs,
        signal,
        now,
      });
      if (signal.aborted) return null;
      tries.push({
        try: attempt,
        passed: lastTest.passed,
        testTimedOut: lastTest.timedOut,
        testSeconds: round(lastTest.seconds),
        replies: tracker.replies - before.replies,
        malformedReplies: tracker.malformedReplies - before.malformed,
      });
      if (lastTest.passed) break;
      if (lastTest.timedOut) errorKind = "test-timeout";
      message = retryMessage(exercise, lastTest.output);
    }
    if (tries.at(-1)?.passed) errorKind = null;
  } catch (caught) {
    if (signal.aborted) return null;
    errorKind = caught instanceof Error ? caught.name : "Error";
    error = caught instanceof Error ? caught.message : String(caught);
  } finally {
    await copy.remove().catch(() => undefined);
  }
  const passed = tries.find((t) => t.passed);
  return {
    key: attemptKey({
      model: model.name,
      editFormat,
      editorModel: editorModel?.name ?? null,
      exercise: exercise.id,
    }),
    runId: input.runId,
    model: model.name,
    editFormat,
    editorModel: editorModel?.name ?? null,
    exercise: exercise.id,
    language: exercise.language,
    maxTries: input.tries,
    passedTry: passed ? passed.try : null,
    tries,
    replies: tracker.replies,
    malformedReplies: tracker.malformedReplies,
    reflections,
    tokens: tracker.tokens,
    cost: tracker.cost === null ? null : Number(tracker.cost.toFixed(6)),
    seconds: round((now() - started) / 1000),
    errorKind,
    ...(error === undefined ? {} : { error }),
    testOutput: (lastTest?.output ?? "").slice(-TEST_OUTPUT_KEPT),
    finishedAt: new Date().toISOString(),
  };
}

function round(seconds: number): number {
  return Math.round(seconds * 100) / 100;
}
