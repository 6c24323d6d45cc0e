// Test helpers for fixture trees: copy a folder into a temp dir, read a tree as path → text.
import { cpSync, existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export function tempDir(prefix = "kerf-test-"): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Copies `from` (if it exists) into a new temp folder, leaving out `.gitkeep` placeholders. */
export function copyToTemp(from: string, prefix = "kerf-test-"): string {
  const dir = tempDir(prefix);
  if (existsSync(from)) {
    cpSync(from, dir, { recursive: true, filter: (src) => path.basename(src) !== ".gitkeep" });
  }
  return dir;
}

/** Every file under `dir` as relative POSIX path → exact text (CR, BOM and all). Symlinks are not followed. */
export function readTree(dir: string): Record<string, string> {
  const tree: Record<string, string> = {};
  if (!existsSync(dir)) return tree;
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const full = path.join(folder, name);
      if (name === ".gitkeep") continue;
      const stat = lstatSync(full);
      if (stat.isSymbolicLink()) continue;
      if (stat.isDirectory()) walk(full);
      else tree[path.relative(dir, full).split(path.sep).join("/")] = readFileSync(full, "utf8");
    }
  };
  walk(dir);
  return tree;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
