// The repo map in the request the coder actually sends: after the repo prefix, when the model uses a
// map or a budget is given; left out for `mapTokens: 0` and for models without a map by default.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { resolveModel } from "../../src/models/resolve-model";
import { EditBlockPrompts } from "../../src/prompts";
import { RepoMap } from "../../src/repomap/repo-map";
import { harness, type Harness } from "../helpers/coder-harness";

const FILES = {
  "app.py": "from billing import total_due\n\n\ndef main():\n    print(total_due([3, 4]))\n",
  "billing.py": "from shapes import Invoice\n\n\ndef total_due(items):\n    return Invoice(items).total()\n",
  "shapes.py":
    "class Invoice:\n    def __init__(self, items):\n        self.items = items\n\n    def total(self):\n        return sum(self.items)\n",
};
// Prompt templates are rendered trimmed, so the prefix loses its final newline before the blank line.
const PREFIX = new EditBlockPrompts().repoContentPrefix;
// A message without identifiers of 3+ letters or file names, so nothing is mentioned.
const MESSAGE = "Go.";

let h: Harness;
let cacheDir: string;
beforeEach(async () => {
  h = await harness(FILES, [{ kind: "reply", text: "Nothing to change." }]);
  cacheDir = mkdtempSync(path.join(tmpdir(), "kerf-map-cache-"));
});
afterEach(async () => {
  await h.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

/** The map a separate RepoMap builds for the same request: what the coder must have sent. */
async function expectedMap(maxTokens: number): Promise<string> {
  const map = new RepoMap({ root: h.repo.root, workers: 0, cacheDir });
  return (await map.getRepoMap({ chatFiles: ["app.py"], maxTokens })).text;
}

function texts(): string[] {
  return h.messages(0).map((m) => (typeof m.content === "string" ? m.content : JSON.stringify(m.content)));
}

const repoMap = () => new RepoMap({ root: h.repo.root, workers: 0 });

describe("the repo map in the request", () => {
  it("gpt-4o (useRepoMap): the repo chunk is the prefix then the map of the other files", async () => {
    const coder = await h.coder({ files: ["app.py"], repoMap: repoMap() });
    await coder.run(MESSAGE);
    // gpt-4o: 128k context → 1/8 clamped to 4,096 tokens, one chat file so no multiplier.
    const map = await expectedMap(4096);
    // The map shows the other files' definitions, as Aider's map does, and not the chat file.
    expect(map).toContain("billing.py:\n");
    expect(map).toContain("│def total_due(items):\n");
    expect(map).toContain("shapes.py:\n");
    expect(map).toContain("│class Invoice:\n");
    expect(map).not.toContain("app.py");
    const repoChunk = h.messages(0).filter((m) => String(m.content).startsWith(PREFIX));
    expect(repoChunk).toEqual([{ role: "user", content: `${PREFIX.trimEnd()}\n\n${map}` }]);
  });

  it("mapTokens: 0 leaves the map out although the model uses one", async () => {
    const coder = await h.coder({ files: ["app.py"], repoMap: repoMap(), mapTokens: 0 });
    await coder.run(MESSAGE);
    const sent = texts();
    expect(sent.filter((text) => text.includes(PREFIX.trim()))).toEqual([]);
    expect(sent.filter((text) => text.includes("class Invoice"))).toEqual([]);
  });

  it("a model without useRepoMap (gpt-3.5-turbo) sends no map by default", async () => {
    const model = resolveModel("gpt-3.5-turbo");
    expect(model.settings.useRepoMap).toBeFalsy();
    const coder = await h.coder({ files: ["app.py"], repoMap: repoMap(), model });
    await coder.run(MESSAGE);
    expect(texts().filter((text) => text.includes("class Invoice"))).toEqual([]);
  });

  it("a model without useRepoMap sends the map when a budget is given", async () => {
    const model = resolveModel("gpt-3.5-turbo");
    const coder = await h.coder({ files: ["app.py"], repoMap: repoMap(), model, mapTokens: 1024 });
    await coder.run(MESSAGE);
    const map = await expectedMap(1024);
    expect(map).toContain("│class Invoice:\n");
    expect(h.messages(0).filter((m) => String(m.content).startsWith(PREFIX))).toEqual([
      { role: "user", content: `${PREFIX.trimEnd()}\n\n${map}` },
    ]);
  });
});
