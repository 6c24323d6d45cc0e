// A bounded stand-in for the edit distance of two long lines: both are cut into at most ~32 pieces at
// content-defined points (a gear hash, so an insertion moves only nearby cuts), and the pieces are
// compared by Levenshtein distance. Cost is linear in the text plus a 32×32 table, whatever the length:
// a 20 KB line or a long run of one character never costs a quadratic table. Pure.

const TARGET_PIECES = 32;
const GEAR = new Uint32Array(256);
for (let i = 0, seed = 0x9e3779b9; i < 256; i++) {
  seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
  GEAR[i] = seed;
}

/** Piece ids of `text` for pieces of about `size` characters (each piece at most 4 × size). */
function pieceIds(text: string, size: number, ids: Map<string, number>): number[] {
  const mask = (1 << Math.max(0, Math.ceil(Math.log2(size)))) - 1;
  const out: number[] = [];
  let hash = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    hash = ((hash << 1) + (GEAR[text.charCodeAt(i) & 255] as number)) >>> 0;
    const length = i + 1 - start;
    if ((length >= size / 2 && (hash & mask) === 0) || length >= size * 4) {
      out.push(idOf(text.slice(start, i + 1), ids));
      start = i + 1;
      hash = 0;
    }
  }
  if (start < text.length) out.push(idOf(text.slice(start), ids));
  return out;
}

function idOf(piece: string, ids: Map<string, number>): number {
  let id = ids.get(piece);
  if (id === undefined) {
    id = ids.size;
    ids.set(piece, id);
  }
  return id;
}

// Pieces never exceed 4 × size, so at most ~4 × 32 × 2 of them: fixed rows suffice.
const rowA = new Int32Array(1024);
const rowB = new Int32Array(1024);

function sequenceDistance(a: readonly number[], b: readonly number[]): number {
  let prev = rowA;
  let curr = rowB;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    curr[0] = i;
    const x = a[i - 1];
    for (let j = 1; j <= b.length; j++) {
      let value = (prev[j - 1] as number) + (x === b[j - 1] ? 0 : 1);
      const up = (prev[j] as number) + 1;
      const left = (curr[j - 1] as number) + 1;
      if (up < value) value = up;
      if (left < value) value = left;
      curr[j] = value;
    }
    const swap = prev;
    prev = curr;
    curr = swap;
  }
  return prev[b.length] as number;
}

// The same lines are compared against many windows: keep their pieces (bounded caches, cleared whole).
const ids = new Map<string, number>();
const cache = new Map<string, number[]>();
const CACHE_LIMIT = 20_000;

function cachedPieces(text: string, size: number): number[] {
  const key = `${size}:${text}`;
  let pieces = cache.get(key);
  if (pieces === undefined) {
    if (cache.size >= CACHE_LIMIT || ids.size >= CACHE_LIMIT * 8) {
      cache.clear();
      ids.clear();
    }
    pieces = pieceIds(text, size, ids);
    cache.set(key, pieces);
  }
  return pieces;
}

/** An estimate of 1 - distance / longer length for two long strings, in bounded time. */
export function coarseSimilarity(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  if (longer === 0) return 1;
  const size = Math.max(1, Math.ceil(longer / TARGET_PIECES));
  const pa = cachedPieces(a, size);
  const pb = cachedPieces(b, size);
  // Pieces differ in length; weigh the piece distance by the share of pieces, never above 1.
  return 1 - sequenceDistance(pa, pb) / Math.max(pa.length, pb.length, 1);
}
