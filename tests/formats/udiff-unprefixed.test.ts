// Issue 27 point 12, hard-wrapped udiff lines: a hunk line without a " "/"-"/"+" prefix is context only
// where it is the file's line at that spot; anything else is refused for that hunk, nothing written.
import fc from "fast-check";
import { applyReply } from "../../src/formats/apply-reply";
import { MemoryWorkspace } from "../../src/edits/workspace/memory-workspace";
import { issueDetail } from "../../src/edits/issue-text";
import type { EditIssue } from "../../src/edits/edit";
import { withDetails } from "../helpers/issue-details";

const APP_JS = [
  "function greet(name) {",
  '  return "hi " + name;',
  "}",
  "",
  "function bye(name) {",
  '  return "bye " + name;',
  "}",
  "",
].join("\n");

const SHOUT_JS = [
  "function greet(name) {",
  '  const text = "hi " + name;',
  "  return text;",
  "}",
  "",
  "function shout(name) {",
  "  return greet(name).toUpperCase();",
  "}",
  "",
].join("\n");

const diff = (path: string, ...hunks: string[][]): string =>
  [
    "```diff",
    `--- ${path}`,
    `+++ ${path}`,
    ...hunks.flatMap((hunk) => ["@@ ... @@", ...hunk]),
    "```",
    "",
  ].join("\n");

async function apply(files: Record<string, string>, reply: string) {
  const ws = new MemoryWorkspace(files);
  const result = await applyReply(ws, reply, { format: "udiff", files: Object.keys(files) });
  return { ws, result };
}

