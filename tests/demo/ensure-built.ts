// Test helper: the demo runs the compiled CLI, so build dist/ when it is missing or older than a source.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, statSync, utimesSync } from "node:fs";
import path from "node:path";

const OUTPUTS = ["dist/cli/bin.js"];

/** Runs `tsc -p tsconfig.build.json` (incremental, so a rebuild after a small change is quick). Two
 *  suites in parallel workers take turns (a lock folder): one builds, the other then finds dist/ fresh,
 *  instead of starting a CLI from a dist/ the other is still writing. */
export function ensureBuilt(root: string): void {
  if (fresh(root)) return;
  // In the checkout itself (dist-tools/ is ignored), not in node_modules: two checkouts that share one
  // node_modules (a worktree's link) must not share build info, or tsc skips files the other built.
  const cache = path.join(root, "dist-tools", "kerf-demo-test");
  mkdirSync(cache, { recursive: true });
  const lock = path.join(cache, "build.lock");
  takeLock(lock);
  try {
    if (!fresh(root)) build(root, cache);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function fresh(root: string): boolean {
  const times = OUTPUTS.map((file) => mtime(path.join(root, file)));
  return Math.min(...times) > newestSource(path.join(root, "src"));
}

/** Waits for the lock folder (a build takes well under 10 minutes; an older lock is a dead worker's). */
function takeLock(lock: string): void {
  for (;;) {
    try {
      mkdirSync(lock);
      return;
    } catch {
      if (Date.now() - mtime(lock) > 10 * 60 * 1000) rmSync(lock, { recursive: true, force: true });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
}

function build(root: string, cache: string): void {
  const times = OUTPUTS.map((file) => mtime(path.join(root, file)));
  const buildInfo = path.join(cache, "build.tsbuildinfo");
  // Incremental tsc trusts its build info even when dist/ was deleted since.
  if (times.includes(0)) rmSync(buildInfo, { force: true });
  const tsc = path.join(root, "node_modules", "typescript", "bin", "tsc");
  const args = [tsc, "-p", "tsconfig.build.json", "--incremental", "--tsBuildInfoFile", buildInfo];
  const result = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`tsc -p tsconfig.build.json failed:\n${result.stdout}${result.stderr}`);
  }
  // An incremental build rewrites only what changed: mark the outputs as built now, or dist/ would look
  // stale (older than the source just changed) to every later suite, and each would run tsc again.
  const now = new Date();
  for (const file of OUTPUTS) utimesSync(path.join(root, file), now, now);
}

function mtime(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (entry.name.endsWith(".ts")) newest = Math.max(newest, mtime(full));
  }
  return newest;
}
