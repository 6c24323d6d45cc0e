import { appendFileSync } from "node:fs";
import path from "node:path";
import { RepoMap, type RefreshMode } from "../../src/repomap/repo-map";
import { copyFixture, removeDir, tempDir } from "./fixture-repo";

describe("RepoMap refresh modes", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach(removeDir));
  const open = (refresh: RefreshMode) => {
    const root = copyFixture("small-repo");
    const cacheDir = tempDir("cache");
    dirs.push(root, cacheDir);
    const touch = () => appendFileSync(path.join(root, "web/format.ts"), "\nexport const SHORT_DATE = 1;\n");
    return { map: new RepoMap({ root, cacheDir, workers: 0, refresh }), touch };
  };
  const chat = { chatFiles: ["app/main.py"], maxTokens: 2000 };

  it("auto: an identical request reuses the map; new mentions re-rank without re-parsing; a change re-parses", async () => {
    const { map, touch } = open("auto");
    const first = await map.getRepoMap(chat);
    expect((await map.getRepoMap(chat)).stats).toMatchObject({ reused: "map", parsed: 0 });
    const mentioned = await map.getRepoMap({ ...chat, mentionedIdents: ["formatDate"] });
    expect(mentioned.stats).toMatchObject({ reused: "index", parsed: 0 });
    expect(mentioned.entries.map((e) => e.path)).not.toEqual(first.entries.map((e) => e.path));
    touch();
    const changed = await map.getRepoMap(chat);
    expect(changed.stats).toMatchObject({ reused: "none", parsed: 1 });
    expect(changed.text).toContain("│export const SHORT_DATE = 1;");
  });

  it("always: never hands back the previous map, though the tags are reused", async () => {
    const { map } = open("always");
    await map.getRepoMap(chat);
    expect((await map.getRepoMap(chat)).stats).toMatchObject({ reused: "index", parsed: 0 });
  });

  it("files: reuses the map while the files and budget stay, whatever is mentioned", async () => {
    const { map, touch } = open("files");
    const first = await map.getRepoMap(chat);
    touch();
    const mentioned = await map.getRepoMap({ ...chat, mentionedIdents: ["formatDate"] });
    expect(mentioned.stats.reused).toBe("map");
    expect(mentioned.text).toBe(first.text);
    const otherChat = await map.getRepoMap({ ...chat, chatFiles: ["web/client.ts"] });
    expect(otherChat.stats).toMatchObject({ reused: "none", parsed: 1 });
  });

  it("manual: keeps the map until a forced refresh", async () => {
    const { map, touch } = open("manual");
    const first = await map.getRepoMap(chat);
    touch();
    const other = await map.getRepoMap({ chatFiles: ["web/client.ts"], maxTokens: 100 });
    expect(other.stats.reused).toBe("map");
    expect(other.text).toBe(first.text);
    const forced = await map.getRepoMap({ ...chat, forceRefresh: true });
    expect(forced.stats).toMatchObject({ reused: "none", parsed: 1 });
    expect(forced.text).toContain("│export const SHORT_DATE = 1;");
  });
});
