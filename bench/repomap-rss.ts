// Child-process entry for the repo-map bench: one cold build in a fresh process, so its peak RSS
// is the build's alone (the bench's own process also holds in-process parser heaps).
// Usage: node repomap-rss.js <root> <file-list.json> <workers> <cache-dir>
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { RepoMap } from "../src/repomap/repo-map.js";

async function main(): Promise<void> {
  const [root, listFile, workers, cacheDir] = process.argv.slice(2) as [string, string, string, string];
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
