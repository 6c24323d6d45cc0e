// One finished attempt (exercise × model × format), exactly as written to results.jsonl. Types and the
// attempt key only; the key is what resume and sharding compare.

export interface TryRecord {
  /** 1-based. */
  try: number;
  passed: boolean;
  /** The tests were killed at their time limit. */
  testTimedOut: boolean;
  testSeconds: number;
  /** Model replies in this try, and how many of them had edits that failed to parse or match. */
  replies: number;
  malformedReplies: number;
}

export interface AttemptRecord {
  key: string;
  runId: string;
  model: string;
  editFormat: string;
  editorModel: string | null;
  exercise: string;
  language: string;
  maxTries: number;
  /** The try whose tests passed, or null. */
  passedTry: number | null;
  tries: TryRecord[];
  replies: number;
  malformedReplies: number;
  reflections: number;
  tokens: { sent: number; received: number; cached: number };
  /** Dollars; null when the model's prices are unknown. */
  cost: number | null;
  seconds: number;
  /** The error class that ended the attempt early (e.g. "LlmTimeoutError"), or "test-timeout". */
  errorKind: string | null;
  error?: string;
  /** The tail of the last test output. */
  testOutput: string;
  finishedAt: string;
}

export interface AttemptSpec {
  model: string;
  editFormat: string;
  editorModel: string | null;
  exercise: string;
}

export function attemptKey(spec: AttemptSpec): string {
  return [spec.model, spec.editFormat, spec.editorModel ?? "", spec.exercise].join("|");
}
