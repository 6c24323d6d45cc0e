// Golden maps, one per language: the rendered repo map of each language's fixture file. Regenerate
// with KERF_UPDATE_GOLDEN=1 (then read the diff); otherwise the map must match byte for byte.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { RepoMap } from "../../src/repomap/repo-map";
import { FIXTURES, removeDir, tempDir } from "./fixture-repo";

const LANGS = path.join(FIXTURES, "langs");
const GOLDEN = path.join(FIXTURES, "language-maps");
const update = process.env.KERF_UPDATE_GOLDEN === "1";

describe("golden repo map per language", () => {
  const languages = readdirSync(LANGS).sort();

  it.each(languages)("%s", async (language) => {
    const root = tempDir(`map-${language}`);
    const cache = tempDir(`map-cache-${language}`);
    try {
      cpSync(path.join(LANGS, language), root, {
        recursive: true,
        filter: (src) => path.basename(src) !== "expected.json",
      });
      const map = new RepoMap({ root, cacheDir: cache, workers: 0 });
      const { text } = await map.getRepoMap({ maxTokens: 2048 });
      const golden = path.join(GOLDEN, `${language}.txt`);
      if (update || !existsSync(golden)) {
        if (!update)
          throw new Error(`no golden map for ${language}; run with KERF_UPDATE_GOLDEN=1 and review it`);
        mkdirSync(GOLDEN, { recursive: true });
        writeFileSync(golden, text);
      }
      expect(text).toBe(readFileSync(golden, "utf8"));
      // Every map shows at least one definition line of its file, not just the file name.
      expect(text).toMatch(/│/);
    } finally {
      removeDir(root);
      removeDir(cache);
    }
  });
});
