// Test helper: copies a fixture folder into a fresh temp dir (dot-gitignore → .gitignore, so the
// fixtures' ignore files do not act on kerf's own repository) and optionally `git init`s it.
import { execFileSync } from "node:child_process";
import { cpSync, readdirSync, renameSync } from "node:fs";
import path from "node:path";
import { removeDir, tempDir as makeTemp } from "../helpers/file-tree";

export const FIXTURES = path.join(__dirname, "../fixtures/repomap");

export function copyFixture(name: string, options: { git?: boolean } = {}): string {
  const dir = tempDir(name);
  cpSync(path.join(FIXTURES, name), dir, { recursive: true });
  restoreDotFiles(dir);
  if (options.git) execFileSync("git", ["init", "-q"], { cwd: dir });
  return dir;
}

function restoreDotFiles(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) restoreDotFiles(full);
    else if (entry.name.startsWith("dot-")) renameSync(full, path.join(dir, `.${entry.name.slice(4)}`));
  }
}

export { removeDir };

export function tempDir(prefix: string): string {
  return makeTemp(`kerf-${prefix}-`);
}
