import fc from "fast-check";
import type { Edit } from "../../src/edits/edit";
import { markCreates } from "../../src/formats/udiff/examples";
import { udiffFormat } from "../../src/formats/udiff/format";
import { issueDetail } from "../../src/edits/issue-text";

// Lines that stress the grammar: prefixes, headers, fences, notes, blank and space-only lines, Unicode.
const trickyLine = fc.constantFrom(
  "",
  " ",
  "  indented",
  "-- sql comment",
  "++ plus",
  "--- a/x",
  "+++ b/x",
  "@@ -1 +1 @@",
  "@@",
  "```",
  "````",
  "</source>",
  "\\ No newline at end of file",
  "diff --git a/x b/x",
  "héllo → wörld",
  "\t",
);
const line = fc.oneof(
  trickyLine,
  fc.string({ maxLength: 12 }).filter((s) => !/[\n\r]/.test(s)),
);
const text = fc.array(line, { maxLength: 6 }).map((lines) => lines.map((l) => l + "\n").join(""));
const path = fc.constantFrom("a.txt", "src/app.py", "a/b.txt", "b/c.md", "dir with space/f.txt", "λ.md");

const replaceEdit = fc
  .record({ path, search: text, replace: text })
  .filter((e) => e.search !== "" || e.replace !== "")
  .map((e) => ({ kind: "replace" as const, ...e }));
const deleteEdit = path.map((p) => ({ kind: "delete" as const, path: p }));
const edits = fc
  .array(fc.oneof({ arbitrary: replaceEdit, weight: 4 }, { arbitrary: deleteEdit, weight: 1 }), {
    maxLength: 6,
  })
  .map((list) => list.map((edit, blockIndex) => ({ ...edit, blockIndex }) as Edit));
const fence = fc.constantFrom(
  { open: "```", close: "```" },
  { open: "````", close: "````" },
  { open: "<source>", close: "</source>" },
);

describe("udiff round trip", () => {
  it("parse(render(edits)) gives the edits back", () => {
    fc.assert(
      fc.property(edits, fence, (list, f) => {
        expect(udiffFormat.parse(udiffFormat.render(list, { fence: f }))).toEqual({
          // A run that opens with an empty search is headed `--- /dev/null`: its hunks read back as new-file hunks.
          edits: markCreates(list),
          issues: [],
          commands: [],
        });
      }),
      { numRuns: 500 },
    );
  });
});

type Mutation = (lines: string[], rnd: number[]) => string[];
const mutations: Mutation[] = [
  (lines, [a = 0]) => lines.slice(0, a % (lines.length + 1)),
  (lines, [a = 0]) => lines.filter((_, i) => i !== a % lines.length),
  (lines, [a = 0]) => lines.flatMap((l, i) => (i === a % lines.length ? [l, l] : [l])),
  (lines, [a = 0, b = 0]) =>
    lines.map((l, i) => (i === a % lines.length ? (lines[b % lines.length] ?? l) : l)),
  (lines, [a = 0, b = 0]) =>
    lines.map((l, i) => (i === a % lines.length ? l.slice(0, b % (l.length + 1)) : l)),
  (lines, [a = 0, b = 0]) => [
    ...lines.slice(0, a % (lines.length + 1)),
    ["@@", "--- x", "+++ /dev/null", "junk", "```"][b % 5] as string,
    ...lines.slice(a % (lines.length + 1)),
  ],
];

describe("udiff parse on mangled replies", () => {
  it("never throws and only yields well-formed edits (2,000 mutations)", () => {
    const mutated = fc
      .tuple(
        edits,
        fc.array(fc.tuple(fc.nat(5), fc.array(fc.nat(1000), { minLength: 2, maxLength: 2 })), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.boolean(),
        fc.nat(50),
      )
      .map(([list, steps, partial, cut]) => {
        let lines = udiffFormat.render(list).split("\n");
        for (const [which, rnd] of steps) lines = (mutations[which] as Mutation)(lines, rnd);
        const reply = lines.join("\n");
        return { reply: partial ? reply.slice(0, Math.max(0, reply.length - cut)) : reply, partial };
      });
    fc.assert(
      fc.property(mutated, ({ reply, partial }) => {
        const result = udiffFormat.parse(reply, { partial });
        for (const edit of result.edits) {
          expect(typeof edit.path).toBe("string");
          expect(["replace", "delete"]).toContain(edit.kind);
          if (edit.kind === "replace") {
            expect(edit.search === "" || edit.search.endsWith("\n")).toBe(true);
            expect(edit.replace === "" || edit.replace.endsWith("\n")).toBe(true);
          }
        }
        for (const issue of result.issues) expect(typeof issueDetail(issue)).toBe("string");
      }),
      { numRuns: 2000 },
    );
  });

  it("never throws on arbitrary text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.boolean(), (reply, partial) => {
        expect(Array.isArray(udiffFormat.parse(reply, { partial }).edits)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
