// Loads tree-sitter grammars and compiles their tags queries, once per language per thread.
// Knows nothing of tags; failures reject (callers turn them into notes), nothing is printed.
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliDecompress } from "node:zlib";
import { Language, Parser, Query } from "web-tree-sitter";
import type { LanguageSpec } from "./languages.js";

/** A loaded language with its compiled tags query: everything the synchronous tagger needs. */
export interface Grammar {
  spec: LanguageSpec;
  language: Language;
  query: Query;
}

const unbrotli = promisify(brotliDecompress);

let runtime: Promise<void> | undefined;
const languages = new Map<string, Promise<Language>>();
// A query that failed to compile is remembered as its error, so it is not recompiled per file.
const queries = new Map<string, Query | Error>();

/** Start the tree-sitter runtime once per thread. Bytes, not a path: jest's CommonJS cannot import. */
export function initParser(): Promise<void> {
  runtime ??= readFile(require.resolve("web-tree-sitter/web-tree-sitter.wasm")).then((bytes) =>
    Parser.init({ wasmBinary: bytes }),
  );
  return runtime;
}

/** The grammar of a language, loaded once per thread and only when a file of it is tagged; a failed
 * load stays failed (no retry storm). Vendored grammars are brotli-compressed (~3 ms to inflate). */
export function loadLanguage(spec: LanguageSpec): Promise<Language> {
  let loading = languages.get(spec.id);
  if (!loading) {
    loading = initParser()
      .then(() => readFile(spec.wasmPath))
      .then((bytes) => (spec.wasmPath.endsWith(".br") ? unbrotli(bytes) : bytes))
      .then((bytes) => Language.load(bytes));
    languages.set(spec.id, loading);
  }
  return loading;
}

/** Ids of the languages this thread has started loading: a grammar loads only when a file needs it. */
export function loadedLanguages(): string[] {
  return [...languages.keys()];
}

/** The compiled tags query of a language: compiling costs up to ~100 ms, so once per thread. */
export function tagsQuery(spec: LanguageSpec, language: Language): Query {
  let query = queries.get(spec.id);
  if (!query) {
    try {
      query = new Query(language, spec.queryPaths.map((file) => readFileSync(file, "utf8")).join("\n"));
    } catch (error) {
      query = error instanceof Error ? error : new Error(String(error));
    }
    queries.set(spec.id, query);
  }
  if (query instanceof Error) throw query;
  return query;
}

/** Language and query together; rejects when either the grammar or the query is unusable. */
export async function loadGrammar(spec: LanguageSpec): Promise<Grammar> {
  const language = await loadLanguage(spec);
  return { spec, language, query: tagsQuery(spec, language) };
}
