// Two promises checked through the real CLI: a corrupt tags cache (.kerf/tags.cache) or last-map memo
// (.kerf/map.cache) of any shape — a valid serialisation with wrong fields, truncated bytes, random
// bytes, a FIFO — is discarded with a warning and rebuilt, never a crash or a hang; and a one-shot `-m`
// run never sends a history-summary request whose result would be thrown away.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { serialize } from "node:v8";
import { FORMAT } from "../../src/repomap/tag-cache";
import type { RecordedRequest, ScriptStep } from "../../replay/script-step";
import { runCli } from "../helpers/run-cli";
import { withServer } from "../helpers/scripted-server";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const FILES = {
  "shapes.py": "class Shape:\n    def area(self):\n        return 0\n",
  "main.py": "from shapes import Shape\n\nprint(Shape().area())\n",
};

describe("a corrupt cache is discarded and rebuilt", () => {
  let repo: TempRepo;
  let clean: string;
  const tags = () => path.join(repo.root, ".kerf", "tags.cache");
  const memo = () => path.join(repo.root, ".kerf", "map.cache");
  const map = () =>
    runCli(["--show-repo-map", "--no-pretty", "--map-tokens", "1024"], {
      cwd: repo.root,
      env: { HOME: repo.root },
    });

  beforeAll(async () => {
    repo = makeTempRepo(FILES);
    const first = await map();
    expect(first.code).toBe(0);
    clean = first.stdout;
    expect(clean).toContain("class Shape");
    expect(existsSync(tags())).toBe(true);
    expect(existsSync(memo())).toBe(true);
  });
  afterAll(() => repo.remove());

  const valid = () => readFileSync(tags());
  const shapes: [string, () => Buffer][] = [
    ["random bytes", () => randomBytes(4096)],
    ["an empty file", () => Buffer.alloc(0)],
    ["truncated", () => valid().subarray(0, Math.floor(valid().length / 2))],
    ["a valid serialisation of null", () => serialize(null)],
    ["the right format with entries not a list", () => serialize({ format: FORMAT, entries: "x" })],
    [
      "the right format with an entry of wrong fields",
      () =>
        serialize({ format: FORMAT, entries: [["shapes.py", { mtimeMs: "yesterday", size: -1, tags: 7 }]] }),
    ],
    [
      "the right format with tags of the wrong inner shape",
      () =>
        serialize({
          format: FORMAT,
          entries: [
            [
              "shapes.py",
              {
                mtimeMs: 1,
                size: 1,
                tags: { path: "shapes.py", defs: [{ name: 5 }], refNames: [], refCounts: [], lines: {} },
              },
            ],
          ],
        }),
    ],
    ["another format", () => serialize({ format: "kerf-tags-0", entries: [] })],
  ];

  it.each(shapes)(
    "tags.cache holding %s: a warning, the same map, and a valid cache again",
    async (_name, make) => {
      const bytes = make();
      writeFileSync(tags(), bytes);
      rmSync(memo(), { force: true }); // else the last map answers without reading the tags cache
      const run = await map();
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(clean);
      expect(run.stderr).toMatch(/warning: .*tags\.cache: .*rebuilding it/);
      rmSync(memo(), { force: true });
      const again = await map();
      expect(again.stdout).toBe(clean);
      expect(again.stderr).not.toContain("warning");
    },
  );

  it.each([
    ["random bytes", () => randomBytes(2048)],
    ["truncated", () => readFileSync(memo()).subarray(0, 40)],
    [
      "a valid serialisation with wrong fields",
      () => serialize({ key: 1, builtAt: "now", result: { text: 5 } }),
    ],
    [
      "a right-looking memo whose result is not a map",
      () =>
        serialize({
          key: "x",
          builtAt: 0,
          result: { text: "FAKE MAP", tokens: "many", entries: {}, stats: null },
        }),
    ],
  ])("map.cache holding %s: a warning, and the map rebuilt from the files", async (_name, make) => {
    writeFileSync(memo(), make());
    const run = await map();
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(clean);
    expect(run.stdout).not.toContain("FAKE MAP");
    expect(run.stderr).toMatch(/warning: .*map\.cache: .*rebuilding it/);
    const again = await map();
    expect(again.stdout).toBe(clean);
    expect(again.stderr).not.toContain("warning");
  });

  it.each([
    ["tags.cache", tags],
    ["map.cache", memo],
  ])("%s as a FIFO is refused without blocking, with a warning", async (name, file) => {
    rmSync(file(), { force: true });
    if (name === "tags.cache") rmSync(memo(), { force: true });
    execFileSync("mkfifo", [file()]);
    try {
      const run = await map();
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(clean);
      expect(run.stderr).toContain(`${name}`);
      expect(run.stderr).toContain("not a regular file");
    } finally {
      rmSync(file(), { force: true });
    }
  });
});

describe("a one-shot -m run never asks for a history summary", () => {
  let repo: TempRepo;
  beforeEach(() => {
    repo = makeTempRepo(FILES);
  });
  afterEach(() => repo.remove());
  const isSummary = (request: RecordedRequest) =>
    JSON.stringify(request.body).includes("You condense the earlier part of a conversation");
  const answer = (request: RecordedRequest): ScriptStep => ({
    kind: "reply",
    text: isSummary(request) ? "I asked you about shapes." : "Shapes have an area.",
  });
  const args = ["--edit-format", "ask", "--map-tokens", "0", "--no-pretty", "--max-chat-history-tokens", "1"];

  it("sends exactly the one chat request, where the same turns in a session do get summarised", async () => {
    await withServer(
      Array.from({ length: 8 }, () => answer),
      async (server) => {
        const env = { HOME: repo.root, OPENAI_API_KEY: "k", OPENAI_BASE_URL: server.baseUrl };
        const once = await runCli([...args, "-m", "what is a shape?"], { cwd: repo.root, env });
        expect(once.code).toBe(0);
        expect(server.requests).toHaveLength(1);
        expect(server.requests.filter(isSummary)).toHaveLength(0);
        // The control: the same budget in a session summarises before the second message.
        const session = await runCli(args, {
          cwd: repo.root,
          env,
          input: "what is a shape?\nand a circle?\n/exit\n",
        });
        expect(session.code).toBe(0);
        expect(server.requests.slice(1).filter(isSummary).length).toBeGreaterThanOrEqual(1);
      },
    );
  });
});
