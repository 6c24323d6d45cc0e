// The language table: which grammar (.wasm) and which tags query (.scm) serve which file names, and
// which npm file each vendored grammar is refreshed from. Data plus paths; loading is grammar.ts's.
import { existsSync } from "node:fs";
import path from "node:path";

export interface LanguageSpec {
  id: string;
  /** Lower-case, with the dot: ".py". */
  extensions: string[];
  /** Exact base names without a telling extension: "Rakefile". */
  fileNames?: string[];
  /** Absolute path of the vendored grammar: the .wasm, brotli-compressed (grammars/<id>.wasm.br). */
  wasmPath: string;
  /** The npm file it is a copy of ("tree-sitter-go/tree-sitter-go.wasm"); read only by the refresh
   * script (`npm run grammars`), never at run time: those packages are dev dependencies. */
  wasmSource: string;
  /** Absolute paths of our tags query files, read in order as one query. */
  queryPaths: string[];
  /** Node types read as references when the query finds definitions but no references. */
  identifierTypes?: string[];
}

// queries/ and grammars/ sit at the package root: two levels above src/repomap (ts-jest) and
// dist/repomap (built), three above the tools build's copy (dist-tools/src/repomap, `npm run bench`).
const PACKAGE_ROOT =
  ["../..", "../../.."]
    .map((up) => path.join(__dirname, up))
    .find((dir) => existsSync(path.join(dir, "queries/tags"))) ?? path.join(__dirname, "../..");
const QUERY_DIR = path.join(PACKAGE_ROOT, "queries/tags");
export const GRAMMAR_DIR = path.join(PACKAGE_ROOT, "grammars");

interface Row {
  id: string;
  extensions: string[];
  /** "pkg/file.wasm" from an official grammar package, or the cursorless file stem. */
  wasm: string;
  fileNames?: string[];
  identifierTypes?: string[];
  /** Query files (stems in queries/tags) when they differ from the id, e.g. a shared base plus extras. */
  queries?: string[];
}

const CURSORLESS = "@cursorless/tree-sitter-wasms/out/tree-sitter-";

