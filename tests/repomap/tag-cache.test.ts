import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compactTags } from "../../src/repomap/compact-tags";
import { TagCache } from "../../src/repomap/tag-cache";
import type { RepoMapEvent } from "../../src/repomap/repo-map-events";
import { removeDir, tempDir } from "./fixture-repo";

const tags = compactTags({
  path: "a.py",
  tags: [
    { name: "f", kind: "def", category: "function", line: 0, scopeLines: [] },
    { name: "g", kind: "ref", category: "call", line: 1 },
  ],
  lines: { 0: "def f():" },
});

describe("TagCache", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach(removeDir));
  const file = () => {
    const dir = tempDir("tagcache");
    dirs.push(dir);
    return path.join(dir, "nested", "tags.cache");
  };

  it("round-trips entries keyed by path + mtime + size, atomically (no temp file left)", async () => {
    const where = file();
    const cache = await TagCache.load(where);
    cache.set("a.py", { mtimeMs: 5, size: 9, tags });
    cache.set("b.bin", { mtimeMs: 1, size: 2, tags: null, excluded: true });
    await cache.save();
    expect(readdirSync(path.dirname(where))).toEqual(["tags.cache"]);
    const again = await TagCache.load(where);
    expect(again.get("a.py", 5, 9)).toEqual({ mtimeMs: 5, size: 9, tags });
    expect(again.get("b.bin", 1, 2)).toEqual({ mtimeMs: 1, size: 2, tags: null, excluded: true });
    expect(again.get("a.py", 6, 9)).toBeUndefined();
    expect(again.get("a.py", 5, 10)).toBeUndefined();
  });

  it("starts empty without a word when there is no cache yet", async () => {
    const events: RepoMapEvent[] = [];
    const cache = await TagCache.load(file(), (e) => events.push(e));
    expect({ size: cache.size, events }).toEqual({ size: 0, events: [] });
  });

  it("warns once and starts empty on a corrupt file, then overwrites it", async () => {
    const where = file();
    const events: RepoMapEvent[] = [];
    const first = await TagCache.load(where);
    first.set("a.py", { mtimeMs: 5, size: 9, tags });
    await first.save();
    writeFileSync(where, Buffer.from([0xff, 0x0f, 0x00, 0x42]));
    const cache = await TagCache.load(where, (e) => events.push(e));
    expect(cache.size).toBe(0);
    expect(events.map((e) => e.type === "warning" && e.code)).toEqual(["tag-cache-unreadable"]);
    await cache.save();
    expect((await TagCache.load(where)).size).toBe(0);
  });

  it("forgets files that are gone when told which remain", async () => {
    const cache = await TagCache.load(file());
    cache.set("a.py", { mtimeMs: 5, size: 9, tags });
    cache.set("gone.py", { mtimeMs: 5, size: 9, tags });
    cache.retain(new Set(["a.py"]));
    expect(cache.size).toBe(1);
  });
});
