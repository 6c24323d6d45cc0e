// The language table and its queries: files exist, grammars load, queries compile with agreed captures.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { loadGrammar } from "../../src/repomap/grammar";
import { LANGUAGES, languageForPath } from "../../src/repomap/languages";

const DEF_CATEGORIES = ["function", "method", "class", "interface", "type", "enum", "module", "constant"];
// "constant" references: HCL (`var.x`, `local.x`), and Julia and Solidity all-capitals constants.
const REF_CATEGORIES = ["call", "type", "class", "import", "constant"];

describe("LANGUAGES", () => {
  it("has unique ids and never gives one extension or file name to two languages", () => {
    const ids = LANGUAGES.map((spec) => spec.id);
    const extensions = LANGUAGES.flatMap((spec) => spec.extensions);
    const fileNames = LANGUAGES.flatMap((spec) => spec.fileNames ?? []);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(extensions).size).toBe(extensions.length);
    expect(new Set(fileNames).size).toBe(fileNames.length);
  });

  it("points at grammar and query files that exist", () => {
    const missing = LANGUAGES.flatMap((spec) => [spec.wasmPath, ...spec.queryPaths]).filter(
      (p) => !existsSync(p),
    );
    expect(missing).toEqual([]);
  });

  it("uses every query file in queries/tags", () => {
    const dir = path.join(__dirname, "../../queries/tags");
    const used = new Set(LANGUAGES.flatMap((spec) => spec.queryPaths.map((p) => path.relative(dir, p))));
    expect(readdirSync(dir).sort()).toEqual([...used].sort());
  });

  it.each(LANGUAGES.map((spec) => [spec.id, spec] as const))(
    "%s: the grammar loads and the query compiles with only the agreed capture names",
    async (_id, spec) => {
      const { query } = await loadGrammar(spec);
      const allowed = [
        ...DEF_CATEGORIES.flatMap((c) => [`name.definition.${c}`, `definition.${c}`]),
        ...REF_CATEGORIES.map((c) => `name.reference.${c}`),
      ];
      const unknown = query.captureNames.filter((name) => !name.startsWith("_") && !allowed.includes(name));
      expect(unknown).toEqual([]);
      expect(query.captureNames.some((name) => name.startsWith("name.definition."))).toBe(true);
    },
  );

  it("builds the JavaScript and TSX queries from their base query plus the one set of JSX patterns", () => {
    const stems = (id: string): string[] | undefined =>
      LANGUAGES.find((spec) => spec.id === id)?.queryPaths.map((p) => path.basename(p));
    expect(stems("javascript")).toEqual(["javascript.scm", "jsx.scm"]);
    expect(stems("tsx")).toEqual(["typescript.scm", "jsx.scm"]);
  });
});

describe("languageForPath", () => {
  it("serves at least 25 languages", () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(25);
  });

  it.each([
    ["src/app.py", "python"],
    ["lib/x.mjs", "javascript"],
    ["Component.JSX", "javascript"],
    ["src/index.ts", "typescript"],
    ["types/index.d.ts", "typescript"],
    ["src\\view.tsx", "tsx"],
    ["include/buffer.h", "c"],
    ["include/shape.hpp", "cpp"],
    ["Rakefile", "ruby"],
    ["lib/tasks/db.rake", "ruby"],
    ["scripts/deploy.sh", "bash"],
    ["analysis/stats.R", "r"],
    ["lib/stack.exs", "elixir"],
    ["build.gradle.kts", "kotlin"],
    ["infra/main.tf", "hcl"],
    ["lib/Greeter.pm", "perl"],
  ])("%s is %s", (relPath, id) => {
    expect(languageForPath(relPath)?.id).toBe(id);
  });

  it.each(["README.md", "Makefile", "noext", ".py/", "src/.gitignore"])("%s has no language", (relPath) => {
    expect(languageForPath(relPath)).toBeUndefined();
  });
});
