// The plain verdict per model: does the best format beat the runner-up by more than chance? Compares
// the final pass rate (pass@tries) with Newcombe's 95 % interval of the difference. Which format is
// "best" follows rank.ts (pass rate, then cost, then time), and the text says which of these decided.
// Pure.
import { compareFormats, rankedBy, rankReason, type RankedBy } from "./rank.js";
import { differenceInterval } from "./stats.js";
import type { ReportRow } from "./summarize.js";

export interface Verdict {
  model: string;
  /** The best format, when it is significantly better than every other; else null. */
  winner: string | null;
  best: string;
  runnerUp: string | null;
  /** What put `best` before `runnerUp`; null when only one format was run. */
  rankedBy: RankedBy | null;
  /** Points (percentage points) best − runner-up, and the 95 % interval of that difference. */
  points: number;
  low: number;
  high: number;
  text: string;
}

const pts = (x: number) => Math.round(x * 100);
const label = (row: ReportRow) =>
  row.editorModel ? `${row.editFormat} (editor ${row.editorModel})` : row.editFormat;

export function verdicts(rows: readonly ReportRow[]): Verdict[] {
  const models = [...new Set(rows.map((row) => row.model))];
  return models.map((model) =>
    verdictFor(
      model,
      rows.filter((row) => row.model === model),
    ),
  );
}

function verdictFor(model: string, rows: ReportRow[]): Verdict {
  const ranked = [...rows].sort(compareFormats);
  const best = ranked[0] as ReportRow;
  const runnerUp = ranked[1];
  if (!runnerUp)
    return {
      model,
      winner: null,
      best: best.editFormat,
      runnerUp: null,
      rankedBy: null,
      points: 0,
      low: 0,
      high: 0,
      text: `${model}: only ${label(best)} was run; nothing to compare.`,
    };
  const d = differenceInterval(
    best.passFinal.count,
    best.passFinal.n,
    runnerUp.passFinal.count,
    runnerUp.passFinal.n,
  );
  const range = `95 % interval of the difference ${pts(d.low)} to ${pts(d.high)} points`;
  const significant = d.low > 0;
  const text = significant
    ? `${model}: ${label(best)} beats ${label(runnerUp)} by ${pts(d.diff)} points, outside the interval (${range}).`
    : `${model}: no significant difference between ${label(best)} and ${label(runnerUp)} (${pts(d.diff)} points; ${range}); ${rankReason(best, runnerUp, label)}.`;
  return {
    model,
    winner: significant ? best.editFormat : null,
    best: best.editFormat,
    runnerUp: runnerUp.editFormat,
    rankedBy: rankedBy(best, runnerUp),
    points: pts(d.diff),
    low: pts(d.low),
    high: pts(d.high),
    text,
  };
}
