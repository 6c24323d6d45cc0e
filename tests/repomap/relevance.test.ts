// Relevance on top of the personalisation: the best lexical matches, the files that changed with a chat
// file, and a chat file's test or subject get teleport weight and say why.
import { addRelevance, bestMatches } from "../../src/repomap/relevance";

const files = ["src/router.test.ts", "src/router.ts", "src/util.ts", "tests/test_parser.py", "parser.py"];
const none = { chat: new Uint8Array(5), reasons: new Array<string[] | undefined>(5).fill(undefined) };

describe("addRelevance", () => {
  it("weighs lexical matches by their score, the best getting two units", () => {
    const lexical = Float64Array.from([0, 4, 1, 0, 0]);
    const result = addRelevance(files, none, { chatFiles: [], lexical });
    expect(Array.from(result.vector ?? [])).toEqual([0, 40, 10, 0, 0]);
    expect(result.reasons[1]).toEqual(["request words (4.00)"]);
  });

  it("gives a chat file's test or subject one unit, in any of the usual namings", () => {
    const fromTest = addRelevance(files, none, { chatFiles: ["src/router.test.ts"] });
    expect(Array.from(fromTest.vector ?? [])).toEqual([0, 20, 0, 0, 0]);
    const fromSubject = addRelevance(files, none, { chatFiles: ["parser.py"] });
    expect(fromSubject.reasons[3]).toEqual(["test or subject of a chat file"]);
  });

  it("weighs files that changed with a chat file, and leaves the vector out when nothing applies", () => {
    const coChanged = Float64Array.from([0, 0, 0.5, 0, 0]);
    const result = addRelevance(files, none, { chatFiles: [], coChanged });
    expect(result.reasons[2]).toEqual(["changed with a chat file (0.50)"]);
    expect(addRelevance(files, none, { chatFiles: [] }).vector).toBeUndefined();
  });
});

describe("bestMatches", () => {
  it("keeps positive scores, best first, ties by id, at most `top`", () => {
    expect(bestMatches(Float64Array.from([1, 0, 3, 1]), 2)).toEqual([2, 0]);
    expect(bestMatches(undefined)).toEqual([]);
  });
});
