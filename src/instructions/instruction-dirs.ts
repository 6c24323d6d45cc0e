// The folders whose AGENTS.md apply to a working directory: the git root down to cwd, root first.
// Pure path arithmetic; no file system access.
import { isAbsolute, join, relative, resolve, sep } from "node:path";

/** Root first, cwd last. Without a git root, or with cwd outside it, only cwd itself. */
export function instructionDirs(gitRoot: string | null, cwd: string): string[] {
  const here = resolve(cwd);
  if (gitRoot === null) return [here];
  const root = resolve(gitRoot);
  const rel = relative(root, here);
  if (rel === "") return [root];
  if (rel.startsWith("..") || isAbsolute(rel)) return [here];
  const dirs = [root];
  let current = root;
  for (const part of rel.split(sep)) {
    current = join(current, part);
    dirs.push(current);
  }
  return dirs;
}
