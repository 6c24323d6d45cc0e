// The report's numbers come from the JSON lines: a real run's results.jsonl, read back independently,
// gives the same counts, rates and means as the report; verdicts follow the intervals.
jest.setTimeout(60_000);

import { readFileSync } from "node:fs";
import path from "node:path";
import type { AttemptRecord } from "../../../src/eval/attempt-record";
import { buildReport, reportFromRecords } from "../../../src/eval/report/build-report";
import { loadChartAssets } from "../../../src/eval/report/chart-assets";
import { renderHtml } from "../../../src/eval/report/render-html";
import { renderMarkdown, renderText } from "../../../src/eval/report/render-text";
import { evalHarness, fixAdder, lastUser, rightReply, wrongAdder } from "../eval-harness";

function record(
  editFormat: string,
  exercise: number,
  passedTry: number | null,
  extra: Partial<AttemptRecord> = {},
): AttemptRecord {
  const key = `m|${editFormat}||python/e${exercise}`;
  return {
    key,
    runId: "r1",
    model: "m",
    editFormat,
    editorModel: null,
    exercise: `python/e${exercise}`,
    language: "python",
    maxTries: 2,
    passedTry,
    tries: [],
    replies: 1,
    malformedReplies: 0,
    reflections: 0,
    tokens: { sent: 10, received: 5, cached: 0 },
    cost: 0.01,
    seconds: 2,
    errorKind: null,
    testOutput: "",
    finishedAt: "2026-11-25T00:00:00Z",
    ...extra,
  };
}