// Official grammar packages where they exist (they track their grammars), cursorless for breadth.
const ROWS: Row[] = [
  { id: "python", extensions: [".py", ".pyi", ".pyw"], wasm: "tree-sitter-python/tree-sitter-python.wasm" },
  {
    id: "javascript",
    extensions: [".js", ".mjs", ".cjs", ".jsx"],
    wasm: "tree-sitter-javascript/tree-sitter-javascript.wasm",
    queries: ["javascript", "jsx"],
  },
  {
    id: "typescript",
    extensions: [".ts", ".mts", ".cts"],
    wasm: "tree-sitter-typescript/tree-sitter-typescript.wasm",
  },
  {
    id: "tsx",
    extensions: [".tsx"],
    wasm: "tree-sitter-typescript/tree-sitter-tsx.wasm",
    queries: ["typescript", "jsx"],
  },
  { id: "go", extensions: [".go"], wasm: "tree-sitter-go/tree-sitter-go.wasm" },
  { id: "rust", extensions: [".rs"], wasm: "tree-sitter-rust/tree-sitter-rust.wasm" },
  { id: "java", extensions: [".java"], wasm: "tree-sitter-java/tree-sitter-java.wasm" },
  { id: "c", extensions: [".c", ".h"], wasm: "tree-sitter-c/tree-sitter-c.wasm" },
  {
    id: "cpp",
    extensions: [".cc", ".cpp", ".cxx", ".c++", ".hh", ".hpp", ".hxx", ".h++", ".inl"],
    wasm: "tree-sitter-cpp/tree-sitter-cpp.wasm",
  },
  { id: "csharp", extensions: [".cs"], wasm: "tree-sitter-c-sharp/tree-sitter-c_sharp.wasm" },
  {
    id: "ruby",
    extensions: [".rb", ".rake", ".gemspec"],
    fileNames: ["Rakefile", "Gemfile"],
    wasm: "tree-sitter-ruby/tree-sitter-ruby.wasm",
    identifierTypes: ["identifier", "constant"],
  },
  {
    id: "php",
    extensions: [".php"],
    wasm: "tree-sitter-php/tree-sitter-php.wasm",
    identifierTypes: ["name"],
  },
  { id: "bash", extensions: [".sh", ".bash"], wasm: "tree-sitter-bash/tree-sitter-bash.wasm" },
  {
    id: "kotlin",
    extensions: [".kt", ".kts"],
    wasm: "kotlin",
    identifierTypes: ["simple_identifier", "type_identifier"],
  },
  {
    id: "swift",
    extensions: [".swift"],
    wasm: "swift",
    identifierTypes: ["simple_identifier", "type_identifier"],
  },
  {
    id: "scala",
    extensions: [".scala", ".sc"],
    wasm: "scala",
    identifierTypes: ["identifier", "type_identifier"],
  },
  { id: "lua", extensions: [".lua"], wasm: "lua" },
  { id: "elixir", extensions: [".ex", ".exs"], wasm: "elixir", identifierTypes: ["identifier", "alias"] },
  { id: "haskell", extensions: [".hs"], wasm: "haskell", identifierTypes: ["variable", "name"] },
  { id: "dart", extensions: [".dart"], wasm: "dart", identifierTypes: ["identifier", "type_identifier"] },
  { id: "r", extensions: [".r"], wasm: "r" },
  { id: "zig", extensions: [".zig"], wasm: "zig" },
  {
    id: "elm",
    extensions: [".elm"],
    wasm: "elm",
    identifierTypes: ["lower_case_identifier", "upper_case_identifier"],
  },
  { id: "clojure", extensions: [".clj", ".cljs", ".cljc"], wasm: "clojure", identifierTypes: ["sym_name"] },
  { id: "gleam", extensions: [".gleam"], wasm: "gleam" },
  { id: "nix", extensions: [".nix"], wasm: "nix" },
  { id: "perl", extensions: [".pl", ".pm"], wasm: "perl" },
  { id: "hcl", extensions: [".hcl", ".tf", ".tfvars"], wasm: "hcl" },
  { id: "gdscript", extensions: [".gd"], wasm: "gdscript", identifierTypes: ["identifier", "name"] },
  { id: "ocaml", extensions: [".ml"], wasm: "tree-sitter-ocaml/tree-sitter-ocaml.wasm" },
  {
    id: "ocaml_interface",
    extensions: [".mli"],
    wasm: "tree-sitter-ocaml/tree-sitter-ocaml_interface.wasm",
  },
  { id: "julia", extensions: [".jl"], wasm: "tree-sitter-julia/tree-sitter-julia.wasm" },
  { id: "solidity", extensions: [".sol"], wasm: "tree-sitter-solidity/tree-sitter-solidity.wasm" },
];

export const LANGUAGES: readonly LanguageSpec[] = ROWS.map(toSpec);

function toSpec(row: Row): LanguageSpec {
  const spec: LanguageSpec = {
    id: row.id,
    extensions: row.extensions,
    wasmPath: path.join(GRAMMAR_DIR, `${row.id}.wasm.br`),
    wasmSource: row.wasm.endsWith(".wasm") ? row.wasm : `${CURSORLESS}${row.wasm}.wasm`,
    queryPaths: (row.queries ?? [row.id]).map((name) => path.join(QUERY_DIR, `${name}.scm`)),
  };
  if (row.fileNames) spec.fileNames = row.fileNames;
  if (row.identifierTypes) spec.identifierTypes = row.identifierTypes;
  return spec;
}

const BY_EXTENSION = new Map<string, LanguageSpec>();
const BY_FILE_NAME = new Map<string, LanguageSpec>();
for (const spec of LANGUAGES) {
  for (const ext of spec.extensions) BY_EXTENSION.set(ext, spec);
  for (const name of spec.fileNames ?? []) BY_FILE_NAME.set(name, spec);
}

/** The language of a path by its base name, then its extension (case-insensitive: ".R", ".PY"). */
export function languageForPath(relPath: string): LanguageSpec | undefined {
  const base = path.posix.basename(relPath.replace(/\\/g, "/"));
  const byName = BY_FILE_NAME.get(base);
  if (byName) return byName;
  return BY_EXTENSION.get(path.posix.extname(base).toLowerCase());
}
