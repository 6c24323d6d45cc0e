// Test helper: the demo runs the compiled CLI, so build dist/ when it is missing or older than a source.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

const OUTPUTS = ["dist/cli/bin.js"];

/** Runs `tsc -p tsconfig.build.json` (incremental, so a rebuild after a small change is quick). */
export function ensureBuilt(root: string): void {
  const times = OUTPUTS.map((file) => mtime(path.join(root, file)));
  if (Math.min(...times) > newestSource(path.join(root, "src"))) return;
  // In the checkout itself (dist-tools/ is ignored), not in node_modules: two checkouts that share one
  // node_modules (a worktree's link) must not share build info, or tsc skips files the other built.
  const cache = path.join(root, "dist-tools", "kerf-demo-test");
  const buildInfo = path.join(cache, "build.tsbuildinfo");
  // Incremental tsc trusts its build info even when dist/ was deleted since.
  if (times.includes(0)) rmSync(buildInfo, { force: true });
  mkdirSync(cache, { recursive: true });
  const tsc = path.join(root, "node_modules", "typescript", "bin", "tsc");
  const args = [tsc, "-p", "tsconfig.build.json", "--incremental", "--tsBuildInfoFile", buildInfo];
  const result = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`tsc -p tsconfig.build.json failed:\n${result.stdout}${result.stderr}`);
  }
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
