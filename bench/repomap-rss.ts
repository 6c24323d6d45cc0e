// Child-process entry for the repo-map bench: one cold build in a fresh process, so its peak RSS
// is the build's alone (the bench's own process also holds in-process parser heaps).
// Usage: node repomap-rss.js <root> <file-list.json> <workers> <cache-dir> [default]
// (tagging tiered as the CLI does unless the last argument is `default`: V8's own tiering).
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { RepoMap } from "../src/repomap/repo-map.js";
import { tuneWasmTiering } from "../src/repomap/wasm-tiering.js";

async function main(): Promise<void> {
  const [root, listFile, workers, cacheDir, tiering] = process.argv.slice(2) as [
    string,
    string,
    string,
    string,
    string?,
  ];
  if (tiering !== "default") tuneWasmTiering();
  const otherFiles = JSON.parse(readFileSync(listFile, "utf8")) as string[];
  const start = performance.now();
  const map = new RepoMap({ root, cacheDir, workers: Number(workers) });
  await map.getRepoMap({ chatFiles: [], otherFiles, maxTokens: 4096 });
  const ms = performance.now() - start;
  console.log(JSON.stringify({ ms, peakMb: process.resourceUsage().maxRSS / 1024 }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
