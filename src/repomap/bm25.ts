// Okapi BM25 over documents given as term counts: an inverted index built once, scored per query.
// Pure; scores depend only on the documents and the query, so equal inputs give equal scores.

export interface Bm25Index {
  /** Per term: the documents holding it and how often. */
  postings: Map<string, { doc: Int32Array; count: Int32Array }>;
  /** Per document: its length in terms. */
  lengths: Float64Array;
  averageLength: number;
}

const K1 = 1.2;
const B = 0.75;

export function buildBm25(docs: readonly ReadonlyMap<string, number>[]): Bm25Index {
  const lists = new Map<string, { doc: number[]; count: number[] }>();
  const lengths = new Float64Array(docs.length);
  docs.forEach((terms, doc) => {
    let length = 0;
    for (const [term, count] of terms) {
      let list = lists.get(term);
      if (!list) lists.set(term, (list = { doc: [], count: [] }));
      list.doc.push(doc);
      list.count.push(count);
      length += count;
    }
    lengths[doc] = length;
  });
  const postings = new Map<string, { doc: Int32Array; count: Int32Array }>();
  for (const [term, list] of lists)
    postings.set(term, { doc: Int32Array.from(list.doc), count: Int32Array.from(list.count) });
  const total = lengths.reduce((sum, length) => sum + length, 0);
  return { postings, lengths, averageLength: docs.length > 0 ? total / docs.length : 0 };
}

/** Each query term counts once, however often the query repeats it. */
export function scoreBm25(index: Bm25Index, query: readonly string[]): Float64Array {
  const scores = new Float64Array(index.lengths.length);
  const n = index.lengths.length;
  for (const term of new Set(query)) {
    const list = index.postings.get(term);
    if (!list) continue;
    const idf = Math.log(1 + (n - list.doc.length + 0.5) / (list.doc.length + 0.5));
    for (let i = 0; i < list.doc.length; i++) {
      const doc = list.doc[i] as number;
      const tf = list.count[i] as number;
      const norm = 1 - B + (B * (index.lengths[doc] as number)) / (index.averageLength || 1);
      scores[doc] = (scores[doc] as number) + (idf * (tf * (K1 + 1))) / (tf + K1 * norm);
    }
  }
  return scores;
}

/** Term → count. */
export function countTerms(terms: readonly string[], into = new Map<string, number>()): Map<string, number> {
  for (const term of terms) into.set(term, (into.get(term) ?? 0) + 1);
  return into;
}
