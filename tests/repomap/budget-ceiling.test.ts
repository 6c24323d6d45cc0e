import path from "node:path";
import { countTokens } from "gpt-tokenizer";
import { RepoMap } from "../../src/repomap/repo-map";
import type { RepoMapEvent } from "../../src/repomap/repo-map-events";
import { removeDir, tempDir } from "./fixture-repo";

// kerf's own sources: a corpus of a few hundred tagged files that grows with the project.
const CORPUS = path.join(__dirname, "../../src");
const BUDGETS = [1, 7, 20, 64, 100, 128, 255, 333, 512, 777, 1000, 1024, 1500, 2048, 3001, 4096];

describe("the map budget is a ceiling", () => {
  let cacheDir = "";
  beforeAll(() => (cacheDir = tempDir("ceiling")));
  afterAll(() => removeDir(cacheDir));

  it("never exceeds any budget, counted exactly, and uses most of it (and reports scan progress)", async () => {
    const events: RepoMapEvent[] = [];
    const map = new RepoMap({ root: CORPUS, cacheDir, workers: 2, reporter: (e) => events.push(e) });
    const chat = ["repomap/repo-map.ts"];
    const everything = await map.getRepoMap({ chatFiles: chat, maxTokens: 1_000_000 });
    // More than 100 uncached files: the scan reports its progress, ending at the total.
    const progress = events.filter((e) => e.type.startsWith("scan-"));
    expect(everything.stats.parsed).toBeGreaterThan(100);
    expect(progress[0]).toEqual({ type: "scan-started", total: everything.stats.parsed });
    expect(progress[progress.length - 2]).toEqual({
      type: "scan-progressed",
      done: everything.stats.parsed,
      total: everything.stats.parsed,
    });
    expect(progress[progress.length - 1]).toMatchObject({
      type: "scan-finished",
      parsed: everything.stats.parsed,
    });
    for (const maxTokens of BUDGETS) {
      const result = await map.getRepoMap({ chatFiles: chat, maxTokens, mentionedIdents: ["TagIndex"] });
      const exact = countTokens(result.text);
      expect({ maxTokens, exact, reported: result.tokens, over: exact > maxTokens }).toEqual({
        maxTokens,
        exact,
        reported: exact,
        over: false,
      });
      // Whenever the whole map would not fit, the fitted one fills at least 80 % of a real budget —
      // unless it is already the largest map that fits: the next larger map (one more ranked entry can
      // add a file header and its scope lines at once) must then be over this budget.
      if (maxTokens >= 100 && everything.tokens > maxTokens && exact < 0.8 * maxTokens) {
        const next = await nextLargerMap(map, maxTokens, result.text);
        expect({ maxTokens, exact, nextOver: next > maxTokens }).toEqual({
          maxTokens,
          exact,
          nextOver: true,
        });
      }
    }
  }, 60_000);
});

/** Exact tokens of the first map, at a growing budget, that differs from `text` (the next entry's). */
async function nextLargerMap(map: RepoMap, from: number, text: string): Promise<number> {
  for (let budget = from + 1; budget <= from * 4; budget++) {
    const result = await map.getRepoMap({
      chatFiles: ["repomap/repo-map.ts"],
      maxTokens: budget,
      mentionedIdents: ["TagIndex"],
    });
    if (result.text !== text) return countTokens(result.text);
  }
  return 0;
}
