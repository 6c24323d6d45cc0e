// Instruction discovery on real temp trees: folder files (AGENTS.md > CLAUDE.md > CONTEXT.md), symlink
// escapes, global files by precedence, config entries with globs, inline text, and URLs served by a
// real loopback HTTP server (ETag cache, a slow server, a failing one).
import { symlinkSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fetchInstructionUrl } from "../../src/instructions/fetch-instruction-url";
import { loadInstructions } from "../../src/instructions/load-instructions";
import { removeDir, tempDir } from "../helpers/file-tree";
import { writeTree } from "../helpers/write-tree";

let dir: string;
beforeEach(() => {
  dir = tempDir("kerf-instr-");
});
afterEach(() => removeDir(dir));

const labels = async (options: Parameters<typeof loadInstructions>[0]) =>
  (await loadInstructions(options)).loaded.map((file) => [file.kind, file.label]);

describe("folder files", () => {
  it("takes AGENTS.md, else CLAUDE.md, else CONTEXT.md in every folder from the root down to cwd", async () => {
    writeTree(dir, {
      "repo/AGENTS.md": "root rules\n",
      "repo/CLAUDE.md": "ignored: AGENTS.md speaks for this folder\n",
      "repo/a/CLAUDE.md": "a rules\n",
      "repo/a/b/CONTEXT.md": "b rules\n",
      "repo/a/b/c/notes.txt": "no instructions here\n",
    });
    const root = path.join(dir, "repo");
    const result = await loadInstructions({ gitRoot: root, cwd: path.join(root, "a/b/c") });
    expect(result.loaded.map((f) => f.label)).toEqual(["AGENTS.md", "a/CLAUDE.md", "a/b/CONTEXT.md"]);
    expect(result.text).not.toContain("ignored");
  });

  it("refuses a folder file whose symlink leads out of the project, with a warning", async () => {
    writeTree(dir, { "secret.md": "TOP SECRET\n", "repo/sub/.keep": "" });
    const root = path.join(dir, "repo");
    symlinkSync(path.join(dir, "secret.md"), path.join(root, "AGENTS.md"));
    const result = await loadInstructions({ gitRoot: root, cwd: path.join(root, "sub") });
    expect(result.text).toBeNull();
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toContain(path.join(root, "AGENTS.md"));
    expect(result.warnings[0]).toMatch(/outside/);
  });
});

describe("global files", () => {
  const files = {
    "kerf-config/AGENTS.md": "from KERF_CONFIG_DIR\n",
    "xdg/kerf/AGENTS.md": "from XDG\n",
    "home/.claude/CLAUDE.md": "from ~/.claude\n",
  };

  it("uses the first that exists, shown under ~ when it is in home, and always reads it before the project", async () => {
    writeTree(dir, { ...files, "home/repo/AGENTS.md": "project\n" });
    const home = path.join(dir, "home");
    const root = path.join(home, "repo");
    const candidates = [
      path.join(dir, "kerf-config/AGENTS.md"),
      path.join(dir, "xdg/kerf/AGENTS.md"),
      path.join(home, ".claude/CLAUDE.md"),
    ];
    expect(await labels({ gitRoot: root, cwd: root, globalFiles: candidates })).toEqual([
      ["global", candidates[0]],
      ["project", "AGENTS.md"],
    ]);
    expect(await labels({ gitRoot: root, cwd: root, globalFiles: candidates.slice(1), home })).toEqual([
      ["global", candidates[1]],
      ["project", "AGENTS.md"],
    ]);
    expect(await labels({ gitRoot: root, cwd: root, globalFiles: candidates.slice(2), home })).toEqual([
      ["global", "~/.claude/CLAUDE.md"],
      ["project", "AGENTS.md"],
    ]);
  });
});

