// Tag extraction: one table-driven test over every language fixture (tests/fixtures/repomap/langs/<id>/),
// plus scopes, line texts, the identifier fallback, failures as notes, determinism.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Query, type Language } from "web-tree-sitter";
import { extractTags, extractTagsSync, type TagNote } from "../../src/repomap/extract-tags";
import { loadGrammar, loadLanguage } from "../../src/repomap/grammar";
import { LANGUAGES, type LanguageSpec } from "../../src/repomap/languages";
import type { Tag } from "../../src/repomap/tag";

const FIXTURES = path.join(__dirname, "../fixtures/repomap");
const LANGS = path.join(FIXTURES, "langs");

type Expected = Pick<Tag, "name" | "kind" | "category" | "line">;

function sorted(tags: readonly Expected[]): Expected[] {
  const key = (t: Expected) => [t.line, t.kind === "def" ? 0 : 1, t.name, t.category] as const;
  return tags
    .map(({ name, kind, category, line }) => ({ name, kind, category, line }))
    .sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! < kb[i]! ? -1 : 1;
      return 0;
    });
}

function pythonSpec(): LanguageSpec {
  const spec = LANGUAGES.find((s) => s.id === "python");
  if (!spec) throw new Error("python is missing from LANGUAGES");
  return spec;
}

describe("extractTags over every language's fixture", () => {
  it("has exactly one fixture folder per language", () => {
    expect(readdirSync(LANGS).sort()).toEqual(LANGUAGES.map((spec) => spec.id).sort());
  });

  it.each(LANGUAGES.map((spec) => [spec.id] as const))(
    "%s: defs and refs match expected.json",
    async (id) => {
      const dir = path.join(LANGS, id);
      const sourceName = readdirSync(dir).find((name) => name !== "expected.json");
      if (!sourceName) throw new Error(`no source file in ${dir}`);
      const expected = JSON.parse(readFileSync(path.join(dir, "expected.json"), "utf8")) as Expected[];
      const notes: TagNote[] = [];
      const result = await extractTags(
        `${id}/${sourceName}`,
        readFileSync(path.join(dir, sourceName), "utf8"),
        (n) => notes.push(n),
      );
      expect(notes).toEqual([]);
      expect(sorted(result?.tags ?? [])).toEqual(sorted(expected));
      expect(expected.some((t) => t.kind === "def") && expected.some((t) => t.kind === "ref")).toBe(true);
    },
  );
});

describe("extractTags", () => {
  it("gives each definition the header lines of its enclosing definitions, and keeps those lines", async () => {
    const source = readFileSync(path.join(FIXTURES, "nested.py"), "utf8");
    // With a BOM and CRLF line ends, neither of which belongs in the kept line texts.
    const result = await extractTags("pkg/nested.py", "\uFEFF" + source.replace(/\n/g, "\r\n"));
    expect(result).toEqual({
      path: "pkg/nested.py",
      tags: [
        { name: "Outer", kind: "def", category: "class", line: 0, scopeLines: [] },
        { name: "Inner", kind: "def", category: "class", line: 1, scopeLines: [0] },
        { name: "deep", kind: "def", category: "method", line: 2, scopeLines: [0, 1] },
        { name: "local", kind: "def", category: "function", line: 3, scopeLines: [0, 1, 2] },
        { name: "local", kind: "ref", category: "call", line: 5 },
        { name: "shallow", kind: "def", category: "method", line: 7, scopeLines: [0] },
      ],
      lines: {
        0: "class Outer:",
        1: "    class Inner:",
        2: "        def deep(self):",
        3: "            def local():",
        7: "    def shallow(self):",
      },
    });
  });

  it("scopes TypeScript members under their interface or class and keeps their lines", async () => {
    const source = readFileSync(path.join(LANGS, "typescript/queue.ts"), "utf8");
    const result = await extractTags("src/queue.ts", source);
    const defs = result?.tags.filter((tag) => tag.kind === "def");
    expect(defs?.map(({ name, line, scopeLines }) => ({ name, line, scopeLines }))).toEqual([
      { name: "Job", line: 3, scopeLines: [] },
      { name: "run", line: 5, scopeLines: [3] },
      { name: "JobState", line: 8, scopeLines: [] },
      { name: "Priority", line: 10, scopeLines: [] },
      { name: "JobQueue", line: 15, scopeLines: [] },
      { name: "constructor", line: 18, scopeLines: [15] },
      { name: "push", line: 20, scopeLines: [15] },
      { name: "describe", line: 26, scopeLines: [] },
      { name: "makeQueue", line: 30, scopeLines: [] },
    ]);
    expect(result?.lines).toEqual({
      3: "export interface Job {",
      5: "  run(): Promise<void>;",
      8: 'export type JobState = "queued" | "done";',
      10: "export enum Priority {",
      15: "export class JobQueue {",
      18: "  constructor(private readonly logger: Logger) {}",
      20: "  push(job: Job): void {",
      26: "export function describe(job: Job): string {",
      30: "export const makeQueue = (): JobQueue => new JobQueue(new Logger());",
    });
  });

  it.each(["view.jsx", "view.tsx"])(
    "%s: a capitalised JSX tag is a reference to its component, a lower-case tag is not",
    async (file) => {
      const source = [
        "function View() {",
        "  return (",
        "    <div>",
        "      <Button label='ok' />",
        "      <Panel.Body>text</Panel.Body>",
        "      <Card>inside</Card>",
        "    </div>",
        "  );",
        "}",
        "",
      ].join("\n");
      const tags = (await extractTags(file, source))?.tags ?? [];
      const refs = tags.filter((t) => t.kind === "ref").map((t) => `${t.name}/${t.category}`);
      expect(refs).toEqual(expect.arrayContaining(["Button/call", "Card/call"]));
      expect(refs.filter((ref) => ref.startsWith("div/"))).toEqual([]);
      expect(tags.find((t) => t.kind === "def")?.name).toBe("View");
    },
  );

  it("returns undefined for a path no language serves", async () => {
    expect(await extractTags("notes.txt", "class A: pass\n")).toBeUndefined();
  });

  it("tags what parses in a file with syntax errors, without throwing", async () => {
    const result = await extractTags("broken.py", "def ok():\n    run()\n\nclass (:\n  ]]]\n");
    expect(result?.tags).toEqual([
      { name: "ok", kind: "def", category: "function", line: 0, scopeLines: [] },
      { name: "run", kind: "ref", category: "call", line: 1 },
    ]);
  });

  it("gives an empty file no tags and no lines", async () => {
    expect(await extractTags("empty.ts", "")).toEqual({ path: "empty.ts", tags: [], lines: {} });
  });
});

