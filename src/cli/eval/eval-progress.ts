// How `kerf eval` shows a run: a redrawn bar on a terminal (done/total, pass rate, cost, ETA), one line
// per finished attempt elsewhere, or the events as JSON lines with --json.
import type { EvalEvent, EvalReporter, EvalTotals } from "../../eval/eval-events.js";
import type { JsonEvent, JsonPrinter } from "../json-printer.js";
import type { Terminal } from "../terminal.js";

const WIDTH = 24;

export function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return "?";
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}m`;
}

/** "[######------] 12/48  pass 58 %  $0.12  ETA 3m10s" */
export function progressLine(totals: EvalTotals, doneHere: number): string {
  const { done, total, passed, cost, elapsed } = totals;
  const filled = total === 0 ? WIDTH : Math.round((done / total) * WIDTH);
  const bar = `[${"#".repeat(filled)}${"-".repeat(WIDTH - filled)}]`;
  const rate = doneHere === 0 ? "–" : `${Math.round((passed / doneHere) * 100)} %`;
  const eta = doneHere === 0 ? "?" : duration((elapsed / doneHere) * (total - done));
  return `${bar} ${done}/${total}  pass ${rate}  $${cost.toFixed(2)}  ETA ${eta}`;
}

export function evalReporter(term: Terminal, tty: boolean, json?: JsonPrinter): EvalReporter {
  if (json) return (event) => json.emit(event as unknown as JsonEvent);
  let startDone = 0;
  return (event: EvalEvent) => {
    switch (event.type) {
      case "eval-start":
        startDone = event.skipped;
        term.err(
          `kerf eval: run ${event.runId}, ${event.total} attempts (${event.skipped} already done), ${event.jobs} at a time`,
        );
        term.err(`results: ${event.dir}`);
        break;
      case "language-skipped":
        term.err(`skipping ${event.exercises} ${event.language} exercise(s): ${event.reason}`);
        break;
      case "attempt-done": {
        const r = event.record;
        const outcome =
          r.passedTry !== null
            ? `passed on try ${r.passedTry}`
            : r.errorKind
              ? `failed (${r.errorKind})`
              : "failed";
        if (!tty) term.err(`${r.exercise} ${r.editFormat}: ${outcome}, ${r.seconds.toFixed(1)} s`);
        else term.progress(progressLine(event.totals, event.totals.done - startDone));
        break;
      }
      case "eval-done":
        if (tty) term.progress(progressLine(event.totals, event.totals.done - startDone), true);
        if (event.interrupted)
          term.err("interrupted: finished attempts are saved; run the same command again to resume");
        break;
      default:
        break;
    }
  };
}
