// `npm run bench install [--runs=N]`: `npm pack` of the built package, then `npm install <tgz>` into a
// fresh empty folder with a warm npm cache (--prefer-offline; one untimed install warms it), median
// of several; against `npm install` of one small package the same way; installed size printed.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { formatMs } from "./measure.js";
import { median } from "./repomap-process-bench.js";
import type { BenchPart } from "./run.js";
import { diskBytes } from "./disk-bytes.js";

const PACKAGE_ROOT = path.join(__dirname, "..", "..");
const FLAGS = ["--omit=dev", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"];

export const installBench: BenchPart = async (print, args) => {
  const runs = Number(args.find((a) => a.startsWith("--runs="))?.slice(7) ?? 3);
  const work = mkdtempSync(path.join(os.tmpdir(), "kerf-bench-install-"));
  try {
    const tarball = npm(["pack", "--silent", "--pack-destination", work], PACKAGE_ROOT)
      .trim()
      .split("\n")
      .pop();
    const tgz = path.join(work, tarball as string);
    // The baseline is one of kerf's own small dependencies, already in the cache after the warm-up.
    const baseline = "yaml";
    installInto(work, "warm", tgz);
    const kerf: number[] = [];
    const small: number[] = [];
    for (let round = 0; round < runs; round++) {
      kerf.push(installInto(work, `kerf-${round}`, tgz));
      small.push(installInto(work, `small-${round}`, baseline));
    }
    const mb = diskBytes(path.join(work, "kerf-0", "node_modules")) / 2 ** 20; // MiB, as du -sh and the size test
    const ms = median(kerf);
    const base = median(small);
    print(`packed ${tarball ?? "?"}; npm ${npm(["--version"], work).trim()}; ${load()}`);
    print(`npm install ${baseline} (baseline)  ${formatMs(base)}`);
    print(
      `npm install kerf.tgz          ${formatMs(ms)} = ${(ms / base).toFixed(1)}× baseline (target ≤ 20 s); median of ${runs}, warm cache`,
    );
    print(`installed node_modules: ${mb.toFixed(1)} MiB (target ≤ 150 MB); ${load()}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
};

function npm(npmArgs: string[], cwd: string): string {
  return execFileSync("npm", npmArgs, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

/** Milliseconds of one `npm install <what>` into a new empty project folder. */
function installInto(work: string, name: string, what: string): number {
  const app = path.join(work, name);
  mkdirSync(app);
  writeFileSync(
    path.join(app, "package.json"),
    JSON.stringify({ name: "app", version: "1.0.0", private: true }),
  );
  const start = performance.now();
  npm(["install", ...FLAGS, what], app);
  return performance.now() - start;
}

function load(): string {
  return `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`;
}
