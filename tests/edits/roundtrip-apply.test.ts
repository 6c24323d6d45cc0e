// Round trip through the whole engine, for every format: random edits of a random file → render →
// parse → apply must give exactly the file the edits describe.
import fc from "fast-check";
import { applyReply } from "../../src/formats/apply-reply";
import type { Edit } from "../../src/edits/edit";
import { editingFormatNames, getEditFormat } from "../../src/formats/registry";
import { MemoryWorkspace } from "../../src/edits/workspace/memory-workspace";

// Every format that edits files in its reply text (a tool format's text twin is one of these).
const FORMATS = editingFormatNames().filter((name) => !getEditFormat(name).tools);

/** Distinct, code-like lines, so any window of them is unique in the file. */
const fileLines = fc.uniqueArray(
  fc
    .tuple(fc.constantFrom("const", "let", "return", "call", "print"), fc.nat(999))
    .map(([word, n]) => `  ${word} v${n} = f(${n});`),
  { minLength: 3, maxLength: 40 },
);

const scenario = fileLines.chain((lines) =>
  fc.record({
    lines: fc.constant(lines),
    start: fc.nat(lines.length - 1),
    length: fc.integer({ min: 1, max: 5 }),
    replacement: fc.array(
      fc.string({ unit: fc.constantFrom("a", "b", "x", " ", "é", "(", ")", ";", "1") }).map((t) => `  ${t}`),
      { maxLength: 4 },
    ),
  }),
);

describe.each(FORMATS)("%s: render → parse → apply", (format) => {
  it("yields exactly the described file for 300 random edits", async () => {
    const fmt = getEditFormat(format);
    await fc.assert(
      fc.asyncProperty(scenario, async ({ lines, start, length, replacement }) => {
        const end = Math.min(lines.length, start + length);
        const before = lines.join("\n") + "\n";
        const afterLines = [...lines.slice(0, start), ...replacement, ...lines.slice(end)];
        const after = afterLines.length > 0 ? afterLines.join("\n") + "\n" : "";
        const search = lines.slice(start, end).join("\n") + "\n";
        const replaceText = replacement.length > 0 ? replacement.join("\n") + "\n" : "";
        fc.pre(search !== replaceText);
        const edit: Edit =
          format === "whole"
            ? { kind: "write", path: "src/mod.ts", content: after, blockIndex: 0 }
            : { kind: "replace", path: "src/mod.ts", search, replace: replaceText, blockIndex: 0 };
        const ws = new MemoryWorkspace({ "src/mod.ts": before });
        const result = await applyReply(ws, fmt.render([edit]), { format, files: ["src/mod.ts"] });
        expect(result.failed).toEqual([]);
        expect(ws.text("src/mod.ts")).toBe(after);
      }),
      { numRuns: 300, seed: 42 },
    );
  });
});
