// How formats are ranked for one model, the one place this is decided: the final pass rate first; among
// equal pass rates the lower mean cost per exercise (when both are known), then the lower mean time;
// the name only when all of those are equal. Also says in words which of these put the first one first.
// Pure.
import type { ReportRow } from "./summarize.js";

/** What separated the first-ranked format from the second. */
export type RankedBy = "pass rate" | "cost" | "time" | "name";

const passRate = (a: ReportRow, b: ReportRow) => b.passFinal.rate - a.passFinal.rate;
const cost = (a: ReportRow, b: ReportRow) =>
  a.meanCost === null || b.meanCost === null ? 0 : a.meanCost - b.meanCost;
const time = (a: ReportRow, b: ReportRow) => a.meanSeconds - b.meanSeconds;
const name = (a: ReportRow, b: ReportRow) =>
  a.editFormat.localeCompare(b.editFormat) || (a.editorModel ?? "").localeCompare(b.editorModel ?? "");

const ORDER: [RankedBy, (a: ReportRow, b: ReportRow) => number][] = [
  ["pass rate", passRate],
  ["cost", cost],
  ["time", time],
  ["name", name],
];

/** Negative when `a` ranks before `b`. */
export function compareFormats(a: ReportRow, b: ReportRow): number {
  for (const [, compare] of ORDER) {
    const order = compare(a, b);
    if (order !== 0) return order;
  }
  return 0;
}

/** The first criterion on which `first` and `second` differ. */
export function rankedBy(first: ReportRow, second: ReportRow): RankedBy {
  return ORDER.find(([, compare]) => compare(first, second) !== 0)?.[0] ?? "name";
}

const pct = (x: number) => `${Math.round(x * 100)} %`;
const dollars = (x: number | null) => (x === null ? "unknown" : `$${x.toFixed(4)}`);
const seconds = (x: number) => `${x.toFixed(2)} s`;

/** "whole ranks first: same pass rate, lower cost ($0.0041 vs $0.0099 per exercise)". */
export function rankReason(first: ReportRow, second: ReportRow, label: (row: ReportRow) => string): string {
  const by = rankedBy(first, second);
  const head = `${label(first)} ranks first`;
  const costKnown = first.meanCost !== null && second.meanCost !== null;
  const sameCost = costKnown ? "same pass rate and cost" : "same pass rate, cost not known for both";
  switch (by) {
    case "pass rate":
      return `${head} on pass rate (${pct(first.passFinal.rate)} vs ${pct(second.passFinal.rate)})`;
    case "cost":
      return `${head}: same pass rate, lower cost (${dollars(first.meanCost)} vs ${dollars(second.meanCost)} per exercise)`;
    case "time":
      return `${head}: ${sameCost}, faster (${seconds(first.meanSeconds)} vs ${seconds(second.meanSeconds)} per exercise)`;
    case "name":
      return `${head}: ${costKnown ? "same pass rate, cost and time" : "same pass rate and time, cost not known for both"}; first by name only`;
  }
}
