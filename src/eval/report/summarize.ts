// Turns attempt records (possibly from several results folders) into one row per model × format:
// counts, rates with Wilson intervals, means; each model's formats in rank order (rank.ts). A later
// record for the same attempt key replaces an earlier one. Pure.
import type { AttemptRecord } from "../attempt-record.js";
import { compareFormats } from "./rank.js";
import { wilson, type Interval } from "./stats.js";

export interface Rate {
  count: number;
  n: number;
  rate: number;
  interval: Interval;
}

export interface ReportRow {
  model: string;
  editFormat: string;
  editorModel: string | null;
  attempts: number;
  maxTries: number;
  pass1: Rate;
  /** Passed within `maxTries` tries (pass@2 for a two-try run). */
  passFinal: Rate;
  wellFormed: Rate;
  errors: number;
  meanCost: number | null;
  meanSeconds: number;
  tokensSent: number;
  tokensReceived: number;
  totalCost: number | null;
}

export function dedupe(records: readonly AttemptRecord[]): AttemptRecord[] {
  const byKey = new Map<string, AttemptRecord>();
  for (const record of records) byKey.set(record.key, record);
  return [...byKey.values()];
}

function rate(count: number, n: number): Rate {
  return { count, n, rate: n === 0 ? 0 : count / n, interval: wilson(count, n) };
}

export function summarize(records: readonly AttemptRecord[]): ReportRow[] {
  const groups = new Map<string, AttemptRecord[]>();
  for (const record of dedupe(records)) {
    const id = [record.model, record.editFormat, record.editorModel ?? ""].join("|");
    groups.set(id, [...(groups.get(id) ?? []), record]);
  }
  const rows = [...groups.values()].map(toRow);
  return rows.sort((a, b) => a.model.localeCompare(b.model) || compareFormats(a, b));
}

function toRow(group: AttemptRecord[]): ReportRow {
  const first = group[0] as AttemptRecord;
  const n = group.length;
  const maxTries = Math.max(...group.map((r) => r.maxTries));
  const costs = group.map((r) => r.cost).filter((c): c is number => c !== null);
  const totalCost = costs.length === 0 ? null : costs.reduce((a, b) => a + b, 0);
  return {
    model: first.model,
    editFormat: first.editFormat,
    editorModel: first.editorModel,
    attempts: n,
    maxTries,
    pass1: rate(group.filter((r) => r.passedTry === 1).length, n),
    passFinal: rate(group.filter((r) => r.passedTry !== null).length, n),
    wellFormed: rate(group.filter((r) => r.malformedReplies === 0).length, n),
    errors: group.filter((r) => r.errorKind !== null).length,
    meanCost: totalCost === null ? null : totalCost / n,
    meanSeconds: group.reduce((sum, r) => sum + r.seconds, 0) / n,
    tokensSent: group.reduce((sum, r) => sum + r.tokens.sent, 0),
    tokensReceived: group.reduce((sum, r) => sum + r.tokens.received, 0),
    totalCost,
  };
}
