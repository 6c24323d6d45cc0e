// The URL-instructions cache entry as an untrusted state file: a FIFO, a folder, an oversized or
// malformed entry is reported (cacheWarning, then a loader warning), set aside, and the URL fetched
// afresh; a good entry still answers a 304.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fetchInstructionUrl } from "../../src/instructions/fetch-instruction-url";
import { loadInstructions } from "../../src/instructions/load-instructions";
import { removeDir, tempDir } from "../helpers/file-tree";

describe("the URL-instructions cache read as a state file", () => {
  let server: http.Server;
  let base: string;
  let dir: string;
  let cacheDir: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.headers["if-none-match"] === '"v1"') return void res.writeHead(304).end();
      res.writeHead(200, { etag: '"v1"' }).end("Remote rule.\n");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    dir = tempDir("kerf-urlcache-");
    cacheDir = path.join(dir, "cache");
    mkdirSync(cacheDir);
  });
  afterEach(() => removeDir(dir));
  const entryFor = (url: string) =>
    path.join(cacheDir, `${createHash("sha256").update(url).digest("hex").slice(0, 32)}.json`);

  it("a good entry answers a 304 as before", async () => {
    const url = `${base}/rules.md`;
    writeFileSync(entryFor(url), JSON.stringify({ url, etag: '"v1"', text: "Cached rule.\n" }));
    expect(await fetchInstructionUrl(url, { cacheDir })).toEqual({
      ok: true,
      text: "Cached rule.\n",
      from: "not-modified",
    });
  });

  it("a FIFO, a folder, an oversized and a malformed entry are each set aside, warned about, and refetched", async () => {
    const url = `${base}/rules.md`;
    const file = entryFor(url);
    const shapes: [() => void, string][] = [
      [() => execFileSync("mkfifo", [file]), "is a named pipe (FIFO), not a regular file"],
      [() => mkdirSync(file), "is a folder, not a regular file"],
      [() => writeFileSync(file, " ".repeat(3 * 1024 * 1024)), "is over its 2 MiB limit (3 MiB)"],
      [
        () => writeFileSync(file, JSON.stringify({ url, etag: 7, text: "x" })),
        `is not a valid cached copy of ${url}`,
      ],
    ];
    for (const [plant, reason] of shapes) {
      plant();
      const result = await fetchInstructionUrl(url, { cacheDir });
      expect(result).toMatchObject({ ok: true, text: "Remote rule.\n", from: "network" });
      const name = `${esc(url)} ${esc(file)} ${esc(reason)}; set aside as ${esc(file)}\\.bad-\\S+`;
      expect(result.cacheWarning).toMatch(new RegExp(`^cached copy of ${name}; kerf carries on without it$`));
      expect(existsSync(file)).toBe(true);
      execFileSync("rm", [file]);
    }
    expect(readdirSync(cacheDir).filter((n) => n.includes(".json.bad-"))).toHaveLength(4);
  }, 10_000);

  it("the loader passes the cache warning on with the instructions", async () => {
    const url = `${base}/rules.md`;
    execFileSync("mkfifo", [entryFor(url)]);
    const result = await loadInstructions({ gitRoot: dir, cwd: dir, entries: [url], url: { cacheDir } });
    expect(result.text).toContain("Remote rule.");
    expect(result.warnings).toEqual([
      expect.stringContaining("is a named pipe (FIFO), not a regular file; set aside"),
    ]);
  }, 10_000);
});

function esc(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
