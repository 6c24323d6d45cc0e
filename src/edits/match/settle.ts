// Chooses among the places an ambiguous udiff hunk matches, from what the reply itself says: the hunk
// sits below the reply's earlier hunks of the same file, and near the line its `@@ … +c,d @@` header
// names. It chooses only when that settles it; otherwise the caller refuses as ambiguous. Pure.

export interface PlacementHint {
  /** 1-based line an earlier hunk of the same file started at (in the file as that hunk left it). */
  after?: number;
  /** 1-based line the hunk's header puts its first line at. */
  near?: number;
}

/** The one candidate (1-based start line) the hint settles on, or undefined. */
export function settleCandidates(candidates: readonly number[], hint: PlacementHint): number | undefined {
  const { after, near } = hint;
  const below = after === undefined ? [...candidates] : candidates.filter((c) => c >= after);
  if (below.length === 1) return below[0];
  if (near === undefined) return undefined;
  // Hunks sent out of order say nothing by their order: the header's line alone decides then.
  const pool = below.length === 0 ? [...candidates] : below;
  const byDistance = pool.sort((a, b) => Math.abs(a - near) - Math.abs(b - near));
  const [best, next] = byDistance.map((c) => Math.abs(c - near));
  if (best === undefined || next === undefined) return byDistance[0];
  // The header's number is an estimate: it settles only a clear preference (twice as close).
  return best * 2 < next ? byDistance[0] : undefined;
}
