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
      // Whenever the whole map would not fit, the fitted one fills at least 80 % of a real budget.
      if (maxTokens >= 100 && everything.tokens > maxTokens)
        expect(exact).toBeGreaterThanOrEqual(0.8 * maxTokens);
    }
  });
});