describe("extractTagsSync", () => {
  it("falls back to identifier references when the query finds definitions but no references", async () => {
    const spec = pythonSpec();
    const language = await loadLanguage(spec);
    const query = new Query(
      language,
      readFileSync(path.join(FIXTURES, "queries/python-defs-only.scm"), "utf8"),
    );
    try {
      const result = extractTagsSync({
        grammar: { spec, language, query },
        relPath: "a.py",
        source: "class A:\n    pass\n\ndef build():\n    return A(helper)\n",
      });
      expect(result.tags).toEqual([
        { name: "A", kind: "def", category: "class", line: 0, scopeLines: [] },
        { name: "build", kind: "def", category: "function", line: 3, scopeLines: [] },
        { name: "A", kind: "ref", category: "identifier", line: 4 },
        { name: "helper", kind: "ref", category: "identifier", line: 4 },
      ]);
    } finally {
      query.delete();
    }
  });

  it("turns a failed parse into no tags and a note, then parses the next file normally", async () => {
    const grammar = await loadGrammar(pythonSpec());
    const notes: TagNote[] = [];
    // A grammar whose language is gone (as after a failed load) makes the parser return no tree.
    const broken = { ...grammar, language: null as unknown as Language };
    const failed = extractTagsSync({
      grammar: broken,
      relPath: "a.py",
      source: "def f(): pass\n",
      onNote: (n) => notes.push(n),
    });
    expect(failed).toEqual({ path: "a.py", tags: [], lines: {} });
    expect(notes).toEqual([
      { code: "parse-failed", path: "a.py", language: "python", detail: "the parser returned no tree" },
    ]);
    expect(extractTagsSync({ grammar, relPath: "b.py", source: "def f(): pass\n" }).tags).toEqual([
      { name: "f", kind: "def", category: "function", line: 0, scopeLines: [] },
    ]);
  });

  it("gives the same tags for the same input every time", async () => {
    const grammar = await loadGrammar(pythonSpec());
    const source = readFileSync(path.join(LANGS, "python/shapes.py"), "utf8");
    const first = extractTagsSync({ grammar, relPath: "shapes.py", source });
    expect(extractTagsSync({ grammar, relPath: "shapes.py", source })).toEqual(first);
  });
});

describe("loadGrammar", () => {
  it("rejects a grammar that does not exist, and keeps rejecting without retrying", async () => {
    const spec: LanguageSpec = { ...pythonSpec(), id: "no-such-grammar", wasmPath: "/nonexistent/x.wasm" };
    await expect(loadGrammar(spec)).rejects.toThrow(/ENOENT/);
    await expect(loadGrammar(spec)).rejects.toThrow(/ENOENT/);
  });

  it("rejects a query that does not compile for its grammar", async () => {
    const spec: LanguageSpec = {
      ...pythonSpec(),
      id: "python-bad-query",
      queryPaths: [path.join(FIXTURES, "langs/typescript/expected.json")],
    };
    await expect(loadGrammar(spec)).rejects.toThrow();
  });
});
