import fc from "fast-check";
import { applyReplace } from "../../../src/edits/match/apply-replace";
import { text } from "./text";

// Lines carry unique tokens, so any window of the file is unique under every normalisation.
const codeLine = (token: string, depth: number, seed: number): string =>
  `${"    ".repeat(depth)}${["let", "call", "emit", "put"][seed % 4]} ${token} = f(${seed});`;

const scenario = fc
  .record({
    depths: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 40 }),
    seed: fc.nat(1000),
    windowStart: fc.nat(),
    windowLength: fc.integer({ min: 1, max: 8 }),
    replaceDepths: fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 6 }),
    trailing: fc.array(fc.constantFrom("", " ", "  ", "\t"), { minLength: 8, maxLength: 8 }),
    indent: fc.constantFrom("none", "add", "remove"),
    unit: fc.constantFrom("  ", "    "),
    padLead: fc.nat(2),
    padTrail: fc.nat(2),
  })
  .map((s) => {
    const file = s.depths.map((depth, i) => codeLine(`old${i}`, depth, s.seed + i));
    const start = s.windowStart % file.length;
    const window = file.slice(start, Math.min(file.length, start + s.windowLength));
    // Removing indentation is only possible when every window line has some.
    const indent = s.indent === "remove" && window.some((l) => !l.startsWith(s.unit)) ? "none" : s.indent;
    const minDepth = indent === "remove" ? 1 : 0;
    const replace = s.replaceDepths.map((d, i) => codeLine(`new${i}`, Math.max(d, minDepth), s.seed + i));
    const drift = (line: string): string =>
      indent === "add" ? s.unit + line : indent === "remove" ? line.slice(s.unit.length) : line;
    // Models pad blocks with blank lines, in SEARCH and REPLACE alike.
    const pad = (lines: string[]): string[] => [
      ...Array<string>(s.padLead).fill(""),
      ...lines,
      ...Array<string>(s.padTrail).fill(""),
    ];
    const search = pad(window.map((line, i) => drift(line) + (s.trailing[i] ?? "")));
    const padded = s.padLead + s.padTrail > 0;
    const trailed = window.some((_, i) => (s.trailing[i] ?? "") !== "");
    return {
      file,
      start,
      window,
      replace,
      search,
      modelReplace: pad(replace.map(drift)),
      indent,
      padded,
      trailed,
    };
  });

describe("applyReplace property", () => {
  it("replaces exactly the chosen window despite whitespace, indentation and blank-line drift", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const outcome = applyReplace({
          content: text(...s.file),
          search: text(...s.search),
          replace: text(...s.modelReplace),
        });
        const unpadded = s.indent !== "none" ? "indentation" : s.trailed ? "trailing-whitespace" : "exact";
        const strategy = s.padded ? "blank-lines" : unpadded;
        expect(outcome).toEqual({
          ok: true,
          content: text(
            ...s.file.slice(0, s.start),
            ...s.replace,
            ...s.file.slice(s.start + s.window.length),
          ),
          strategy,
          startLine: s.start + 1,
          endLine: s.start + s.window.length,
        });
      }),
      { numRuns: 300 },
    );
  });
});
