// The path tier: one line per folder in path order, root files under `./:`, and a one-pass estimate
// of how many paths fit a limit.
import { countTokens } from "gpt-tokenizer";
import { pathsWithin, pieceCounter, renderPaths } from "../../src/repomap/render-paths";

describe("renderPaths", () => {
  it("groups files by folder, folders and names in path order", () => {
    expect(renderPaths(["src/b.ts", "README.md", "src/router/trie.ts", "src/a.ts"])).toBe(
      "./: README.md\nsrc/: a.ts, b.ts\nsrc/router/: trie.ts\n",
    );
  });

  it("renders nothing for no paths", () => {
    expect(renderPaths([])).toBe("");
  });
});

describe("pathsWithin", () => {
  const paths = ["src/router/trie.ts", "src/router/node.ts", "src/context.ts", "lib/util.ts"];
  const countPiece = pieceCounter(countTokens);

  it("takes every path when the limit allows, with an estimate close to the exact count", () => {
    const all = pathsWithin(paths, Infinity, countPiece);
    expect(all.count).toBe(4);
    const exact = countTokens(renderPaths(paths));
    expect(Math.abs(all.tokens - exact)).toBeLessThanOrEqual(2);
  });

  it("stops at the first path that would pass the limit", () => {
    const two = pathsWithin(paths.slice(0, 2), Infinity, countPiece).tokens;
    expect(pathsWithin(paths, two, countPiece).count).toBe(2);
    expect(pathsWithin(paths, 0, countPiece)).toEqual({ count: 0, tokens: 0 });
  });
});
