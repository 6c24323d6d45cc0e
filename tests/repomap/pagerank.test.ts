import fc from "fast-check";
import { weighGraph, nameMultiplier } from "../../src/repomap/graph-weights";
import { pageRank } from "../../src/repomap/pagerank";
import { buildTagIndex } from "../../src/repomap/tag-index";
import { compactTags } from "../../src/repomap/compact-tags";
import type { FileTags, Tag } from "../../src/repomap/tag";

/** The textbook algorithm on explicit weighted edges (what networkx does on Aider's MultiDiGraph):
 * an independent reference for the factorised version. */
function densePageRank(
  n: number,
  edges: [number, number, number][],
  personal: number[] | undefined,
): number[] {
  const out = new Array<number>(n).fill(0);
  for (const [from, , w] of edges) out[from] = (out[from] as number) + w;
  const total = personal?.reduce((a, b) => a + b, 0) ?? 0;
  const p = personal && total > 0 ? personal.map((v) => v / total) : new Array<number>(n).fill(1 / n);
  let x = new Array<number>(n).fill(1 / n);
  for (let iteration = 0; iteration < 100; iteration++) {
    const next = new Array<number>(n).fill(0);
    for (const [from, to, w] of edges)
      next[to] = (next[to] as number) + ((x[from] as number) * w) / (out[from] as number);
    const dangling = x.reduce((sum, v, i) => (out[i] === 0 ? sum + v : sum), 0);
    const moved = next.map((v, i) => 0.85 * (v + dangling * (p[i] as number)) + 0.15 * (p[i] as number));
    const change = moved.reduce((sum, v, i) => sum + Math.abs(v - (x[i] as number)), 0);
    x = moved;
    if (change < n * 1e-6) break;
  }
  return x;
}

/** Aider's edges written out one by one, as its loop over (referencer, definer) pairs makes them. */
function aiderEdges(tags: FileTags[], files: string[], chat: Set<string>, mentioned: Set<string>) {
  const id = new Map(files.map((f, i) => [f, i]));
  const defines = new Map<string, Set<number>>();
  const refs = new Map<string, Map<number, number>>();
  for (const file of tags) {
    for (const tag of file.tags) {
      const f = id.get(file.path) as number;
      if (tag.kind === "def") defines.set(tag.name, (defines.get(tag.name) ?? new Set()).add(f));
      else {
        const counts = refs.get(tag.name) ?? new Map<number, number>();
        refs.set(tag.name, counts.set(f, (counts.get(f) ?? 0) + 1));
      }
    }
  }
  const edges: [number, number, number][] = [];
  for (const [name, definers] of defines) {
    const referencers = refs.get(name);
    if (!referencers) {
      for (const d of definers) edges.push([d, d, 0.1]);
      continue;
    }
    const mul = nameMultiplier(name, definers.size, mentioned);
    for (const [r, count] of referencers) {
      for (const d of definers)
        edges.push([r, d, mul * (chat.has(files[r] as string) ? 50 : 1) * Math.sqrt(count)]);
    }
  }
  return edges;
}

const NAMES = ["run", "parse_config", "RepoMap", "_hidden", "x", "loadEverything", "shared"];
const tagArb = fc.record({
  name: fc.constantFrom(...NAMES),
  kind: fc.constantFrom<"def" | "ref">("def", "ref"),
  category: fc.constant("function"),
  line: fc.nat(20),
}) as fc.Arbitrary<Tag>;

describe("pageRank over the factorised tag graph", () => {
  it("equals the dense edge-by-edge PageRank on random repositories (with personalisation)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(tagArb, { maxLength: 12 }), { minLength: 1, maxLength: 9 }),
        fc.array(fc.nat(8), { maxLength: 3 }),
        fc.subarray(NAMES),
        (perFile, chatIds, mentionedList) => {
          const files = perFile.map((_, i) => `f${i}.py`);
          const tags = perFile.map((list, i) => ({ path: files[i] as string, tags: list, lines: {} }));
          const chat = new Set(chatIds.filter((i) => i < files.length).map((i) => files[i] as string));
          const mentioned = new Set(mentionedList);
          const index = buildTagIndex(tags.map(compactTags), files);
          const chatFlags = Uint8Array.from(files, (f) => (chat.has(f) ? 1 : 0));
          const weights = weighGraph(index, { chat: chatFlags, mentionedIdents: mentioned });
          const personal = files.map((f) => (chat.has(f) ? 1 : 0));
          const fast = pageRank(index, weights, { personalization: Float64Array.from(personal) });
          const hasRefs = tags.some((t) => t.tags.some((tag) => tag.kind === "ref"));
          // Aider's no-references fallback is covered by its own test below.
          fc.pre(hasRefs);
          const dense = densePageRank(files.length, aiderEdges(tags, files, chat, mentioned), personal);
          [...fast].forEach((value, i) => expect(value).toBeCloseTo(dense[i] as number, 9));
        },
      ),
      { numRuns: 200 },
    );
  });

  it("keeps a name defined in many files a block: edges grow as R + D, not R × D", () => {
    const files = Array.from({ length: 400 }, (_, i) => `m${String(i).padStart(3, "0")}.py`);
    const tags: FileTags[] = files.map((path, i) => ({
      path,
      lines: {},
      tags: [{ name: "shared", kind: i < 200 ? "def" : "ref", category: "function", line: 0 }],
    }));
    const index = buildTagIndex(tags.map(compactTags), files);
    expect({ definers: index.defFile.length, referencers: index.refFile.length }).toEqual({
      definers: 200,
      referencers: 200,
    });
    const weights = weighGraph(index, { chat: new Uint8Array(400), mentionedIdents: new Set() });
    const rank = pageRank(index, weights);
    expect([...rank].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    // All definers are symmetric, so they rank exactly alike.
    expect(new Set([...rank.slice(0, 200)]).size).toBe(1);
  });

  it("links definers to themselves when no file has references (Aider's fallback)", () => {
    const tags: FileTags[] = ["a.py", "b.py"].map((path) => ({
      path,
      lines: {},
      tags: [{ name: "solo", kind: "def", category: "function", line: 0 }],
    }));
    const index = buildTagIndex(tags.map(compactTags), ["a.py", "b.py"]);
    expect([...index.refFile]).toEqual([0, 1]);
  });
});
