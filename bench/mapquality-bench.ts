// `npm run bench mapquality [--runs=N] [--repos=a,b]`: does the repo map show what a real change needed?
// Each chosen commit of the corpus is replayed on its parent tree (largest changed file in the chat, the
// message as the request); kerf's map, two BM25 baselines and the oracle are scored at 1k and 4k tokens.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { mentionsIn } from "../src/coders/chat-context.js";
import { countText } from "../src/models/tokens.js";
import { discoverFiles } from "../src/repomap/discover-files.js";
import { languageForPath } from "../src/repomap/languages.js";
import { RepoMap } from "../src/repomap/repo-map.js";
import { TagStore } from "../src/repomap/tag-store.js";
import { bm25Map, bm25Order, oracleMap, pathList } from "./mapquality-baselines.js";
import { checkout, cloneRepo, gitIn, readCase, readManifest, type MapCase } from "./mapquality-cases.js";
import { printTables, type Scored } from "./mapquality-table.js";
import { scoreMap } from "./mapquality-score.js";
import type { BenchPart } from "./run.js";

export const BUDGETS = [1024, 4096] as const;
export const METHODS = ["kerf", "bm25 map", "bm25 paths", "oracle"] as const;
export type Method = (typeof METHODS)[number];

export const mapqualityBench: BenchPart = async (print, args) => {
  const runs = Number(args.find((a) => a.startsWith("--runs="))?.slice(7) ?? 3);
  const only = args
    .find((a) => a.startsWith("--repos="))
    ?.slice(8)
    .split(",");
  const methods = args
    .find((a) => a.startsWith("--methods="))
    ?.slice(10)
    .split(",") ?? [...METHODS];
  const scored: Scored[] = [];
  const started = performance.now();
  for (const repo of readManifest()) {
    if (only && !only.includes(repo.name)) continue;
    const dir = cloneRepo(repo);
    const work = mkdtempSync(path.join(os.tmpdir(), "mapq-cache-"));
    try {
      const map = new RepoMap({ root: dir, cacheDir: work, workers: 1, refresh: "always" });
      const store = new TagStore({ root: dir, cacheFile: path.join(work, "bench-tags"), workers: 1 });
      for (const [i, commit] of repo.commits.entries()) {
        checkout(dir, gitIn(dir, ["rev-parse", `${commit.sha}^`]).trim());
        const mapCase = readCase(dir, repo, commit.sha, i);
        scored.push(...(await scoreCase(mapCase, { dir, map, store, runs, methods })));
      }
    } finally {
      rmSync(path.dirname(dir), { recursive: true, force: true });
      rmSync(work, { recursive: true, force: true });
    }
  }
  printTables(print, scored, runs);
  print(`(${((performance.now() - started) / 1000).toFixed(0)} s in all)`);
};

interface CaseContext {
  dir: string;
  map: RepoMap;
  store: TagStore;
  runs: number;
  methods: readonly string[];
}

async function scoreCase(given: MapCase, context: CaseContext): Promise<Scored[]> {
  const { dir, map, store, runs } = context;
  const files = await discoverFiles({ root: dir });
  const taggable = files.filter((file) => languageForPath(file) !== undefined);
  await store.scan(taggable, true);
  const tagsOf = (rel: string) => store.tagsOf(rel);
  // Only identifiers some file defines can be shown by a map of definitions: the others are locals.
  const defined = new Set(taggable.flatMap((file) => (tagsOf(file)?.defs ?? []).map((tag) => tag.name)));
  const mapCase = { ...given, idents: given.idents.filter((ident) => defined.has(ident)) };
  const baselines = context.methods.some((method) => method !== "kerf");
  const order = baselines ? bm25Order(dir, files, mapCase.request, mapCase.chatFile) : [];
  const mentions = mentionsIn(mapCase.request);
  const out: Scored[] = [];
  for (const budget of BUDGETS) {
    const times: number[] = [];
    let kerfText = "";
    for (let run = 0; run < runs; run++) {
      const start = performance.now();
      const result = await map.getRepoMap({
        chatFiles: [mapCase.chatFile],
        mentionedFiles: mentions.files,
        mentionedIdents: mentions.idents,
        requestText: mapCase.request,
        maxTokens: budget,
      });
      times.push(performance.now() - start);
      if (run > 0 && result.text !== kerfText)
        throw new Error(`kerf's map changed between runs: ${mapCase.sha}`);
      kerfText = result.text;
    }
    const texts: Record<Method, () => string> = {
      kerf: () => kerfText,
      "bm25 map": () => bm25Map(order, tagsOf, budget, countText),
      "bm25 paths": () => pathList(order, budget, countText),
      oracle: () => oracleMap(mapCase.targets, order, tagsOf, budget, countText),
    };
    for (const method of METHODS.filter((m) => context.methods.includes(m))) {
      const text = texts[method]();
      const tokens = countText(text);
      if (tokens > budget)
        throw new Error(`${method} overran ${budget} tokens (${tokens}) on ${mapCase.sha}`);
      const recall = scoreMap(text, mapCase.targets, mapCase.idents);
      const ms = method === "kerf" ? times.sort((a, b) => a - b)[Math.floor(times.length / 2)] : undefined;
      out.push({ case: mapCase, method, budget, recall, tokens, ...(ms !== undefined ? { ms } : {}) });
    }
  }
  return out;
}
