// A cold scan on the worker pool: results that come back as tags-cache segments, and a cache that a
// new instance maps from alone.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { deserialize } from "node:v8";
import { RepoMap } from "../../src/repomap/repo-map";
import { tagFiles } from "../../src/repomap/tag-pool";
import { deserializeSegment } from "../../src/repomap/cache-segment";
import { removeDir, tempDir } from "./fixture-repo";

/** `count` Python modules of about `bytes` each, calling each other's functions. */
function writeModules(root: string, count: number, bytes: number): string[] {
  const files: string[] = [];
  for (let m = 0; m < count; m++) {
    const lines = [`from pkg import mod${(m + 1) % count}`, ""];
    for (let f = 0; lines.join("\n").length < bytes; f++) {
      lines.push(
        `def handle_${m}_${f}(value):`,
        `    return mod${(m + 1) % count}.handle_${(m + 1) % count}_${f}(value)`,
        "",
      );
    }
    const rel = `pkg/mod${m}.py`;
    mkdirSync(path.join(root, "pkg"), { recursive: true });
    writeFileSync(path.join(root, rel), lines.join("\n"));
    files.push(rel);
  }
  return files;
}

describe("a cold scan on the worker pool", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach(removeDir));
  const repo = (): string => {
    const dir = tempDir("cold-scan");
    dirs.push(dir);
    return dir;
  };

  it("saves the workers' segments, and a new instance maps from that cache without tagging", async () => {
    const root = repo();
    // 64 files over 2 MB: enough for two workers (tag-batches.ts poolSize).
    const files = writeModules(root, 64, 36_000);
    const request = { chatFiles: [], otherFiles: files, maxTokens: 2048 };
    const cold = await new RepoMap({ root, workers: 2 }).getRepoMap(request);
    expect(cold.stats).toMatchObject({ parsed: 64, cached: 0 });
    expect(cold.text).toContain("def handle_");
    // Written as the workers sent them: one segment per batch (a rewrite by this thread is one).
    const saved = deserialize(readFileSync(path.join(root, ".kerf", "tags.cache"))) as {
      segments: unknown[];
    };
    expect(saved.segments.length).toBeGreaterThan(1);
    rmSync(path.join(root, ".kerf", "map.cache"));
    const warm = await new RepoMap({ root, workers: 2 }).getRepoMap(request);
    expect(warm.stats).toMatchObject({ parsed: 0, cached: 64 });
    expect(warm.text).toBe(cold.text);
  }, 60_000);

  it("hands each batch's segment over with entries equal to the results", async () => {
    const root = repo();
    const files = writeModules(root, 8, 2_000);
    const stamps = files.map((_, i) => ({ mtimeMs: 1000 + i, size: 2_000, checkedAt: 5 }));
    const segments: Uint8Array[] = [];
    const results = await tagFiles({
      root,
      paths: files,
      workers: 2,
      minForPool: 1,
      stamps,
      onSegment: (bytes) => segments.push(bytes),
    });
    const entries = segments.flatMap((bytes) => deserializeSegment(bytes));
    expect(entries.map(([rel]) => rel).sort()).toEqual([...files].sort());
    for (const [rel, entry] of entries) {
      const i = files.indexOf(rel);
      expect(entry).toMatchObject({ mtimeMs: 1000 + i, size: 2_000, checkedAt: 5 });
      expect(entry.tags).toEqual(results[i]?.tags);
    }
    expect(results).toEqual(await tagFiles({ root, paths: files, workers: 0 }));
  });
});
