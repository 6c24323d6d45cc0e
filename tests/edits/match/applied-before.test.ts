// Issue 27 point 8: a block whose REPLACE is in the file verbatim while its SEARCH is not was applied
// before; it is reported so before any tolerant stage runs, and nothing is written twice.
import { applyReplace } from "../../../src/edits/match/apply-replace";
import { text } from "./text";

const head = Array.from({ length: 30 }, (_, i) => `    total_${i} = compute(items[${i}], weight=${i})`);
const branch = Array.from({ length: 48 }, (_, i) => `        extra_${i} = adjust(total_${i % 30}, ${i})`);
const tail = ["    log(total_0)", "    return total_0"];
const search = text("def score(items):", ...head, ...tail);
const replace = text("def score(items):", ...head, "    if items:", ...branch, ...tail);

describe("already applied", () => {
  it("reports a block whose 48-line branch is already in the file, instead of a 97% fuzzy match that adds it again", () => {
    const content = `import math\n\n${replace}\ndef other():\n    pass\n`;
    expect(applyReplace({ content, search, replace })).toEqual({
      ok: true,
      content,
      strategy: "already-applied",
      startLine: 3,
      endLine: 84,
    });
  });

  it("does not take a deletion's remaining lines for an applied block: SEARCH still lands", () => {
    const content = text("a = 1", "b  = 2", "c = 3", "", "a = 1", "c = 3");
    const outcome = applyReplace({
      content,
      search: text("a = 1", "b = 2", "c = 3"),
      replace: text("a = 1", "c = 3"),
    });
    expect(outcome).toEqual({
      ok: true,
      content: text("a = 1", "c = 3", "", "a = 1", "c = 3"),
      strategy: "spacing",
      startLine: 1,
      endLine: 3,
    });
  });
});
