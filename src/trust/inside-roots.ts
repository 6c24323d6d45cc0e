// Whether a real (symlink-resolved) path lies inside one of a set of folders. Pure path arithmetic on
// paths the caller already resolved; `..notes.txt` inside a root is inside.
import path from "node:path";

export function isInside(root: string, target: string): boolean {
  const rel = path.relative(root, target);
  if (rel === "") return true;
  if (path.isAbsolute(rel)) return false;
  return rel !== ".." && !rel.startsWith(`..${path.sep}`);
}

export function insideAny(roots: readonly string[], target: string): boolean {
  return roots.some((root) => isInside(root, target));
}
