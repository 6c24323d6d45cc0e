// Issue 33: a block whose only change is whitespace (tab-indented lines rewritten with 8 spaces to
// fix a TabError) is written as given, not restyled back into the file's tabs; and a block whose write
// would change nothing it was meant to change is never reported as applied.
import { applyReplace } from "../../../src/edits/match/apply-replace";
import { pythonParses } from "../../helpers/python-parses";
import { text } from "./text";

const TAB_LINES = [
  "total = 0",
  "for item in items:",
  "\ttotal += item.price",
  "if total > 100:",
  "\ttotal *= 0.9",
  "count = len(items)",
  "return total / count",
];

// A method whose body was pasted with tabs into a file indented with spaces: Python raises TabError.
const CART = text(
  "class Cart:",
  "    def average(self, items):",
  ...TAB_LINES.map((line) => `\t${line}`),
  "",
  "    def empty(self):",
  "        return []",
);

const spaced = (indent: string) =>
  TAB_LINES.map((line) => indent + line.replace("\t", indent === "\t" ? "\t" : "    "));

describe("a block whose only change is whitespace", () => {
  it("is written as given when the spacing stage finds it (SEARCH showing the tabs as 4 spaces)", () => {
    expect(pythonParses(CART)).toBe(false);
    const outcome = applyReplace({
      content: CART,
      search: text("    def average(self, items):", ...spaced("    ")),
      replace: text("    def average(self, items):", ...spaced("        ")),
    });
    const expected = text(
      "class Cart:",
      "    def average(self, items):",
      ...spaced("        "),
      "",
      "    def empty(self):",
      "        return []",
    );
    expect(outcome).toMatchObject({ ok: true, content: expected, strategy: "spacing" });
    expect(pythonParses(expected)).toBe(true);
  });

  it("is written as given when the indentation stage converts the file's tabs (SEARCH without the def line)", () => {
    const outcome = applyReplace({
      content: CART,
      search: text(...spaced("    ")),
      replace: text(...spaced("        ")),
    });
    expect(outcome).toMatchObject({ ok: true, strategy: "indentation" });
    if (!outcome.ok) return;
    expect(outcome.content).toBe(
      text(
        "class Cart:",
        "    def average(self, items):",
        ...spaced("        "),
        "",
        "    def empty(self):",
        "        return []",
      ),
    );
    expect(pythonParses(outcome.content)).toBe(true);
  });

  it("counts as already applied when the file has the REPLACE's whitespace already", () => {
    const fixed = text("def f(items):", ...spaced("    "));
    const outcome = applyReplace({
      content: fixed,
      search: text("def f(items):", ...spaced("\t")),
      replace: text("def f(items):", ...spaced("    ")),
    });
    expect(outcome).toMatchObject({ ok: true, content: fixed, strategy: "already-applied" });
  });
});
