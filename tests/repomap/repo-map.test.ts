import { appendFileSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { countTokens } from "gpt-tokenizer";
import { RepoMap } from "../../src/repomap/repo-map";
import type { RepoMapEvent } from "../../src/repomap/repo-map-events";
import { copyFixture, FIXTURES, removeDir, tempDir } from "./fixture-repo";

// small-repo's files with a known language: 10 .py (one binary), 2 .ts, 1 minified .js.
const TAGGABLE = 13;

const golden = (name: string): string =>
  readFileSync(path.join(FIXTURES, "small-repo.expected", name), "utf8");

describe("RepoMap on the small fixture repository", () => {
  const dirs: string[] = [];
  const fresh = (options: { git?: boolean; workers?: number } = {}) => {
    const root = copyFixture("small-repo", { git: options.git ?? true });
    const cacheDir = tempDir("cache");
    dirs.push(root, cacheDir);
    const events: RepoMapEvent[] = [];
    const map = new RepoMap({
      root,
      cacheDir,
      workers: options.workers ?? 0,
      reporter: (e) => events.push(e),
    });
    return { root, cacheDir, events, map };
  };
  afterAll(() => dirs.forEach(removeDir));

  it("renders the whole repository when it fits (golden), skipping binary and minified files", async () => {
    const { map, events } = fresh();
    const result = await map.getRepoMap({ maxTokens: 1024 });
    expect(result.text).toBe(golden("no-chat-1024.txt"));
    expect(result.tokens).toBe(countTokens(result.text));
    expect(events).toEqual([
      { type: "file-skipped", path: "app/logo.py", reason: "binary" },
      { type: "file-skipped", path: "web/bundle.min.js", reason: "minified or generated (very long lines)" },
    ]);
  });

  it("leaves the chat file out and keeps its dependencies under a tight budget (golden)", async () => {
    const { map } = fresh();
    const result = await map.getRepoMap({ chatFiles: ["app/main.py"], maxTokens: 120 });
    expect(result.text).toBe(golden("chat-main-120.txt"));
    expect(result.tokens).toBeLessThanOrEqual(120);
  });

  it("shows the definitions of the files whose words the request uses, the others by path", async () => {
    const { map } = fresh();
    const request = { chatFiles: ["app/main.py"], maxTokens: 120 };
    const plain = await map.getRepoMap(request);
    expect(plain.text).not.toContain("│class AuditTrail:");
    const asked = await map.getRepoMap({ ...request, requestText: "write audit entries for each report" });
    expect(asked.text).toContain("app/audit.py:\n⋮\n│class AuditTrail:\n│    def record(self, amount):\n");
    expect(asked.text).toContain("app/reports.py:\n⋮\n│def daily_report(totals):\n");
    expect(asked.text).toContain("app/: __init__.py, cli.py, models.py, services.py\n");
    expect(asked.tokens).toBeLessThanOrEqual(120);
    expect(asked.entries.find((e) => e.path === "app/audit.py")?.why.personalisation).toEqual([
      expect.stringMatching(/^request words \(\d+\.\d\d\)$/),
    ]);
  });

  it("still personalises with a chat file that discovery leaves out (.kerfignore)", async () => {
    const { root, map } = fresh();
    writeFileSync(path.join(root, ".kerfignore"), "app/main.py\n");
    const result = await map.getRepoMap({ chatFiles: ["app/main.py"], maxTokens: 120 });
    expect(result.text).toBe(golden("chat-main-120.txt"));
  });

  it("is byte-identical across instances, whether git or the walker lists the files", async () => {
    const request = { chatFiles: ["web/client.ts"], mentionedIdents: ["Order"], maxTokens: 300 };
    const a = await fresh({ workers: 0 }).map.getRepoMap(request);
    const b = await fresh({ workers: 2, git: false }).map.getRepoMap(request);
    const c = await fresh({ workers: 0 }).map.getRepoMap(request);
    expect(b.text).toBe(a.text);
    expect(c.text).toBe(a.text);
    expect(b.entries).toEqual(a.entries);
  });

  it("ranks a chat file's direct dependencies above unrelated popular helpers", async () => {
    const { map } = fresh();
    const helpers = (entries: { path: string; name?: string }[]) =>
      entries.findIndex((e) => e.path === "app/util/helpers.py" && e.name !== undefined);
    const unpersonalised = (await map.getRepoMap({ maxTokens: 4000 })).entries;
    const models = unpersonalised.findIndex((e) => e.path === "app/models.py");
    // Without a chat file the popular helpers lead the models...
    expect(helpers(unpersonalised)).toBeLessThan(models);
    const withChat = (await map.getRepoMap({ chatFiles: ["app/main.py"], maxTokens: 4000 })).entries;
    const named = withChat.filter((e) => e.name !== undefined);
    const dependencies = named.filter((e) => e.path === "app/services.py" || e.path === "app/models.py");
    // ...with app/main.py in the chat, every definition of its dependencies comes first.
    expect(named.slice(0, dependencies.length)).toEqual(dependencies);
    expect(dependencies.map((e) => e.name).sort()).toEqual([
      "Customer",
      "Order",
      "OrderService",
      "__init__",
      "confirm_order",
      "create_order",
      "display_name",
      "total_with_tax",
    ]);
    expect(helpers(withChat)).toBeGreaterThan(dependencies.length - 1);
  });

  it("re-parses exactly the one file that changed, and reuses the disk cache in a new instance", async () => {
    const { root, cacheDir, map } = fresh();
    const first = await map.getRepoMap({ maxTokens: 1024 });
    expect(first.stats).toMatchObject({ parsed: TAGGABLE, cached: 0, reused: "none" });
    const models = path.join(root, "app/models.py");
    appendFileSync(models, "\n\ndef refund_order(order):\n    return order\n");
    const second = await map.getRepoMap({ maxTokens: 1024 });
    expect(second.stats).toMatchObject({ parsed: 1, cached: 0, reused: "none" });
    expect(second.text).toContain("│def refund_order(order):\n");
    const reopened = new RepoMap({ root, cacheDir, workers: 0 });
    const third = await reopened.getRepoMap({ maxTokens: 1024 });
    expect(third.stats).toMatchObject({ parsed: 0, cached: TAGGABLE });
    expect(third.text).toBe(second.text);
  });

  it("rebuilds a corrupt cache with one warning and writes a good one", async () => {
    const { root, cacheDir, map } = fresh();
    const clean = await map.getRepoMap({ maxTokens: 1024 });
    writeFileSync(path.join(cacheDir, "tags.cache"), "this is not a cache");
    const events: RepoMapEvent[] = [];
    const recovering = new RepoMap({ root, cacheDir, workers: 0, reporter: (e) => events.push(e) });
    const rebuilt = await recovering.getRepoMap({ maxTokens: 1024 });
    expect(rebuilt.text).toBe(clean.text);
    expect(rebuilt.stats).toMatchObject({ parsed: TAGGABLE, cached: 0 });
    expect(events.filter((e) => e.type === "warning")).toEqual([
      {
        type: "warning",
        code: "tag-cache-unreadable",
        detail: expect.stringContaining("rebuilding it"),
      },
    ]);
    const events2: RepoMapEvent[] = [];
    const afterwards = new RepoMap({ root, cacheDir, workers: 0, reporter: (e) => events2.push(e) });
    expect((await afterwards.getRepoMap({ maxTokens: 1024 })).stats).toMatchObject({
      parsed: 0,
      cached: TAGGABLE,
    });
    expect(events2.filter((e) => e.type === "warning")).toEqual([]);
  });

  it("keeps its default cache under .kerf/ and never maps it, even as an untracked file in git", async () => {
    const root = copyFixture("small-repo", { git: true });
    dirs.push(root);
    const map = new RepoMap({ root, workers: 0 });
    const first = await map.getRepoMap({ maxTokens: 1024 });
    expect(statSync(path.join(root, ".kerf/tags.cache")).isFile()).toBe(true);
    const second = await new RepoMap({ root, workers: 0 }).getRepoMap({ maxTokens: 1024 });
    expect(second.stats.cached).toBe(TAGGABLE);
    expect(second.text).toBe(first.text);
  });

  it("runs concurrent calls one after the other, so files are tagged once", async () => {
    const { map } = fresh();
    const [first, second] = await Promise.all([
      map.getRepoMap({ maxTokens: 1024 }),
      map.getRepoMap({ maxTokens: 1024, mentionedIdents: ["Order"] }),
    ]);
    expect([first.stats.parsed, second.stats.parsed]).toEqual([TAGGABLE, 0]);
  });

  it("returns no map, and scans nothing, for a zero budget", async () => {
    const { map } = fresh();
    const result = await map.getRepoMap({ maxTokens: 0 });
    expect(result.stats.files).toBe(0);
    expect({ text: result.text, tokens: result.tokens, entries: result.entries }).toEqual({
      text: "",
      tokens: 0,
      entries: [],
    });
  });
});
