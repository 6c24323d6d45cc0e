// fast-check generators and reply mutations shared by the diff, diff-fenced and whole property tests.
import fc from "fast-check";
import type { Edit } from "../../src/edits/edit";
import { FENCES } from "../../src/core/fences";
import { isMarkerLine } from "../../src/formats/editblock/markers";

export const PATHS = [
  "src/app.py",
  "README.md",
  "lib/util/strings.ts",
  "docs/ünïcode.md",
  "my notes.txt",
  "Makefile",
];

const SPECIAL_LINES = [
  "",
  "  ",
  "    indented()",
  "日本語の行 ✓",
  "emoji 😀🎉",
  "tab\tinside",
  "```",
  "```python",
  "````",
  "<source>",
  "</source>",
];

/** A line with no line break; marker lines are left out because no block can carry them. */
const lineArb = fc
  .oneof(fc.string({ unit: "binary", maxLength: 24 }), fc.constantFrom(...SPECIAL_LINES))
  .filter((line) => !/[\r\n]/.test(line) && !isMarkerLine(line));

/** Text in the IR convention: whole lines, each ending with "\n". */
export const textArb = fc
  .array(lineArb, { maxLength: 8 })
  .map((lines) => lines.map((line) => line + "\n").join(""));

export const replaceEditsArb: fc.Arbitrary<Edit[]> = fc
  .array(fc.record({ path: fc.constantFrom(...PATHS), search: textArb, replace: textArb }), { maxLength: 6 })
  .map((records) =>
    records.map((record, blockIndex) => ({ kind: "replace" as const, ...record, blockIndex })),
  );

export const writeEditsArb: fc.Arbitrary<Edit[]> = fc
  .array(fc.record({ path: fc.constantFrom(...PATHS), content: textArb }), { maxLength: 6 })
  .map((records) => records.map((record, blockIndex) => ({ kind: "write" as const, ...record, blockIndex })));

export const fenceArb = fc.constantFrom(...FENCES);

const NOISE = [
  "<<<<<<< SEARCH",
  "=======",
  ">>>>>>> REPLACE",
  "```",
  "```bash",
  "````",
  "<source>",
  "</source>",
  "src/app.py",
  "",
];

/** One damaging change to a reply: cut it short, drop, repeat or swap lines, or insert a marker or fence. */
const mutationArb = fc.oneof(
  fc.record({ op: fc.constant("truncate" as const), at: fc.nat() }),
  fc.record({ op: fc.constant("delete" as const), at: fc.nat() }),
  fc.record({ op: fc.constant("duplicate" as const), at: fc.nat() }),
  fc.record({ op: fc.constant("swap" as const), at: fc.nat(), with: fc.nat() }),
  fc.record({ op: fc.constant("insert" as const), at: fc.nat(), line: fc.constantFrom(...NOISE) }),
);
type Mutation = typeof mutationArb extends fc.Arbitrary<infer M> ? M : never;

export const mutationsArb = fc.array(mutationArb, { minLength: 1, maxLength: 4 });

export function mutate(reply: string, mutations: readonly Mutation[]): string {
  let text = reply;
  for (const mutation of mutations) {
    if (mutation.op === "truncate") {
      text = text.slice(0, mutation.at % (text.length + 1));
      continue;
    }
    const lines = text.split("\n");
    const at = mutation.at % lines.length;
    if (mutation.op === "delete") lines.splice(at, 1);
    if (mutation.op === "duplicate") lines.splice(at, 0, lines[at] ?? "");
    if (mutation.op === "insert") lines.splice(at, 0, mutation.line);
    if (mutation.op === "swap") {
      const other = mutation.with % lines.length;
      [lines[at], lines[other]] = [lines[other] ?? "", lines[at] ?? ""];
    }
    text = lines.join("\n");
  }
  return text;
}

/** A reply of random lines, markers, fences and path lines in any order. */
export const noiseReplyArb = fc
  .array(
    fc.oneof(fc.string({ unit: "binary", maxLength: 30 }), fc.constantFrom(...NOISE, "<source lang=x>")),
    {
      maxLength: 40,
    },
  )
  .map((lines) => lines.join("\n"));
