// Issue 27 point 5: a line REPLACE adds inside a docstring takes the block's indentation shift, in the
// indentation stage and in the fuzzy stage alike; string text kept at column 0 stays as written.
import { applyReplace } from "../../../src/edits/match/apply-replace";
import { text } from "./text";

const circle = text(
  "class Circle:",
  "    def area(self):",
  '        """Return the area.',
  "",
  "        Uses the radius.",
  '        """',
  "        r = self.radius",
  "        return 3.14 * r * r",
);

describe("lines added inside a multi-line string", () => {
  it("take the block's shift when the fuzzy stage re-indents a block written 2 spaces shallower", () => {
    const outcome = applyReplace(
      {
        content: circle,
        // "radious": one line the model got wrong, so only the fuzzy stage finds the block.
        search: text(
          "  def area(self):",
          '      """Return the area.',
          "",
          "      Uses the radius.",
          '      """',
          "      r = self.radious",
          "      return 3.14 * r * r",
        ),
        replace: text(
          "  def area(self):",
          '      """Return the area.',
          "",
          "      Uses the radius.",
          "      Rounded to two places.",
          '      """',
          "      r = self.radious",
          "      return round(3.14 * r * r, 2)",
        ),
      },
      { fuzzyThreshold: 0.8 },
    );
    expect(outcome).toMatchObject({ ok: true, strategy: "fuzzy" });
    expect(outcome.ok && outcome.content).toBe(
      text(
        "class Circle:",
        "    def area(self):",
        '        """Return the area.',
        "",
        "        Uses the radius.",
        "        Rounded to two places.",
        '        """',
        "        r = self.radius",
        "        return round(3.14 * r * r, 2)",
      ),
    );
  });

  it("stay as written when the string's lines sit unshifted in the file (SQL at column 0)", () => {
    const query = text(
      "class Query:",
      "    def sql(self):",
      '        return """',
      "SELECT id",
      "FROM users",
      '"""',
    );
    const outcome = applyReplace({
      content: query,
      search: text("def sql(self):", '    return """', "SELECT id", "FROM users", '"""'),
      replace: text("def sql(self):", '    return """', "SELECT id", "FROM users", "WHERE active", '"""'),
    });
    expect(outcome).toEqual({
      ok: true,
      content: text(
        "class Query:",
        "    def sql(self):",
        '        return """',
        "SELECT id",
        "FROM users",
        "WHERE active",
        '"""',
      ),
      strategy: "indentation",
      startLine: 2,
      endLine: 6,
    });
  });
});