describe("eval report", () => {
  it("matches the JSON lines of a real run", async () => {
    // diff: adder wrong on try 1 (fixed on try 2), greet right; whole: everything right.
    const h = await evalHarness((request, text) => {
      const system = JSON.stringify(
        (request.body as { messages: { content: unknown }[] }).messages[0]?.content,
      );
      if (system.includes("SEARCH") && text.includes("Adder"))
        return {
          kind: "reply",
          text: lastUser(request).includes("tests above failed") ? fixAdder : wrongAdder,
        };
      return rightReply(request, text);
    });
    try {
      const { summary } = await h.run({ editFormats: ["diff", "whole"] });
      const lines = readFileSync(path.join(summary.dir, "results.jsonl"), "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as AttemptRecord);
      const report = await buildReport([summary.dir]);
      expect(report.rows).toHaveLength(2);
      for (const row of report.rows) {
        const mine = lines.filter((l) => l.editFormat === row.editFormat);
        expect(row.attempts).toBe(mine.length);
        expect(row.pass1.count).toBe(mine.filter((l) => l.passedTry === 1).length);
        expect(row.passFinal.count).toBe(mine.filter((l) => l.passedTry !== null).length);
        expect(row.wellFormed.count).toBe(mine.filter((l) => l.malformedReplies === 0).length);
        expect(row.meanSeconds).toBeCloseTo(mine.reduce((s, l) => s + l.seconds, 0) / mine.length, 6);
        expect(row.meanCost).toBeCloseTo(mine.reduce((s, l) => s + (l.cost ?? 0), 0) / mine.length, 9);
      }
      const diff = report.rows.find((r) => r.editFormat === "diff");
      expect([diff?.pass1.count, diff?.passFinal.count]).toEqual([1, 2]);
      const text = renderText(report);
      expect(text).toMatch(/gpt-4o\s+whole\s+2\s+100 % \(34–100\)\s+100 % \(34–100\)/);
      expect(text).toMatch(/gpt-4o\s+diff\s+2\s+50 % \(9–91\)\s+100 % \(34–100\)/);
      expect(text).toContain("no significant difference between");
    } finally {
      await h.close();
    }
  });

  it("calls a winner only outside the interval", () => {
    const big = [
      ...Array.from({ length: 30 }, (_, i) => record("udiff", i, i < 27 ? 1 : null)),
      ...Array.from({ length: 30 }, (_, i) => record("diff", i, i < 12 ? 1 : null)),
    ];
    const [verdict] = reportFromRecords(big).verdicts;
    expect(verdict?.winner).toBe("udiff");
    expect(verdict?.text).toBe(
      "m: udiff beats diff by 50 points, outside the interval (95 % interval of the difference 26 to 67 points).",
    );
    const close = [
      ...Array.from({ length: 10 }, (_, i) => record("udiff", i, i < 6 ? 1 : null)),
      ...Array.from({ length: 10 }, (_, i) => record("diff", i, i < 5 ? 2 : null)),
    ];
    const [none] = reportFromRecords(close).verdicts;
    expect(none?.winner).toBeNull();
    expect(none?.text).toMatch(/^m: no significant difference between udiff and diff \(10 points;/);
  });

  it("breaks a tie in pass rate by cost, then time, and says which decided", () => {
    // "whole" sorts after "diff" by name: it ranks first only because it is cheaper or faster.
    const tie = (whole: Partial<AttemptRecord>, diff: Partial<AttemptRecord>) =>
      reportFromRecords([
        ...Array.from({ length: 4 }, (_, i) => record("diff", i, i < 3 ? 1 : null, diff)),
        ...Array.from({ length: 4 }, (_, i) => record("whole", i, i < 3 ? 2 : null, whole)),
      ]);
    const byCost = tie({ cost: 0.004, seconds: 9 }, { cost: 0.01, seconds: 1 });
    expect(byCost.rows.map((r) => r.editFormat)).toEqual(["whole", "diff"]);
    expect(byCost.verdicts[0]).toMatchObject({
      best: "whole",
      runnerUp: "diff",
      winner: null,
      rankedBy: "cost",
    });
    expect(byCost.verdicts[0]?.text).toMatch(
      /\(0 points; .*\); whole ranks first: same pass rate, lower cost \(\$0\.0040 vs \$0\.0100 per exercise\)\.$/,
    );
    const byTime = tie({ cost: 0.01, seconds: 1.5 }, { cost: 0.01, seconds: 2 });
    expect(byTime.verdicts[0]).toMatchObject({ best: "whole", rankedBy: "time" });
    expect(byTime.verdicts[0]?.text).toContain(
      "whole ranks first: same pass rate and cost, faster (1.50 s vs 2.00 s per exercise)",
    );
    const unknownCost = tie({ cost: null, seconds: 1 }, { cost: 0.01, seconds: 2 });
    expect(unknownCost.verdicts[0]).toMatchObject({ best: "whole", rankedBy: "time" });
    expect(unknownCost.verdicts[0]?.text).toContain("same pass rate, cost not known for both, faster");
    const equal = tie({}, {});
    expect(equal.verdicts[0]).toMatchObject({ best: "diff", rankedBy: "name" });
    expect(equal.verdicts[0]?.text).toContain(
      "diff ranks first: same pass rate, cost and time; first by name only",
    );
    // A higher pass rate outranks a lower cost.
    const better = reportFromRecords([
      ...Array.from({ length: 4 }, (_, i) => record("diff", i, 1, { cost: 0.5 })),
      ...Array.from({ length: 4 }, (_, i) => record("whole", i, i < 3 ? 1 : null, { cost: 0.001 })),
    ]);
    expect(better.verdicts[0]).toMatchObject({ best: "diff", rankedBy: "pass rate" });
    expect(better.verdicts[0]?.text).toContain("diff ranks first on pass rate (100 % vs 75 %)");
  });

  it("a later record of the same attempt replaces the earlier one when folders are merged", () => {
    const report = reportFromRecords([record("diff", 1, null), record("diff", 1, 1)]);
    expect(report.rows[0]?.attempts).toBe(1);
    expect(report.rows[0]?.pass1.count).toBe(1);
  });

  it("renders Markdown and a self-contained HTML page with the chart library inlined", async () => {
    const report = reportFromRecords([record("diff", 1, 1), record("whole", 1, 2, { malformedReplies: 1 })]);
    const md = renderMarkdown(report);
    expect(md).toContain("| model | format | n | pass@1 (95 % CI) |");
    expect(md).toContain("| m | whole | 1 | 0 % (0–79) | 100 % (21–100) | 0 % |");
    const assets = await loadChartAssets();
    const html = renderHtml(report, assets);
    expect(html).toContain(assets.script.slice(0, 200));
    expect(html).toContain("new Chartist.BarChart");
    expect(html).toContain('"labels":["m · diff","m · whole"]');
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=|sourceMappingURL/);
    // The library's minified build stays small: it is inlined into every page.
    expect(assets.script.length + assets.css.length).toBeLessThan(60_000);
  });
});
