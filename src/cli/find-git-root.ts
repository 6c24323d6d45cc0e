// Finds the enclosing git work tree by walking up from a folder (no git process: this runs at start-up).
import { existsSync } from "node:fs";
import path from "node:path";

export function findGitRoot(from: string): string | null {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, ".git"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}
