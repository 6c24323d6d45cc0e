// The report's per-exercise rows, in every form, from the JSON lines of real runs over the loopback
// server: each exercise × model × format with its tries, malformed replies, cost, time and a bounded,
// escaped excerpt of why it failed; a one-try run without pass@2; a marked 0 % bar; the run's date.
jest.setTimeout(90_000);

import { readFileSync } from "node:fs";
import path from "node:path";
import type { AttemptRecord } from "../../../src/eval/attempt-record";
import { reportData, reportFromRecords, type EvalReport } from "../../../src/eval/report/build-report";
import { EXCERPT_CHARS, EXCERPT_LINES } from "../../../src/eval/report/exercise-rows";
import { CHART_CSS, chartData, chartScript, legendHtml } from "../../../src/eval/report/html-chart";
import { renderHtml } from "../../../src/eval/report/render-html";
import { renderMarkdown, renderText } from "../../../src/eval/report/render-text";
import {
  diffBlock,
  evalHarness,
  fixAdder,
  GREET_STUB,
  lastUser,
  rightReply,
  wrongAdder,
} from "../eval-harness";

const ASSETS = { script: "/* chart library */", css: "/* chart css */" };

/** diff: greet's SEARCH never matches (malformed every time, fails both tries); adder wrong on try 1 and
 *  fixed on try 2. whole: everything right. */
const notInFile = diffBlock("greet.js", GREET_STUB.replace("greet", "gret"), "function greet(name) {}\n");

