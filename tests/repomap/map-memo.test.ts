// The warm path across processes: a new RepoMap returns the last map from `.kerf/map.cache` without
// reading the tags cache when no file and nothing in the request changed, and never when something
// did: a changed size, a new request, or an mtime too recent to trust (then content hashes decide).
import { readdirSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { RepoMap } from "../../src/repomap/repo-map";
import type { RepoMapEvent } from "../../src/repomap/repo-map-events";
import { copyFixture, removeDir, tempDir } from "./fixture-repo";

const HOUR_AGO = Date.now() / 1000 - 3600;

/** Gives every file an mtime far in the past, as in a checkout nobody touched for a while. */
function age(dir: string, seconds = HOUR_AGO): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) age(full, seconds);
    else utimesSync(full, seconds, seconds);
  }
}

describe("the last map on disk", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach(removeDir));
  const fresh = () => {
    const root = copyFixture("small-repo");
    const cacheDir = tempDir("memo-cache");
    dirs.push(root, cacheDir);
    const open = (events: RepoMapEvent[] = []) =>
      new RepoMap({ root, cacheDir, workers: 0, reporter: (e) => events.push(e) });
    return { root, cacheDir, open };
  };

  it("answers a new instance with the same map without reading the tags cache", async () => {
    const { root, cacheDir, open } = fresh();
    age(root);
    const first = await open().getRepoMap({ maxTokens: 1024 });
    // Were the tags cache read, this would warn and re-parse everything.
    writeFileSync(path.join(cacheDir, "tags.cache"), "not a cache");
    const events: RepoMapEvent[] = [];
    const again = await open(events).getRepoMap({ maxTokens: 1024 });
    expect(again.text).toBe(first.text);
    expect(again.tokens).toBe(first.tokens);
    expect(again.stats).toMatchObject({ reused: "map", parsed: 0 });
    expect(events).toEqual([]);
  });

  it("is not used for another request or after a file changed size", async () => {
    const { root, open } = fresh();
    age(root);
    await open().getRepoMap({ maxTokens: 1024 });
    const smaller = await open().getRepoMap({ maxTokens: 300 });
    expect(smaller.stats.reused).not.toBe("map");
    expect(smaller.tokens).toBeLessThanOrEqual(300);
    const models = path.join(root, "app/models.py");
    writeFileSync(models, "def brand_new_function():\n    return 1\n");
    age(root);
    const changed = await open().getRepoMap({ maxTokens: 300 });
    expect(changed.stats).toMatchObject({ parsed: 1 });
    expect(changed.text).toContain("brand_new_function");
  });

  it("does not trust a recent mtime: a same-size edit that keeps the mtime is found by its hash", async () => {
    const { root, open } = fresh();
    age(root);
    const file = path.join(root, "app/models.py");
    const recent = Date.now() / 1000;
    writeFileSync(file, "def first_name_aaa():\n    return 1\n");
    utimesSync(file, recent, recent);
    const first = await open().getRepoMap({ maxTokens: 1024 });
    expect(first.text).toContain("first_name_aaa");
    const { mtimeMs, size } = statSync(file);
    writeFileSync(file, "def other_name_bbb():\n    return 1\n");
    utimesSync(file, recent, recent);
    expect(statSync(file)).toMatchObject({ mtimeMs, size });
    const second = await open().getRepoMap({ maxTokens: 1024 });
    expect(second.stats.reused).not.toBe("map");
    expect(second.stats.parsed).toBe(1);
    expect(second.text).toContain("other_name_bbb");
    expect(second.text).not.toContain("first_name_aaa");
  });
});
