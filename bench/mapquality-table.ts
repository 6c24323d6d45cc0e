// Prints the mapquality tables: mean file and identifier recall per method and budget, for all cases,
// the tuning split and the held-out split, then kerf per repository. No measuring here.
import type { MapCase } from "./mapquality-cases.js";
import type { Recall } from "./mapquality-score.js";

export interface Scored {
  case: MapCase;
  method: string;
  budget: number;
  recall: Recall;
  tokens: number;
  /** kerf only: the median time of one map, in ms. */
  ms?: number;
}

type Print = (line: string) => void;

function mean(values: number[]): number {
  const finite = values.filter((v) => Number.isFinite(v));
  return finite.length === 0 ? Number.NaN : finite.reduce((a, b) => a + b, 0) / finite.length;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const fixed = (value: number): string => (Number.isFinite(value) ? value.toFixed(2) : "–");

function table(print: Print, title: string, rows: Scored[]): void {
  const cases = new Set(rows.map((row) => row.case.sha)).size;
  const budgets = [...new Set(rows.map((row) => row.budget))].sort((a, b) => a - b);
  const methods = [...new Set(rows.map((row) => row.method))];
  print(`\n${title} (${cases} commits)`);
  print(
    `| method | ${budgets.map((b) => `files @${b} | idents @${b}`).join(" | ")} | tokens @${budgets.join("/")} |`,
  );
  print(`|---|${budgets.map(() => "---|---").join("|")}|---|`);
  for (const method of methods) {
    const cells: string[] = [];
    const tokens: string[] = [];
    for (const budget of budgets) {
      const of = rows.filter((row) => row.method === method && row.budget === budget);
      cells.push(
        fixed(mean(of.map((row) => row.recall.files))),
        fixed(mean(of.map((row) => row.recall.idents))),
      );
      tokens.push(mean(of.map((row) => row.tokens)).toFixed(0));
    }
    print(`| ${method} | ${cells.join(" | ")} | ${tokens.join("/")} |`);
  }
}

export function printTables(print: Print, scored: Scored[], runs: number): void {
  table(print, "All commits", scored);
  table(
    print,
    "Tuning split",
    scored.filter((row) => !row.case.heldOut),
  );
  table(
    print,
    "Held-out split (libuv, and every third commit of the others)",
    scored.filter((row) => row.case.heldOut),
  );
  print(`\nkerf per repository (files/idents @1024 · @4096; median ms per map of ${runs} runs)`);
  const repos = [...new Set(scored.map((row) => row.case.repo))];
  for (const repo of repos) {
    const of = (budget: number) =>
      scored.filter((r) => r.method === "kerf" && r.case.repo === repo && r.budget === budget);
    const cell = (budget: number): string => {
      const rows = of(budget);
      const ms = median(rows.map((row) => row.ms ?? Number.NaN));
      return `${fixed(mean(rows.map((r) => r.recall.files)))}/${fixed(mean(rows.map((r) => r.recall.idents)))} (${ms.toFixed(0)} ms)`;
    };
    print(`- ${repo}: ${cell(1024)} · ${cell(4096)}`);
  }
}
