// How well each indexed file matches the words of a request: BM25 over documents made of the file's
// path (its words count thrice), the names it defines (twice) and the names it references (once).
// Pure; the documents depend only on the index, so they are built once per index and reused.
import { buildBm25, scoreBm25, type Bm25Index } from "./bm25.js";
import { termsOf } from "./lexical-terms.js";
import type { TagIndex } from "./tag-index.js";

const PATH_WEIGHT = 3;
const DEF_WEIGHT = 2;
const REF_WEIGHT = 1;

const memo = new WeakMap<TagIndex, Bm25Index>();

/** Per file id, the request's BM25 score (0: no shared term); undefined when the request has no terms. */
export function lexicalScores(index: TagIndex, requestText: string): Float64Array | undefined {
  const query = termsOf(requestText);
  if (query.length === 0) return undefined;
  let bm25 = memo.get(index);
  if (!bm25) {
    bm25 = buildBm25(fileDocuments(index));
    memo.set(index, bm25);
  }
  return scoreBm25(bm25, query);
}

function fileDocuments(index: TagIndex): Map<string, number>[] {
  const docs = index.files.map(() => new Map<string, number>());
  const add = (file: number, terms: readonly string[], weight: number): void => {
    const doc = docs[file] as Map<string, number>;
    for (const term of terms) doc.set(term, (doc.get(term) ?? 0) + weight);
  };
  index.files.forEach((file, id) => add(id, termsOf(file.replace(/\.[^./]*$/, "")), PATH_WEIGHT));
  for (let name = 0; name < index.names.length; name++) {
    const terms = termsOf(index.names[name] as string);
    if (terms.length === 0) continue;
    for (let k = index.defStart[name] as number; k < (index.defStart[name + 1] as number); k++)
      add(index.defFile[k] as number, terms, DEF_WEIGHT);
    if (index.unreferenced[name]) continue;
    for (let k = index.refStart[name] as number; k < (index.refStart[name + 1] as number); k++)
      add(index.refFile[k] as number, terms, REF_WEIGHT);
  }
  return docs;
}
