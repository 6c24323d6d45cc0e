import fc from "fast-check";
import type { Edit } from "../../src/edits/edit";
import { patchFormat } from "../../src/formats/patch/format";
import { issueDetail } from "../../src/edits/issue-text";

// Lines that stress the grammar: prefixes, @@, fences, heredoc ends, star lines, blank and Unicode.
const trickyLine = fc.constantFrom(
  "",
  " ",
  "  indented",
  "-",
  "+",
  "@@",
  "@@ x",
  "```",
  "EOF",
  "*** not a marker",
  "**bold**",
  "héllo → wörld",
);
const line = fc.oneof(
  trickyLine,
  fc.string({ maxLength: 12 }).filter((s) => !/[\n\r]/.test(s)),
);
const text = fc.array(line, { maxLength: 5 }).map((lines) => lines.map((l) => l + "\n").join(""));
const path = fc.constantFrom("a.txt", "src/app.py", "a/b.txt", "dir with space/f.txt", "λ.md");
const anchor = fc.oneof(
  fc.constantFrom("class A:", "    def f(self):", "fn main() {", "## Section"),
  fc
    .string({ minLength: 1, maxLength: 10 })
    .filter((s) => !/[\n\r]/.test(s) && s.trim() !== "" && s === s.trimEnd()),
);
const chunk = fc
  .record({ search: text, replace: text, anchors: fc.array(anchor, { maxLength: 3 }), atEnd: fc.boolean() })
  .filter((c) => c.search !== "" || c.replace !== "")
  .filter((c) => c.anchors.every((a) => !/^\s*-\d/.test(a) && a !== "..." && a !== "... @@" && a !== "@@"));

type Block = (blockIndex: number) => Edit[];
const write = fc
  .record({ path, content: text })
  // A write renders as `*** Add File:`, which reads back as a new file.
  .map((b): Block => (i) => [{ kind: "write", ...b, overwrite: true, blockIndex: i }]);
const del = path.map((p): Block => (i) => [{ kind: "delete", path: p, blockIndex: i }]);
const update = fc
  .record({ path, chunks: fc.array(chunk, { maxLength: 3 }), to: fc.option(path, { nil: undefined }) })
  .filter((u) => u.chunks.length > 0 || u.to !== undefined)
  .map((u): Block => (i) => {
    const edits: Edit[] = u.chunks.map((c) => {
      const edit: Edit = {
        kind: "replace",
        path: u.path,
        search: c.search,
        replace: c.replace,
        blockIndex: i,
      };
      if (c.anchors.length > 0) edit.anchors = c.anchors;
      if (c.atEnd) edit.atEnd = true;
      return edit;
    });
    return u.to === undefined ? edits : [...edits, { kind: "move", path: u.path, to: u.to, blockIndex: i }];
  });
const edits = fc
  .array(fc.oneof(write, del, { arbitrary: update, weight: 3 }), { maxLength: 5 })
  .map((blocks) => blocks.flatMap((block, i) => block(i)));

describe("patch round trip", () => {
  it("parse(render(edits)) gives the edits back", () => {
    fc.assert(
      fc.property(edits, (list) => {
        expect(patchFormat.parse(patchFormat.render(list))).toEqual({
          edits: list,
          issues: [],
          commands: [],
        });
      }),
      { numRuns: 500 },
    );
  });
});

type Mutation = (lines: string[], rnd: number[]) => string[];
const junk = [
  "*** End Patch",
  "*** Update File: x",
  "@@",
  "*** End of File",
  "*** Move to: ../y",
  "junk",
  "```",
  "EOF",
];
const mutations: Mutation[] = [
  (lines, [a = 0]) => lines.slice(0, a % (lines.length + 1)),
  (lines, [a = 0]) => lines.filter((_, i) => i !== a % lines.length),
  (lines, [a = 0]) => lines.flatMap((l, i) => (i === a % lines.length ? [l, l] : [l])),
  (lines, [a = 0, b = 0]) =>
    lines.map((l, i) => (i === a % lines.length ? (lines[b % lines.length] ?? l) : l)),
  (lines, [a = 0, b = 0]) =>
    lines.map((l, i) => (i === a % lines.length ? l.slice(0, b % (l.length + 1)) : l)),
  (lines, [a = 0, b = 0]) => {
    const at = a % (lines.length + 1);
    return [...lines.slice(0, at), junk[b % junk.length] as string, ...lines.slice(at)];
  },
];

describe("patch parse on mangled replies", () => {
  it("never throws and only yields well-formed edits (2,000 mutations)", () => {
    const steps = fc.array(fc.tuple(fc.nat(5), fc.array(fc.nat(1000), { minLength: 2, maxLength: 2 })), {
      minLength: 1,
      maxLength: 4,
    });
    const mutated = fc.tuple(edits, steps, fc.boolean(), fc.nat(50)).map(([list, plan, partial, cut]) => {
      let lines = patchFormat.render(list).split("\n");
      for (const [which, rnd] of plan) lines = (mutations[which] as Mutation)(lines, rnd);
      const reply = lines.join("\n");
      return { reply: partial ? reply.slice(0, Math.max(0, reply.length - cut)) : reply, partial };
    });
    fc.assert(
      fc.property(mutated, ({ reply, partial }) => {
        const result = patchFormat.parse(reply, { partial });
        for (const edit of result.edits) {
          expect(typeof edit.path).toBe("string");
          expect(Number.isInteger(edit.blockIndex)).toBe(true);
          if (edit.kind === "replace") expect(edit.search === "" || edit.search.endsWith("\n")).toBe(true);
          if (edit.kind === "move") expect(typeof edit.to).toBe("string");
        }
        for (const issue of result.issues) expect(typeof issueDetail(issue)).toBe("string");
      }),
      { numRuns: 2000 },
    );
  });

  it("never throws on arbitrary text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.boolean(), (reply, partial) => {
        expect(Array.isArray(patchFormat.parse("*** Begin Patch\n" + reply, { partial }).edits)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
