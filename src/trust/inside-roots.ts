// Whether a real (symlink-resolved) path lies inside one of a set of folders: path arithmetic on paths
// the caller already resolved (`..notes.txt` inside a root is inside), and the one way kerf resolves them.
import { realpathSync } from "node:fs";
import path from "node:path";

/** `file` with its symlinks resolved; as an absolute path, unresolved, when it does not exist. */
export function realOrResolved(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return path.resolve(file);
  }
}

export function isInside(root: string, target: string): boolean {
  const rel = path.relative(root, target);
  if (rel === "") return true;
  if (path.isAbsolute(rel)) return false;
  return rel !== ".." && !rel.startsWith(`..${path.sep}`);
}

export function insideAny(roots: readonly string[], target: string): boolean {
  return roots.some((root) => isInside(root, target));
}
