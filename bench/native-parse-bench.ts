// `npm run bench native-parse`: web-tree-sitter (wasm) against the native `tree-sitter` binding on the
// same files — parse only, and parse + our tags query. Each backend runs in its own child process so
// its RSS growth is its own; "native-gc" forces a collection every 100 files, because native trees
// are freed only by the garbage collector. Measures only; the repo map never loads the native binding.
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { Parser } from "web-tree-sitter";
import { initParser, loadGrammar, type Grammar } from "../src/repomap/grammar.js";
import { languageForPath, type LanguageSpec } from "../src/repomap/languages.js";
import { isMinified } from "../src/repomap/source-check.js";
import { walkFiles } from "../src/repomap/walk-files.js";
import { pythonStdlib } from "./repomap-corpus.js";
import type { BenchPart } from "./run.js";

type Backend = "wasm" | "native" | "native-gc";
const BACKENDS: readonly Backend[] = ["wasm", "native", "native-gc"];
/** Files between forced collections in "native-gc". */
const GC_EVERY = 100;
const WARM_UP_FILES = 200;

interface Sample {
  name: string;
  root: string;
  files: string[];
}

/** What a child reports: medians over `runs` timed runs after an untimed warm-up. */
interface BackendResult {
  /** Absent for native-gc, which times parse+query only (parse-only is the same as native). */
  parseMs?: number;
  queryMs: number;
  /** Captures the query returned over all files: both backends must agree. */
  captures: number;
  failures: number;
  rssGrowthMb: number;
  peakMb: number;
}

const MAX_BYTES = 1024 * 1024;

