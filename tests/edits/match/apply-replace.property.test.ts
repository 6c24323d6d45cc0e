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
    const search = window.map((line, i) => drift(line) + (s.trailing[i] ?? ""));
    return { file, start, window, replace, search: search, modelReplace: replace.map(drift), indent };
  });

describe("applyReplace property", () => {
  it("replaces exactly the chosen window despite trailing-whitespace and indentation drift", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const outcome = applyReplace({
          content: text(...s.file),
          search: text(...s.search),
          replace: text(...s.modelReplace),
        });
        const trailing = s.search.some((line, i) => line !== s.window[i] && s.indent === "none");
        const strategy = s.indent !== "none" ? "indentation" : trailing ? "trailing-whitespace" : "exact";
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
