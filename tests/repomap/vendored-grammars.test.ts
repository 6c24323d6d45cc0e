// The vendored grammars (grammars/): each is exactly its npm package's .wasm, recorded in the manifest
// with a licence; nothing stale ships; a grammar loads only when a file of its language is tagged.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { GRAMMAR_DIR, LANGUAGES } from "../../src/repomap/languages";
import { loadedLanguages } from "../../src/repomap/grammar";
import { tagFiles } from "../../src/repomap/tag-pool";
import { removeDir, tempDir } from "../helpers/file-tree";

interface ManifestEntry {
  file: string;
  source: string;
  license: string;
  sha256: string;
}

const manifest = JSON.parse(readFileSync(path.join(GRAMMAR_DIR, "manifest.json"), "utf8")) as Record<
  string,
  ManifestEntry
>;

describe("vendored grammars", () => {
  it.each(LANGUAGES.map((spec) => [spec.id, spec] as const))(
    "%s is byte-identical to its package's .wasm and recorded in the manifest",
    (id, spec) => {
      const wasm = brotliDecompressSync(readFileSync(spec.wasmPath));
      expect(wasm.equals(readFileSync(require.resolve(spec.wasmSource)))).toBe(true);
      expect(manifest[id]).toMatchObject({
        file: path.basename(spec.wasmPath),
        source: spec.wasmSource,
        sha256: createHash("sha256").update(wasm).digest("hex"),
      });
    },
  );

  it("ships a licence for every package a grammar comes from, and no grammar the table does not use", () => {
    const licences = readdirSync(path.join(GRAMMAR_DIR, "licenses"));
    for (const entry of Object.values(manifest)) {
      const name = entry.source.startsWith("@")
        ? entry.source.split("/").slice(0, 2).join("__")
        : (entry.source.split("/")[0] as string);
      expect(licences).toContain(`${name}.txt`);
      expect(entry.license).toMatch(/\S/);
    }
    const shipped = readdirSync(GRAMMAR_DIR).filter((file) => file.endsWith(".wasm.br"));
    expect(shipped.sort()).toEqual(LANGUAGES.map((spec) => path.basename(spec.wasmPath)).sort());
    expect(Object.keys(manifest).sort()).toEqual(LANGUAGES.map((spec) => spec.id).sort());
  });
});

describe("grammar loading", () => {
  let root: string;
  beforeEach(() => {
    root = tempDir("kerf-grammar-lazy-");
  });
  afterEach(() => removeDir(root));

  it("loads only the grammars of the languages present", async () => {
    writeFileSync(path.join(root, "a.py"), "def alpha():\n    return beta()\n");
    writeFileSync(path.join(root, "b.go"), "package b\n\nfunc Beta() int { return 1 }\n");
    expect(loadedLanguages()).toEqual([]);
    await tagFiles({ root, paths: ["a.py", "b.go"], workers: 0 });
    expect(loadedLanguages().sort()).toEqual(["go", "python"]);
  });
});