describe("udiff lines without a prefix", () => {
  it("lands a hunk whose `}` at column 0 lost its space prefix, between prefixed lines", async () => {
    const reply = diff("app.js", [
      '   return "hi " + name;',
      "}",
      " ",
      " function bye(name) {",
      '-  return "bye " + name;',
      '+  return "goodbye " + name;',
      " }",
    ]);
    const { ws, result } = await apply({ "app.js": APP_JS }, reply);
    expect(result.failed).toEqual([]);
    expect(result.applied.map((a) => [a.blockIndex, a.strategy])).toEqual([[0, "exact"]]);
    expect(ws.text("app.js")).toBe(APP_JS.replace('"bye "', '"goodbye "'));
  });

  it("lands a trailing unprefixed `}` that is the file's line right after the hunk", async () => {
    const reply = diff("app.js", [
      " function bye(name) {",
      '-  return "bye " + name;',
      '+  return "ciao " + name;',
      "}",
    ]);
    const { ws, result } = await apply({ "app.js": APP_JS }, reply);
    expect(result.failed).toEqual([]);
    expect(ws.text("app.js")).toBe(APP_JS.replace('"bye "', '"ciao "'));
  });

  it("lands through a tolerant stage too when the line stands at its spot (extra blank lines in the file)", async () => {
    const spaced = APP_JS.replace("}\n\nfunction bye", "}\n\n\nfunction bye");
    const reply = diff("app.js", [
      '   return "hi " + name;',
      "}",
      " ",
      " function bye(name) {",
      '-  return "bye " + name;',
      '+  return "goodbye " + name;',
    ]);
    const { ws, result } = await apply({ "app.js": spaced }, reply);
    expect(result.failed).toEqual([]);
    expect(result.applied.map((a) => a.strategy)).toEqual(["skipped-lines"]);
    expect(ws.text("app.js")).toBe(spaced.replace('"bye "', '"goodbye "'));
  });

  it("refuses a hard-wrapped + line whose tail is not the file's line, and applies the reply's other hunk", async () => {
    const reply = diff(
      "app.js",
      [
        " function greet(name) {",
        '-  return "hi " + name;',
        '+  return "hello there, " + name + ", it is good to see you again after such a long time, " +',
        '"welcome back";',
        " }",
      ],
      [" function bye(name) {", '-  return "bye " + name;', '+  return "goodbye " + name;', " }"],
    );
    const { ws, result } = await apply({ "app.js": APP_JS }, reply);
    expect(ws.text("app.js")).toBe(APP_JS.replace('"bye "', '"goodbye "'));
    expect(result.applied.map((a) => a.blockIndex)).toEqual([1]);
    expect(result.failed).toHaveLength(1);
    expect(result.failed[0]).toMatchObject({ code: "not-found", blockIndex: 0, path: "app.js" });
    expect(issueDetail(result.failed[0] as EditIssue)).toContain(
      `its line "\\"welcome back\\";" has no " ", "-" or "+" prefix, so it was read as an unchanged line`,
    );
  });

  it("refuses a wrapped line that equals a file line elsewhere but not at that spot (skipped-lines would land it)", async () => {
    const reply = diff("shout.js", [
      " function greet(name) {",
      '-  const text = "hi " + name;',
      '+  const text = ["hello", name, "good to see you again"].join(", ") + (name.endsWith("!") ? "" : "!"',
      "}",
      " ",
      " function shout(name) {",
    ]);
    const { ws, result } = await apply({ "shout.js": SHOUT_JS }, reply);
    expect(ws.text("shout.js")).toBe(SHOUT_JS);
    expect(result.applied).toEqual([]);
    expect(withDetails(result.failed)).toEqual([
      {
        code: "not-found",
        path: "shout.js",
        blockIndex: 0,
        detail:
          'the hunk line "}" has no " ", "-" or "+" prefix, so it was read as an unchanged line, but the file has "  return text;" at that spot (line 3); kerf does not guess that it continues the line above: start every hunk line with its prefix and keep a long line on one line',
        closest: { startLine: 1, lines: SHOUT_JS.split("\n").slice(0, 6), similarity: 0.833 },
      },
    ]);
  });

  it("refuses a hunk whose only unchanged lines lack their prefix: nothing shows where it goes", async () => {
    const reply = diff("app.js", [
      '+  console.log("closing the greeting function now, with a long message",',
      "}",
    ]);
    const one = "function greet(name) {\n  return name;\n}\n";
    const { ws, result } = await apply({ "app.js": one }, reply);
    expect(ws.text("app.js")).toBe(one);
    expect(result.failed).toHaveLength(1);
    expect(issueDetail(result.failed[0] as EditIssue)).toMatch(
      /^no unchanged line of this hunk has its " " prefix \("}" has no/,
    );
  });
});

// Unique lines, some at column 0 (where a dropped space prefix leaves a line with no prefix at all).
const codeLine = (i: number, depth: number): string => `${"  ".repeat(depth)}v${i} = f(${i});`;

const scenario = fc
  .record({
    depths: fc.array(fc.nat(2), { minLength: 8, maxLength: 30 }),
    start: fc.nat(),
    before: fc.integer({ min: 1, max: 3 }),
    removed: fc.nat(2),
    added: fc.integer({ min: 1, max: 2 }),
    after: fc.integer({ min: 1, max: 3 }),
    pick: fc.nat(),
    insertAt: fc.nat(),
    inserted: fc.oneof(fc.nat(), fc.constant(-1)),
  })
  .map((s) => {
    const file = s.depths.map((depth, i) => codeLine(i, depth));
    const size = s.before + s.removed + s.after;
    const start = s.start % (file.length - size + 1);
    const lines = (from: number, count: number) => file.slice(start + from, start + from + count);
    const body = [
      ...lines(0, s.before).map((l) => ` ${l}`),
      ...lines(s.before, s.removed).map((l) => `-${l}`),
      ...Array.from({ length: s.added }, (_, k) => `+w${k} = g(${k});`),
      ...lines(s.before + s.removed, s.after).map((l) => ` ${l}`),
    ];
    const expected = [
      ...file.slice(0, start + s.before),
      ...Array.from({ length: s.added }, (_, k) => `w${k} = g(${k});`),
      ...file.slice(start + s.before + s.removed),
    ];
    const column0 = file.filter((l) => !l.startsWith(" "));
    const inserted =
      s.inserted === -1 || column0.length === 0 ? "junk(1);" : column0[s.inserted % column0.length];
    return { s, file, body, expected, inserted: inserted as string };
  });

const text = (lines: readonly string[]): string => lines.map((l) => `${l}\n`).join("");

async function applyBody(file: readonly string[], body: readonly string[]) {
  return apply({ "f.py": text(file) }, diff("f.py", [...body]));
}

describe("udiff lines without a prefix, property", () => {
  it("a context line that lost its space lands as the prefixed hunk does", async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ s, file, body, expected }) => {
        const candidates = body.flatMap((line, j) => (j >= 1 && /^ [a-z]/.test(line) ? [j] : []));
        fc.pre(candidates.length > 0);
        const j = candidates[s.pick % candidates.length] as number;
        const mangled = body.map((line, k) => (k === j ? line.slice(1) : line));
        const { ws, result } = await applyBody(file, mangled);
        expect(result.failed).toEqual([]);
        expect(ws.text("f.py")).toBe(text(expected));
      }),
      { numRuns: 300, seed: 2711 },
    );
  });

  it("an inserted unprefixed line is refused unless it is exactly the file's line at that spot", async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ s, file, body, inserted }) => {
        const at = 1 + (s.insertAt % body.length);
        const mangled = [...body.slice(0, at), inserted, ...body.slice(at)];
        const { ws, result } = await applyBody(file, mangled);
        if (result.failed.length > 0) {
          expect(ws.text("f.py")).toBe(text(file));
          return;
        }
        // It landed: then it is the hunk with that line as prefixed context, found exactly.
        const prefixed = await applyBody(file, [...body.slice(0, at), ` ${inserted}`, ...body.slice(at)]);
        expect(prefixed.result.applied.map((a) => a.strategy)).toEqual(["exact"]);
        expect(ws.text("f.py")).toBe(prefixed.ws.text("f.py"));
      }),
      { numRuns: 300, seed: 2712 },
    );
  });
});