describe("config entries and inline text", () => {
  it("expands globs (sorted), reads plain paths, warns on a path that matches nothing, adds inline text", async () => {
    writeTree(dir, {
      "repo/docs/rules/b.md": "rule b\n",
      "repo/docs/rules/a.md": "rule a\n",
      "repo/docs/rules/skip.txt": "not markdown\n",
      "shared/style.md": "shared style\n",
    });
    const root = path.join(dir, "repo");
    const result = await loadInstructions({
      gitRoot: root,
      cwd: root,
      entries: [
        path.join(root, "docs/rules/*.md"),
        path.join(dir, "shared/style.md"),
        path.join(root, "nope/*.md"),
      ],
      userInstructions: "Always answer in haiku.",
    });
    expect(result.loaded.map((f) => [f.kind, f.label])).toEqual([
      ["config", "docs/rules/a.md"],
      ["config", "docs/rules/b.md"],
      ["config", path.join(dir, "shared/style.md")],
      ["inline", "user-instructions (config)"],
    ]);
    expect(result.text).toContain("Instructions from: user-instructions (config)\n\nAlways answer in haiku.");
    expect(result.warnings).toEqual([`instructions: ${path.join(root, "nope/*.md")} matches no file`]);
  });
});

describe("URLs", () => {
  let server: http.Server;
  let base: string;
  const hits: { path: string; ifNoneMatch?: string }[] = [];
  let flaky = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push({ path: req.url ?? "", ifNoneMatch: req.headers["if-none-match"] });
      if (req.url === "/rules.md") {
        if (req.headers["if-none-match"] === '"v1"') return void res.writeHead(304).end();
        res.writeHead(200, { etag: '"v1"', "content-type": "text/markdown" }).end("Remote rule one.\n");
      } else if (req.url === "/slow.md") {
        setTimeout(() => res.writeHead(200).end("too late\n"), 1500);
      } else if (req.url === "/flaky.md") {
        flaky += 1;
        if (flaky === 1) res.writeHead(200, { etag: '"f1"' }).end("Flaky rule.\n");
        else res.writeHead(503).end();
      } else if (req.url === "/big.md") {
        res.writeHead(200).end("x".repeat(5000));
      } else res.writeHead(500).end("broken");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("fetches, caches with the ETag, and reuses the copy on 304", async () => {
    const cacheDir = path.join(dir, "cache");
    const first = await fetchInstructionUrl(`${base}/rules.md`, { cacheDir });
    expect(first).toEqual({ ok: true, text: "Remote rule one.\n", from: "network" });
    const second = await fetchInstructionUrl(`${base}/rules.md`, { cacheDir });
    expect(second).toEqual({ ok: true, text: "Remote rule one.\n", from: "not-modified" });
    expect(hits.filter((h) => h.path === "/rules.md").at(-1)?.ifNoneMatch).toBe('"v1"');
  });

  it("turns a slow server, a failing one and an oversized answer into warnings, never errors", async () => {
    const slow = await fetchInstructionUrl(`${base}/slow.md`, { timeoutMs: 300 });
    expect(slow).toEqual({ ok: false, warning: `${base}/slow.md was skipped: no answer within 0.3 s` });
    const failing = await fetchInstructionUrl(`${base}/fail.md`);
    expect(failing).toEqual({ ok: false, warning: `${base}/fail.md was skipped: the server answered 500` });
    const big = await fetchInstructionUrl(`${base}/big.md`, { maxBytes: 1000 });
    expect(big).toEqual({
      ok: false,
      warning: `${base}/big.md was skipped: the response is over the 1000-byte limit`,
    });
    const refused = await fetchInstructionUrl("file:///etc/passwd");
    expect(refused.ok).toBe(false);
  });

  it("joins the user-instructions message as `Instructions from: <URL>`; a failure is a warning there too", async () => {
    const result = await loadInstructions({
      gitRoot: dir,
      cwd: dir,
      entries: [`${base}/rules.md`, `${base}/fail.md`],
      url: { cacheDir: path.join(dir, "cache") },
    });
    expect(result.text).toContain(`Instructions from: ${base}/rules.md\n\nRemote rule one.`);
    expect(result.loaded.map((f) => f.kind)).toEqual(["url"]);
    expect(result.warnings).toEqual([`${base}/fail.md was skipped: the server answered 500`]);
  });

  it("serves the cached copy, with a warning, when the server fails later", async () => {
    const cacheDir = path.join(dir, "cache");
    const first = await fetchInstructionUrl(`${base}/flaky.md`, { cacheDir });
    expect(first).toEqual({ ok: true, text: "Flaky rule.\n", from: "network" });
    const later = await fetchInstructionUrl(`${base}/flaky.md`, { cacheDir });
    expect(later).toEqual({
      ok: true,
      text: "Flaky rule.\n",
      from: "stale-cache",
      warning: `${base}/flaky.md: the server answered 503; using the cached copy`,
    });
  });
});
