// Issue 33 point 5 as a property: a SEARCH line with a typo the file does not have (SEARCH
// `item["prise"]`, file `item["price"]`). When REPLACE corrects the typo and only adds words elsewhere
// on the line (and maybe adds lines), the word-level merge lands exactly the file's line with REPLACE's
// additions; when REPLACE rewrites the misspelt word into something else, it is refused. Never anything else.
import fc from "fast-check";
import { applyReplace } from "../../../src/edits/match/apply-replace";
import { mergeWords } from "../../../src/edits/match/word-merge";

const text = (lines: readonly string[]): string => lines.map((line) => `${line}\n`).join("");

const NAMES = ["price", "total", "amount", "weight", "quantity", "discount", "balance", "invoice"];

/** Distinct Python-like lines of a function body. */
function body(size: number, names: readonly number[]): string[] {
  return Array.from({ length: size }, (_, i) => {
    const name = NAMES[(names[i] ?? 0) % NAMES.length] as string;
    return `    ${name}_${i} = item["${name}"] + fetch_${name}(order_${i}, ${i * 3})`;
  });
}

/** The word with one inner letter replaced: `price` → `prise`. */
function typo(word: string, at: number, letter: string): string {
  const i = 1 + (at % (word.length - 2));
  const swapped = word[i] === letter ? "z" : letter;
  return word.slice(0, i) + swapped + word.slice(i + 1);
}

interface Scenario {
  size: number;
  names: number[];
  target: number;
  at: number;
  letter: string;
  replaceShape: "append" | "append-and-line" | "rewrite-word";
}

const scenario: fc.Arbitrary<Scenario> = fc.record({
  size: fc.integer({ min: 3, max: 8 }),
  names: fc.array(fc.nat(20), { minLength: 8, maxLength: 8 }),
  target: fc.nat(20),
  at: fc.nat(20),
  letter: fc.constantFrom("a", "e", "s", "t", "x"),
  replaceShape: fc.constantFrom("append" as const, "append-and-line" as const, "rewrite-word" as const),
});

function build(s: Scenario) {
  const lines = body(s.size, s.names);
  const t = s.target % s.size;
  const fileLine = lines[t] as string;
  const word = /item\["(\w+)"\]/.exec(fileLine)?.[1] as string;
  const search = [...lines];
  search[t] = fileLine.replace(`item["${word}"]`, `item["${typo(word, s.at, s.letter)}"]`);
  const replace = [...lines];
  const expected = [...lines];
  if (s.replaceShape === "rewrite-word") {
    replace[t] = (search[t] as string).replace(/item\["\w+"\]/, 'item["cost"]');
  } else {
    replace[t] = `${fileLine} * qty`;
    expected[t] = `${fileLine} * qty`;
    if (s.replaceShape === "append-and-line") {
      replace.splice(t + 1, 0, "    log(qty)");
      expected.splice(t + 1, 0, "    log(qty)");
    }
  }
  const head = ["def checkout(order, item, qty):"];
  const tail = ["    return order", "", "def other():", "    return None"];
  return {
    content: text([...head, ...lines, ...tail]),
    search: text(search),
    replace: text(replace),
    expected: text([...head, ...expected, ...tail]),
  };
}

describe("word-level merge of a SEARCH typo that REPLACE corrects", () => {
  it("lands exactly the file's line with REPLACE's additions, or refuses a rewrite of the misspelt word", () => {
    let landed = 0;
    let clean = 0;
    fc.assert(
      fc.property(scenario, (s) => {
        const { content, search, replace, expected } = build(s);
        const outcome = applyReplace({ content, search, replace });
        if (s.replaceShape === "rewrite-word") {
          expect(outcome.ok).toBe(false);
          return;
        }
        clean++;
        if (!outcome.ok) return;
        landed++;
        expect(outcome.content).toBe(expected);
      }),
      { numRuns: 240, seed: 33 },
    );
    // Not vacuous: nearly every clean case lands.
    expect(landed / clean).toBeGreaterThan(0.9);
  });

  it("merges one line word by word only when the changes do not touch", () => {
    expect(
      mergeWords('total += item["prise"]', 'total += item["price"]', 'total += item["price"] * qty'),
    ).toBe('total += item["price"] * qty');
    // Both sides rewrite the same word differently.
    expect(mergeWords("const result = f();", "const results = f();", "const data = f();")).toBeUndefined();
    // Changes that touch: the file added a comma right after the word REPLACE rewrote.
    expect(mergeWords("'Hello ' + name", "'Hello, ' + name", "'Hi, ' + name")).toBeUndefined();
    // An unrelated line is no variant of SEARCH's, whatever REPLACE does elsewhere.
    expect(mergeWords("a = 1", "b = 2", "a = 1  # note")).toBeUndefined();
    // Indentation is REPLACE's; the file's is left to the stage.
    expect(mergeWords("  x = compute(a)", "        y = compute(a)", "    x = compute(b)")).toBe(
      "    y = compute(b)",
    );
  });
});
