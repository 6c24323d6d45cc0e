// Issue 33, the whitespace stage's damaging regression: a SEARCH whose first line alone lost its
// indentation (column 0 where the file has 12) and a REPLACE written consistently at base column 0.
// The REPLACE is anchored on the line it shares with SEARCH and shifted by that line's offset to the
// file; a REPLACE with no clear base is refused, never written at the wrong depth.
import { applyReplace } from "../../../src/edits/match/apply-replace";
import { pythonParses } from "../../helpers/python-parses";
import { text } from "./text";

const SHOP = text(
  "def make_shop():",
  "    class Shop:",
  "        def total(self, items):",
  "            result = 0",
  "            for item in items:",
  "                result += item.price",
  "            return result",
  "",
  "    return Shop",
);

describe("whitespace stage: a SEARCH whose first line lost its indentation", () => {
  it("shifts a REPLACE written at column 0 by its shared first line's offset, and the Python compiles", () => {
    const outcome = applyReplace({
      content: SHOP,
      search: text("result = 0", "            for item in items:", "                result += item.price"),
      replace: text(
        "result = 0",
        "for item in items:",
        "    if item.active:",
        "        result += item.price",
      ),
    });
    const expected = text(
      "def make_shop():",
      "    class Shop:",
      "        def total(self, items):",
      "            result = 0",
      "            for item in items:",
      "                if item.active:",
      "                    result += item.price",
      "            return result",
      "",
      "    return Shop",
    );
    expect(outcome).toMatchObject({ ok: true, content: expected });
    expect(pythonParses(expected)).toBe(true);
  });

  it("keeps the REPLACE's columns when it copies the SEARCH's own shape (first line at 0, the rest at 12)", () => {
    const outcome = applyReplace({
      content: SHOP,
      search: text("result = 0", "            for item in items:", "                result += item.price"),
      replace: text(
        "result = 0",
        "            for item in items:",
        "                if item.active:",
        "                    result += item.price",
      ),
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.content).toContain(
      text("                if item.active:", "                    result += item.price"),
    );
    expect(pythonParses(outcome.content)).toBe(true);
  });

  it("refuses when no line is shared and the SEARCH's offsets to the file disagree", () => {
    const outcome = applyReplace({
      content: SHOP,
      search: text("result = 0", "            for item in items:", "                result += item.price"),
      replace: text("total = 0", "for item in items:", "    total += item.price"),
    });
    expect(outcome).toMatchObject({ ok: false });
  });
});
