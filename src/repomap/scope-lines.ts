// Finds, for each definition, the header rows of the definitions strictly enclosing it.
// Pure: works on character spans, knows nothing of tree-sitter.

/** A half-open character span [start, end) and the 0-based row it starts on. */
export interface Span {
  start: number;
  end: number;
  row: number;
}

interface Item {
  span: Span;
  /** Index into the targets, or -1 for a scope. */
  target: number;
}

/**
 * For each target, the start rows of the scopes that strictly enclose it, outermost first, without
 * repeats. Spans come from syntax nodes, so any two either nest or are disjoint; one sweep with a
 * stack of open scopes answers all targets in O(n log n) instead of comparing every pair.
 */
export function enclosingRows(scopes: readonly Span[], targets: readonly Span[]): number[][] {
  const items: Item[] = scopes.map((span) => ({ span, target: -1 }));
  targets.forEach((span, target) => items.push({ span, target }));
  // Outer before inner; a target before a scope with the same span, which therefore never encloses it.
  items.sort(
    (a, b) =>
      a.span.start - b.span.start ||
      b.span.end - a.span.end ||
      (a.target >= 0 ? 0 : 1) - (b.target >= 0 ? 0 : 1),
  );
  const result: number[][] = targets.map(() => []);
  const open: Span[] = [];
  for (const item of items) {
    const { span } = item;
    while (open.length > 0 && !encloses(open[open.length - 1] as Span, span)) open.pop();
    if (item.target < 0) {
      const top = open[open.length - 1];
      if (!top || top.start !== span.start || top.end !== span.end) open.push(span);
      continue;
    }
    result[item.target] = distinctRows(open);
  }
  return result;
}

function encloses(outer: Span, inner: Span): boolean {
  return outer.start <= inner.start && inner.end <= outer.end;
}

function distinctRows(spans: readonly Span[]): number[] {
  const rows: number[] = [];
  for (const span of spans) if (rows[rows.length - 1] !== span.row) rows.push(span.row);
  return rows;
}
