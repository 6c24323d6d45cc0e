// Edit.exactLines through applyReplace: wherever a stage locates SEARCH (here the fuzzy one), a line the
// udiff sent without a prefix must be the file's own line at its spot, or nothing is changed.
import { applyReplace } from "../../../src/edits/match/apply-replace";
import { text } from "./text";
import { withDetails } from "../../helpers/issue-details";

const body = Array.from({ length: 18 }, (_, i) => `    step${i} = run(step${i - 1}, ${i})`);
const file = text("def pipeline(step-1):", ...body, "    return step17", "");

// SEARCH misremembers one line (fuzzy territory); REPLACE edits line 12 and keeps the rest.
const misremembered = body.map((line, i) => (i === 3 ? line.replace(", 3)", ", 30)") : line));
const edited = (lines: string[]): string[] =>
  lines.map((line, i) => (i === 12 ? line.replace("run(", "run_fast(") : line));

describe("exact lines under a tolerant stage", () => {
  it("under the fuzzy stage, lands an unprefixed line that is the file's line at its spot and refuses one that is not", () => {
    const landed = applyReplace({
      content: file,
      search: text("def pipeline(step-1):", ...misremembered),
      replace: text("def pipeline(step-1):", ...edited(misremembered)),
      exactLines: [0],
    });
    expect(landed).toMatchObject({ ok: true, strategy: "fuzzy" });
    expect(landed.ok && landed.content).toBe(
      text("def pipeline(step-1):", ...edited(body), "    return step17", ""),
    );

    // A hunk that lost line 10 of the file and carries an unprefixed line in its place.
    const inPlace = (lines: string[]): string[] =>
      lines.map((line, i) => (i === 8 ? "extra_option=True)" : line));
    const search = ["def pipeline(step-1):", ...inPlace(body)];
    const replace = ["def pipeline(step-1):", ...inPlace(edited(body))];
    const without = applyReplace({ content: file, search: text(...search), replace: text(...replace) });
    // Unmarked, the fuzzy stage merges it in and keeps the file's line 10 where the hunk had the other.
    expect(without).toMatchObject({ ok: true, strategy: "fuzzy" });
    const refused = applyReplace({
      content: file,
      search: text(...search),
      replace: text(...replace),
      exactLines: [9],
    });
    expect(withDetails(refused)).toMatchObject({
      ok: false,
      code: "not-found",
      detail:
        'the hunk line "extra_option=True)" has no " ", "-" or "+" prefix, so it was read as an unchanged line, but the file has "    step8 = run(step7, 8)" at that spot (line 10); kerf does not guess that it continues the line above: start every hunk line with its prefix and keep a long line on one line',
    });
  });
});
