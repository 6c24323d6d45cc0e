// What runEval tells its reporter while it works. Types only; the CLI draws a progress bar or prints
// JSON lines from them.
import type { AttemptRecord } from "./attempt-record.js";

export interface EvalTotals {
  done: number;
  total: number;
  passed: number;
  cost: number;
  /** Seconds since the run (this process) started. */
  elapsed: number;
}

export type EvalEvent =
  | { type: "eval-start"; runId: string; dir: string; total: number; skipped: number; jobs: number }
  | { type: "language-skipped"; language: string; exercises: number; reason: string }
  | { type: "attempt-start"; key: string; exercise: string; model: string; editFormat: string }
  | { type: "attempt-done"; record: AttemptRecord; totals: EvalTotals }
  | { type: "eval-done"; interrupted: boolean; totals: EvalTotals; dir: string };

export type EvalReporter = (event: EvalEvent) => void;

export interface EvalSummary {
  runId: string;
  dir: string;
  /** Attempts recorded by this call. */
  records: AttemptRecord[];
  /** Attempts skipped because the results folder already had them. */
  resumed: number;
  interrupted: boolean;
  skippedLanguages: { language: string; reason: string }[];
}
