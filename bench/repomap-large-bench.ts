// `npm run bench repomap-30k [--files=N]`: a biome-size repository, built by the bench itself from
// the JS/TS files under node_modules repeated in copies until it holds 30,000 files. One cold map
// in a fresh process (time, peak RSS with its worker threads) against the 2-worker raw parse+query
// floor on the same files, and `kerf --show-repo-map` in a terminal to show its progress bar.
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, linkSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { languageForPath } from "../src/repomap/languages.js";
import { tagFiles } from "../src/repomap/tag-pool.js";
import { tuneWasmTiering } from "../src/repomap/wasm-tiering.js";
import { walkFiles } from "../src/repomap/walk-files.js";
import { formatMs } from "./measure.js";
import { BIN } from "./repomap-process-bench.js";
import type { BenchPart } from "./run.js";

const MAX_BYTES = 1024 * 1024;

export const repomapLargeBench: BenchPart = async (print, args) => {
  const target = Number(args.find((a) => a.startsWith("--files="))?.slice(8) ?? 30_000);
  tuneWasmTiering();
  const root = mkdtempSync(path.join(os.tmpdir(), "kerf-bench-30k-"));
  try {
    const { files, sizes } = await replicate(path.resolve("node_modules"), root, target);
    const mb = sizes.reduce((a, b) => a + b, 0) / 1e6;
    print(`corpus: ${files.length} files, ${mb.toFixed(0)} MB (node_modules JS/TS in copies); ${load()}`);
    const start = performance.now();
    await tagFiles({ root, paths: files, sizes, workers: 2 });
    const floor = performance.now() - start;
    print(
      `raw parse+query floor, 2 workers: ${formatMs(floor)} (${(files.length / (floor / 1000)).toFixed(0)} files/s)`,
    );
    const cold = coldInChild(root, files);
    print(
      `cold map, fresh process, 2 workers: ${formatMs(cold.ms)} = ${(cold.ms / floor).toFixed(2)}× the floor (target ≤ 2×); peak RSS ${cold.peakMb.toFixed(0)} MB (target ≤ 600 MB); ${load()}`,
    );
    const bar = cliInTerminal(root);
    print(`kerf --show-repo-map in a terminal, cold: ${bar}; ${load()}`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
};

/** Hard links (copies where linking fails) of the taggable files under `source`, in numbered
 * copies of the tree, until `target` files. */
async function replicate(source: string, root: string, target: number) {
  const keep = (await walkFiles(source)).filter(
    (rel) => /\.(c|m)?(j|t)sx?$/.test(rel) && languageForPath(rel),
  );
  const originals = keep
    .map((rel) => ({ rel, size: statSync(path.join(source, rel)).size }))
    .filter((file) => file.size > 0 && file.size <= MAX_BYTES);
  const files: string[] = [];
  const sizes: number[] = [];
  for (let copy = 0; files.length < target && originals.length > 0; copy++) {
    for (const { rel, size } of originals) {
      if (files.length >= target) break;
      const to = `copy${copy}/${rel}`;
      mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
      try {
        linkSync(path.join(source, rel), path.join(root, to));
      } catch {
        copyFileSync(path.join(source, rel), path.join(root, to));
      }
      files.push(to);
      sizes.push(size);
    }
  }
  return { files, sizes };
}

function coldInChild(root: string, files: string[]): { ms: number; peakMb: number } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kerf-bench-30k-list-"));
  try {
    const list = path.join(dir, "files.json");
    writeFileSync(list, JSON.stringify(files));
    const child = path.join(__dirname, "repomap-rss.js");
    const out = execFileSync(process.execPath, [child, root, list, "2", path.join(dir, "cache")], {
      encoding: "utf8",
      maxBuffer: 1 << 26,
    });
    return JSON.parse(out) as { ms: number; peakMb: number };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the CLI in a pty (util-linux `script`) and reports its time and whether a bar was drawn. */
function cliInTerminal(root: string): string {
  rmSync(path.join(root, ".kerf"), { recursive: true, force: true });
  const start = performance.now();
  const result = spawnSync(
    "script",
    ["-qfec", `'${process.execPath}' '${BIN}' --show-repo-map --no-git`, "/dev/null"],
    {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", HOME: root, TERM: "xterm", OPENAI_API_KEY: "sk-bench" },
      encoding: "utf8",
      maxBuffer: 1 << 26,
    },
  );
  const ms = performance.now() - start;
  if (result.error) return `not run (${result.error.message})`;
  const bars = (result.stdout.match(/\[#*\.*\] \d+\/\d+/g) ?? []).length;
  const shown = bars > 0 ? `a progress bar drawn ${bars} times` : "NO progress bar";
  return `${formatMs(ms)}, exit ${String(result.status)}, ${shown}`;
}

function load(): string {
  return `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`;
}
