import { writeFileSync } from "node:fs";
import path from "node:path";
import { serialize } from "node:v8";
import { compactTags } from "../../src/repomap/compact-tags";
import { cacheEntryFor, serializeSegment, type CacheEntry } from "../../src/repomap/cache-segment";
import { FORMAT, TagCache } from "../../src/repomap/tag-cache";
import type { RepoMapEvent } from "../../src/repomap/repo-map-events";
import { removeDir, tempDir } from "./fixture-repo";

const tagsOf = (file: string, name: string) =>
  compactTags({
    path: file,
    tags: [{ name, kind: "def", category: "function", line: 0, scopeLines: [] }],
    lines: { 0: `def ${name}():` },
  });

const entry = (file: string, name: string): [string, CacheEntry] => [
  file,
  cacheEntryFor({ tags: tagsOf(file, name), hash: `h-${file}` }, { mtimeMs: 5, size: 9, checkedAt: 7 }),
];

describe("TagCache segments (a cold scan's workers serialize their own batches)", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach(removeDir));
  const file = () => {
    const dir = tempDir("segments");
    dirs.push(dir);
    return path.join(dir, "tags.cache");
  };

  it("writes added segments as they are and reads every entry back", async () => {
    const where = file();
    const cache = await TagCache.load(where);
    const first = [entry("a.py", "alpha"), entry("b.py", "beta")];
    const second = [entry("c.py", "gamma")];
    cache.addSegment(serializeSegment(first), first);
    cache.addSegment(serializeSegment(second), second);
    await cache.save();
    const again = await TagCache.load(where);
    expect(again.size).toBe(3);
    expect(again.get("c.py", 5, 9)).toEqual(second[0]?.[1]);
    expect(again.get("a.py", 5, 9)?.tags?.defs[0]?.name).toBe("alpha");
    expect(again.get("a.py", 5, 9)).toMatchObject({ hash: "h-a.py", checkedAt: 7 });
  });

  it("saves what is in memory when a file was set or retagged after its segment", async () => {
    const where = file();
    const cache = await TagCache.load(where);
    const batch = [entry("a.py", "alpha"), entry("b.py", "beta")];
    cache.addSegment(serializeSegment(batch), batch);
    cache.set("a.py", entry("a.py", "changed")[1]);
    const retagged = [entry("b.py", "beta2")];
    cache.addSegment(serializeSegment(retagged), retagged);
    await cache.save();
    const again = await TagCache.load(where);
    expect(again.size).toBe(2);
    expect(again.get("a.py", 5, 9)?.tags?.defs[0]?.name).toBe("changed");
    expect(again.get("b.py", 5, 9)?.tags?.defs[0]?.name).toBe("beta2");
  });

  it("drops forgotten files from the saved segments", async () => {
    const where = file();
    const cache = await TagCache.load(where);
    const batch = [entry("a.py", "alpha"), entry("gone.py", "old")];
    cache.addSegment(serializeSegment(batch), batch);
    cache.retain(new Set(["a.py"]));
    await cache.save();
    const again = await TagCache.load(where);
    expect(again.size).toBe(1);
    expect(again.get("gone.py", 5, 9)).toBeUndefined();
  });

  it("refuses a cache whose segment is not a list of well-formed entries, with one warning", async () => {
    for (const segments of [
      [serialize({ not: "a list" })],
      [serialize([["a.py", { size: "big" }]])],
      ["text"],
    ]) {
      const where = file();
      writeFileSync(where, serialize({ format: FORMAT, segments }));
      const events: RepoMapEvent[] = [];
      const cache = await TagCache.load(where, (e) => events.push(e));
      expect(cache.size).toBe(0);
      expect(events.map((e) => e.type === "warning" && e.code)).toEqual(["tag-cache-unreadable"]);
    }
  });
});