export const nativeParseBench: BenchPart = async (print, args) => {
  const cap = Number(args.find((a) => a.startsWith("--cap="))?.slice(6) ?? 1000);
  const runs = Number(args.find((a) => a.startsWith("--runs="))?.slice(7) ?? 3);
  try {
    require.resolve("tree-sitter");
  } catch {
    print("native tree-sitter is not installed: nothing to compare");
    return;
  }
  print(
    `load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  print(
    `each backend in its own child process; medians of ${runs} runs after a ${WARM_UP_FILES}-file warm-up; one thread`,
  );
  for (const sample of await samples(cap)) {
    const mb = sample.files.reduce((sum, rel) => sum + sizeOf(sample.root, rel), 0) / 1e6;
    print(`\n### ${sample.name}: ${sample.files.length} files, ${mb.toFixed(1)} MB`);
    const results = BACKENDS.map((backend) => runChild(backend, sample, runs));
    results.forEach((result, i) => print(describe(BACKENDS[i] as Backend, result, sample, mb)));
    const [wasm, native, nativeGc] = results as [BackendResult, BackendResult, BackendResult];
    const ratio = (a: number | undefined, b: number | undefined) => ((a ?? NaN) / (b ?? NaN)).toFixed(2);
    print(
      `native/wasm time: parse ${ratio(native.parseMs, wasm.parseMs)}, parse+query ${ratio(native.queryMs, wasm.queryMs)}, ` +
        `parse+query with forced GC ${ratio(nativeGc.queryMs, wasm.queryMs)} (< 1: native faster)`,
    );
    print(`captures agree: ${results.every((r) => r.captures === wasm.captures) ? "yes" : "NO"}`);
  }
  print(
    `\nload average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
};

function describe(backend: Backend, r: BackendResult, sample: Sample, mb: number): string {
  const rate = (ms: number): string =>
    `${((sample.files.length * 1000) / ms).toFixed(0)} files/s, ${((mb * 1000) / ms).toFixed(2)} MB/s`;
  const parse = r.parseMs === undefined ? "—" : `${r.parseMs.toFixed(0)} ms (${rate(r.parseMs)})`;
  return (
    `${backend.padEnd(9)} parse ${parse} · ` +
    `parse+query ${r.queryMs.toFixed(0)} ms (${rate(r.queryMs)}) · captures ${r.captures}` +
    `${r.failures ? ` · ${r.failures} failed` : ""} · RSS +${r.rssGrowthMb.toFixed(0)} MB, peak ${r.peakMb.toFixed(0)} MB`
  );
}

function sizeOf(root: string, rel: string): number {
  return readFileSync(path.join(root, rel)).length;
}

/** The same corpora as the repo-map bench, read in place, evenly thinned to `cap` files each. */
async function samples(cap: number): Promise<Sample[]> {
  const found: Sample[] = [];
  const stdlib = pythonStdlib();
  if (stdlib) {
    const keep = (rel: string): boolean =>
      rel.endsWith(".py") && !rel.startsWith("site-packages/") && !rel.startsWith("dist-packages/");
    found.push(await sample(`python stdlib (${stdlib})`, stdlib, keep, cap));
  }
  const jsTs = (rel: string): boolean => /\.(c|m)?(j|t)sx?$/.test(rel);
  found.push(await sample("node_modules JS/TS", path.resolve("node_modules"), jsTs, cap));
  return found;
}

async function sample(name: string, root: string, keep: (rel: string) => boolean, cap: number) {
  const usable: string[] = [];
  for (const rel of await walkFiles(root)) {
    if (!keep(rel) || !languageForPath(rel)) continue;
    const bytes = readFileSync(path.join(root, rel));
    if (bytes.length <= MAX_BYTES && !isMinified(bytes.toString("utf8"))) usable.push(rel);
  }
  const step = Math.max(1, usable.length / cap);
  const files: string[] = [];
  for (let i = 0; i < usable.length && files.length < cap; i += step)
    files.push(usable[Math.floor(i)] as string);
  return { name, root, files };
}

function runChild(backend: Backend, sample: Sample, runs: number): BackendResult {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kerf-native-bench-"));
  try {
    const list = path.join(dir, "files.json");
    writeFileSync(list, JSON.stringify(sample.files));
    const flags = backend === "native-gc" ? ["--expose-gc"] : [];
    const child = [...flags, __filename, backend, sample.root, list, String(runs)];
    const out = execFileSync(process.execPath, child, {
      encoding: "utf8",
      maxBuffer: 1 << 20,
    });
    return JSON.parse(out) as BackendResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One parser, each language loaded once: how a worker thread of the map holds them. */
interface Runner {
  /** Loads the grammars and queries the files need, before anything is timed. */
  prepare(files: string[]): Promise<void>;
  /** Parses and drops the tree; returns the captures of the tags query when `query` is set. */
  run(rel: string, source: string, query: boolean): number;
}

async function wasmRunner(): Promise<Runner> {
  await initParser();
  const parser = new Parser();
  const grammars = new Map<string, Grammar>();
  return {
    async prepare(files) {
      for (const spec of specsOf(files)) grammars.set(spec.id, await loadGrammar(spec));
    },
    run(rel, source, query) {
      const spec = languageForPath(rel);
      const grammar = spec && grammars.get(spec.id);
      if (!grammar) throw new Error(`no grammar for ${rel}`);
      parser.setLanguage(grammar.language);
      const tree = parser.parse(source);
      if (!tree) throw new Error("no tree");
      try {
        return query ? countCaptures(grammar.query.matches(tree.rootNode)) : 0;
      } finally {
        tree.delete();
      }
    },
  };
}

function specsOf(files: string[]): LanguageSpec[] {
  const specs = new Map<string, LanguageSpec>();
  for (const rel of files) {
    const spec = languageForPath(rel);
    if (spec) specs.set(spec.id, spec);
  }
  return [...specs.values()];
}

// The grammar packages export their native bindings under these names (TypeScript has two).
const NATIVE: Record<string, [string, string?]> = {
  python: ["tree-sitter-python"],
  javascript: ["tree-sitter-javascript"],
  typescript: ["tree-sitter-typescript", "typescript"],
  tsx: ["tree-sitter-typescript", "tsx"],
};

/* eslint-disable @typescript-eslint/no-require-imports */
function nativeRunner(gc?: () => void): Runner {
  const NativeParser = require("tree-sitter") as typeof import("tree-sitter");
  const parser = new NativeParser();
  type NativeLanguage = import("tree-sitter").Language;
  let parsed = 0;
  const loaded = new Map<string, { language: NativeLanguage; query: import("tree-sitter").Query }>();
  const grammarOf = (rel: string) => {
    const spec = languageForPath(rel);
    const row = spec && NATIVE[spec.id];
    if (!spec || !row) throw new Error(`no native grammar for ${rel}`);
    let grammar = loaded.get(spec.id);
    if (!grammar) {
      const binding = require(row[0]) as Record<string, unknown>;
      const language = (row[1] ? binding[row[1]] : binding) as NativeLanguage;
      const source = spec.queryPaths.map((file) => readFileSync(file, "utf8")).join("\n");
      const query = new NativeParser.Query(language, source);
      grammar = { language, query };
      loaded.set(spec.id, grammar);
    }
    return grammar;
  };
  return {
    prepare: async (files) => files.forEach((rel) => grammarOf(rel)),
    run(rel, source, query) {
      const grammar = grammarOf(rel);
      parser.setLanguage(grammar.language);
      // No delete() in the native binding: trees go when the garbage collector runs.
      const tree = parser.parse(source);
      if (gc && ++parsed % GC_EVERY === 0) gc();
      return query ? countCaptures(grammar.query.matches(tree.rootNode)) : 0;
    },
  };
}
/* eslint-enable @typescript-eslint/no-require-imports */

/** The work captureTags does per capture, without the map's bookkeeping: read each node's text
 * (it crosses into the parser's memory, the costly part of a tag). Counts non-empty captures. */
function countCaptures(matches: { captures: { node: { text: string } }[] }[]): number {
  let count = 0;
  for (const match of matches) {
    for (const capture of match.captures) if (capture.node.text !== "") count++;
  }
  return count;
}

async function childMain(): Promise<void> {
  const [backend, root, list, runsArg] = process.argv.slice(2) as [Backend, string, string, string];
  const files = JSON.parse(readFileSync(list, "utf8")) as string[];
  const sources = files.map((rel) => readFileSync(path.join(root, rel), "utf8"));
  const gc = backend === "native-gc" ? (globalThis as { gc?: () => void }).gc : undefined;
  const runner = backend === "wasm" ? await wasmRunner() : nativeRunner(gc);
  await runner.prepare(files);
  const rssStart = process.memoryUsage().rss;
  let failures = 0;
  const pass = (query: boolean, count = files.length): { ms: number; captures: number } => {
    const start = performance.now();
    let captures = 0;
    failures = 0;
    files.slice(0, count).forEach((rel, i) => {
      try {
        captures += runner.run(rel, sources[i] as string, query);
      } catch {
        failures++;
      }
    });
    return { ms: performance.now() - start, captures };
  };
  const median = (query: boolean): { ms: number; captures: number } => {
    const timed = Array.from({ length: Number(runsArg) }, () => pass(query)).sort((a, b) => a.ms - b.ms);
    return timed[Math.floor(timed.length / 2)] as { ms: number; captures: number };
  };
  // Warms the JIT and pages the grammars in; a slice does that as well as the whole corpus.
  pass(true, WARM_UP_FILES);
  const parse = backend === "native-gc" ? undefined : median(false);
  const query = median(true);
  const result: BackendResult = {
    ...(parse ? { parseMs: parse.ms } : {}),
    queryMs: query.ms,
    captures: query.captures,
    failures,
    rssGrowthMb: (process.memoryUsage().rss - rssStart) / 2 ** 20,
    peakMb: process.resourceUsage().maxRSS / 1024,
  };
  process.stdout.write(JSON.stringify(result));
}

if (require.main === module) {
  childMain().catch((error: unknown) => {
    process.stderr.write(String(error));
    process.exitCode = 1;
  });
}
