// Enclosing scopes: examples plus a property test against comparing every pair.
import fc from "fast-check";
import { enclosingRows, type Span } from "../../src/repomap/scope-lines";

const span = (start: number, end: number, row: number): Span => ({ start, end, row });

describe("enclosingRows", () => {
  it("lists the rows of strictly enclosing scopes, outermost first", () => {
    const file = span(0, 100, 0);
    const klass = span(10, 90, 1);
    const method = span(20, 50, 2);
    const other = span(60, 80, 5);
    expect(enclosingRows([file, klass, method, other], [method, span(25, 30, 3), other, klass])).toEqual([
      [0, 1],
      [0, 1, 2],
      [0, 1],
      [0],
    ]);
  });

  it("never counts a scope with the target's own span, nor a disjoint or merely adjacent one", () => {
    const a = span(0, 10, 0);
    const b = span(10, 20, 1);
    expect(enclosingRows([a, a, b], [a, b, span(20, 30, 2)])).toEqual([[], [], []]);
  });

  it("gives a row once when two enclosing scopes start on it", () => {
    const decorated = span(0, 50, 4);
    const inner = span(2, 50, 4);
    expect(enclosingRows([decorated, inner], [span(10, 20, 5)])).toEqual([[4]]);
  });

  it("agrees with comparing every pair, on random nested spans", () => {
    fc.assert(
      fc.property(nestedSpans(), fc.array(fc.nat(40), { maxLength: 8 }), (scopes, picks) => {
        const targets = picks
          .map((i) => scopes[i % Math.max(scopes.length, 1)])
          .filter((s): s is Span => !!s);
        expect(enclosingRows(scopes, targets)).toEqual(targets.map((t) => bruteForce(scopes, t)));
      }),
    );
  });
});

function bruteForce(scopes: Span[], target: Span): number[] {
  const outer = scopes
    .filter(
      (s) =>
        s.start <= target.start && target.end <= s.end && !(s.start === target.start && s.end === target.end),
    )
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const rows: number[] = [];
  for (const s of outer) if (rows[rows.length - 1] !== s.row) rows.push(s.row);
  return rows;
}

/** Spans shaped like syntax nodes: each splits its range among children, so any two nest or are apart. */
function nestedSpans(): fc.Arbitrary<Span[]> {
  return fc.array(fc.tuple(fc.nat(3), fc.nat(5)), { minLength: 1, maxLength: 30 }).map((steps) => {
    const spans: Span[] = [];
    const grow = (start: number, end: number, depth: number): void => {
      spans.push({ start, end, row: Math.floor(start / 10) });
      const [children = 0, skip = 0] = steps[spans.length % steps.length] ?? [];
      if (depth > 3 || end - start < 4 || spans.length > 40) return;
      const width = Math.floor((end - start) / (children + 1));
      for (let i = 0; i < children; i++)
        grow(start + i * width + (skip % 2), start + (i + 1) * width, depth + 1);
    };
    grow(0, 400, 0);
    return spans;
  });
}
