// BM25 over term counts: rare shared terms score higher than common ones, a query term counts once.
import { buildBm25, countTerms, scoreBm25 } from "../../src/repomap/bm25";

describe("BM25", () => {
  const docs = [
    countTerms(["router", "route", "match"]),
    countTerms(["context", "request", "route"]),
    countTerms(["cookie", "parse"]),
  ];
  const index = buildBm25(docs);

  it("scores only documents sharing a term, the rarer term higher", () => {
    const scores = Array.from(scoreBm25(index, ["router"]));
    expect(scores[0]).toBeGreaterThan(0);
    expect(scores.slice(1)).toEqual([0, 0]);
    const route = Array.from(scoreBm25(index, ["route"]));
    expect(route[0]).toBeLessThan(scores[0] as number);
  });

  it("counts a repeated query term once", () => {
    expect(scoreBm25(index, ["cookie", "cookie"])).toEqual(scoreBm25(index, ["cookie"]));
  });

  it("is zero everywhere for an unknown term", () => {
    expect(Array.from(scoreBm25(index, ["nothing"]))).toEqual([0, 0, 0]);
  });
});
