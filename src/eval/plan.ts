// The attempts of a run: every exercise × model × format, in a stable order; the run id that names
// them; and the deterministic slice a shard takes. Pure.
import { createHash } from "node:crypto";
import { usesEditor } from "../formats/registry.js";
import { attemptKey } from "./attempt-record.js";
import type { Shard } from "./eval-options.js";
import type { Exercise } from "./exercise.js";

export interface PlannedAttempt {
  key: string;
  exercise: Exercise;
  model: string;
  editFormat: string;
  editorModel: string | null;
}

export interface PlanInput {
  exercises: readonly Exercise[];
  models: readonly string[];
  editFormats: readonly string[];
  editorModel: string | null;
}

export function planAttempts(input: PlanInput): PlannedAttempt[] {
  const attempts: PlannedAttempt[] = [];
  for (const model of input.models)
    for (const editFormat of input.editFormats)
      for (const exercise of input.exercises) {
        const editorModel = usesEditor(editFormat) ? input.editorModel : null;
        const key = attemptKey({ model, editFormat, editorModel, exercise: exercise.id });
        attempts.push({ key, exercise, model, editFormat, editorModel });
      }
  return attempts.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Shard i of n takes every n-th attempt of the sorted plan, starting at i-1: the n shards partition it. */
export function shardOf<T>(attempts: readonly T[], shard: Shard | undefined): T[] {
  if (!shard) return [...attempts];
  return attempts.filter((_, index) => index % shard.count === shard.index - 1);
}

export function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count)
    throw new RangeError(`--shard must be i/n with 1 <= i <= n (got "${text}")`);
  return { index, count };
}

/** The same models, formats, tries and exercises give the same id, so re-running resumes. */
export function defaultRunId(input: PlanInput & { tries: number }): string {
  const identity = JSON.stringify({
    models: [...input.models].sort(),
    formats: [...input.editFormats].sort(),
    editor: input.editorModel,
    tries: input.tries,
    exercises: input.exercises.map((e) => e.id).sort(),
  });
  const hash = createHash("sha256").update(identity).digest("hex").slice(0, 8);
  const model = (input.models[0] ?? "model").replace(/[^A-Za-z0-9._-]+/g, "-").slice(0, 40);
  return `${model}-${hash}`;
}