function lines(dir: string): AttemptRecord[] {
  return readFileSync(path.join(dir, "results.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as AttemptRecord);
}

let twoTries: AttemptRecord[];
let oneTry: AttemptRecord[];

beforeAll(async () => {
  const h = await evalHarness((request, text) => {
    const system = JSON.stringify(
      (request.body as { messages: { content: unknown }[] }).messages[0]?.content,
    );
    if (system.includes("SEARCH") && text.includes("greet.js")) return { kind: "reply", text: notInFile };
    if (system.includes("SEARCH") && text.includes("Adder"))
      return {
        kind: "reply",
        text: lastUser(request).includes("tests above failed") ? fixAdder : wrongAdder,
      };
    return rightReply(request, text);
  });
  try {
    twoTries = lines((await h.run({ editFormats: ["diff", "whole"] })).summary.dir);
    oneTry = lines((await h.run({ editFormats: ["diff", "whole"], tries: 1, only: ["greet"] })).summary.dir);
  } finally {
    await h.close();
  }
});

const find = (report: EvalReport, line: AttemptRecord) =>
  report.exercises.find((r) => r.exercise === line.exercise && r.editFormat === line.editFormat);

describe("per-exercise rows", () => {
  it("follow the JSON lines: each try's outcome, malformed replies, cost, time, an excerpt when failed", () => {
    const report = reportFromRecords(twoTries);
    expect(report.exercises).toHaveLength(twoTries.length);
    for (const line of twoTries) {
      const row = find(report, line);
      expect(row?.malformedReplies).toBe(line.malformedReplies);
      expect(row?.cost).toBe(line.cost);
      expect(row?.seconds).toBe(line.seconds);
      expect(row?.tries.slice(0, line.tries.length)).toEqual(
        line.tries.map((t) => (t.passed ? "pass" : "fail")),
      );
      expect(row?.excerpt === null).toBe(line.passedTry !== null);
    }
    const greet = find(
      report,
      twoTries.find((l) => l.editFormat === "diff" && l.language === "javascript")!,
    );
    expect(greet?.tries).toEqual(["fail", "fail"]);
    expect(greet?.malformedReplies).toBeGreaterThan(0);
    expect(greet?.excerpt).toContain("expected: 'Hello, Ada!'");
    expect(greet?.excerpt?.split("\n").length).toBeLessThanOrEqual(EXCERPT_LINES);
    const adder = find(
      report,
      twoTries.find((l) => l.editFormat === "diff" && l.language === "python")!,
    );
    expect(adder?.tries).toEqual(["fail", "pass"]);
    expect(
      find(
        report,
        twoTries.find((l) => l.editFormat === "whole")!,
      )?.tries,
    ).toEqual(["pass", "not run"]);
  });

  it("are in the text, Markdown, HTML and JSON forms", () => {
    const report = reportFromRecords(twoTries);
    const text = renderText(report);
    const md = renderMarkdown(report);
    const html = renderHtml(report, ASSETS);
    const body = /<table class="exercises">[\s\S]*?<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? "";
    expect(body.match(/<tr /g)).toHaveLength(twoTries.length);
    for (const line of twoTries) {
      const row = find(report, line)!;
      const cost = `\\$${(line.cost as number).toFixed(line.cost! < 0.01 ? 4 : 3)}`;
      const tries = line.tries.map((t) => (t.passed ? "pass" : "fail")).join(" → ");
      const cells = [line.exercise, "gpt-4o", line.editFormat, tries, String(line.malformedReplies), cost];
      expect(text).toMatch(new RegExp(`^${cells.join("\\s+")}\\s+${line.seconds.toFixed(1)}`, "m"));
      expect(md).toContain(
        `| ${line.exercise} | gpt-4o | ${line.editFormat} | ${tries} | ${line.malformedReplies} |`,
      );
      expect(body).toContain(`<td>${line.exercise}</td><td>gpt-4o</td><td>${line.editFormat}</td>`);
      expect(row.excerpt === null).toBe(line.passedTry !== null);
    }
    expect(text).toMatch(
      /^javascript\/greet\s+gpt-4o\s+diff\s+fail → fail\s+\d+.*not ok 1 - greets by name ⏎/m,
    );
    expect(body).toMatch(
      /<tr class="failed"><td>javascript\/greet<\/td>[\s\S]*?<span class="try fail"[^>]*>✗ fail<\/span>/,
    );
    expect(body).toContain("expected: &#39;Hello, Ada!&#39;\nactual: &#39;&#39;</pre>");
    const json = JSON.parse(JSON.stringify(reportData(report))) as ReturnType<typeof reportData>;
    expect(json.exercises).toEqual(report.exercises);
    expect(json.exercises.filter((r) => r.excerpt !== null).map((r) => r.exercise)).toEqual([
      "javascript/greet",
    ]);
  });

  it("keep the test output's excerpt short and escape it for HTML and Markdown", () => {
    const failed = twoTries.find((l) => l.passedTry === null)!;
    const hostile = `\x1b[31mAssertionError: <script>alert(1)</script> | *bold* [x](y)\x1b[0m\n${"E assert 1 == 2 ".repeat(40)}\n`;
    const record = { ...failed, testOutput: hostile + "AssertionError: again\n".repeat(5000) };
    const report = reportFromRecords([record]);
    const excerpt = report.exercises[0]?.excerpt ?? "";
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_CHARS);
    expect(excerpt.split("\n")).toHaveLength(EXCERPT_LINES);
    expect(excerpt).not.toContain("\x1b");
    const html = renderHtml(report, ASSETS);
    expect(html).toContain("AssertionError: &lt;script&gt;alert(1)&lt;/script&gt; | *bold*");
    expect(html).not.toContain("<script>alert(1)");
    const md = renderMarkdown(report);
    expect(md).toContain("AssertionError: \\<script\\>alert(1)\\</script\\> \\| \\*bold\\* \\[x\\](y)");
    const row = md.split("\n").find((l) => l.startsWith("| javascript/greet"));
    // The excerpt is one cell: no raw pipe splits the row.
    expect(row?.replace(/\\\|/g, "").split("|")).toHaveLength(10);
    expect(renderText(report)).not.toContain("\x1b");
  });

  it("an attempt cut short by an error shows the error first and the try it ended; a timeout is named", () => {
    const failed = twoTries.find((l) => l.passedTry === null)!;
    const record = {
      ...failed,
      tries: failed.tries.slice(0, 1),
      errorKind: "LlmTimeoutError",
      error: "the server sent nothing for 60 s",
    };
    const row = reportFromRecords([record]).exercises[0];
    expect(row?.tries).toEqual(["fail", "error"]);
    expect(row?.excerpt?.split("\n")[0]).toBe("LlmTimeoutError: the server sent nothing for 60 s");
    const timedOut = {
      ...failed,
      tries: failed.tries.map((t, i) => (i === 1 ? { ...t, testTimedOut: true } : t)),
      errorKind: "test-timeout",
    };
    const slow = reportFromRecords([timedOut]).exercises[0];
    expect(slow?.tries).toEqual(["fail", "timeout"]);
    expect(slow?.excerpt?.split("\n")[0]).toBe("not ok 1 - greets by name");
  });
});

describe("report forms", () => {
  it("a one-try run has no pass@2 column, series or legend entry", () => {
    const one = reportFromRecords(oneTry);
    expect(one.maxTries).toBe(1);
    for (const form of [renderText(one), renderMarkdown(one), renderHtml(one, ASSETS), legendHtml(one)])
      expect(form).not.toContain("pass@2");
    expect(chartData(one).series).toHaveLength(1);
    expect(renderText(one)).toMatch(/^model\s+format\s+n\s+pass@1 \(95 % CI\)\s+well-formed/m);
    const two = reportFromRecords(twoTries);
    expect(chartData(two).series).toHaveLength(2);
    expect(legendHtml(two)).toContain("pass@2 (striped)");
    expect(renderMarkdown(two)).toContain("| pass@1 (95 % CI) | pass@2 (95 % CI) |");
  });

  it("marks a 0 % bar and labels every bar with its value", () => {
    const one = reportFromRecords(oneTry);
    const diff = one.rows.findIndex((r) => r.editFormat === "diff");
    expect(chartData(one).series[0]?.[diff]).toBe(0);
    const script = chartScript(one);
    expect(script).toMatch(/if \(v === 0\) d\.group\.elem\("rect", \{[^}]*height: 5 \}, "ct-zero"\)/);
    expect(script).toContain('"ct-value").text(v + " %")');
    expect(CHART_CSS).toMatch(/\.ct-series-a \.ct-zero \{ stroke: #0072B2; \}/);
    expect(renderHtml(one, ASSETS)).toContain(script);
  });

  it("tells the two series apart by an accessible palette and a pattern, not by two reds", () => {
    const html = renderHtml(reportFromRecords(twoTries), ASSETS);
    expect(html).toMatch(/\.ct-series-a \.ct-bar \{ stroke: #0072B2;/);
    expect(html).toMatch(/\.ct-series-b \.ct-bar \{ stroke: #E69F00;[^}]*stroke-dasharray/);
    expect(html).toContain("pass@1 (solid)");
    expect(html).not.toMatch(/#d70206|#f05b4f/i);
  });

  it("shows the day the attempts finished, or the first and last day", () => {
    const day = twoTries[0]!.finishedAt.slice(0, 10);
    const report = reportFromRecords(twoTries);
    expect(renderText(report).split("\n")[0]).toMatch(new RegExp(`^Run date: ${day} · runs: gpt-4o-`));
    expect(renderMarkdown(report)).toContain(`Run date: ${day}`);
    expect(renderHtml(report, ASSETS)).toMatch(
      new RegExp(`<p class="meta">Run date: ${day} · Runs: gpt-4o-`),
    );
    const spread = [
      { ...twoTries[0]!, finishedAt: "2026-11-30T23:59:00.000Z" },
      { ...twoTries[1]!, finishedAt: "2026-12-02T00:10:00.000Z" },
    ];
    expect(renderText(reportFromRecords(spread))).toMatch(/^Run dates: 2026-11-30 to 2026-12-02/);
    expect(reportData(reportFromRecords(spread)).dates).toEqual({ first: "2026-11-30", last: "2026-12-02" });
  });
});
