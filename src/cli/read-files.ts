// `--read` entries as the root-relative files they name: a path must be an existing file and a glob
// (`src/*.py`, `docs/**/*.md`) must match at least one project file — either way the error names the
// entry, so nothing is ever sent as an empty file. Globs match the project's list, asked of `list`.
import { statSync } from "node:fs";
import path from "node:path";
import { fileKind } from "../trust/index.js";
import { UsageError } from "./exit-codes.js";
import { matchPaths } from "./repl/path-match.js";

export async function expandReadFiles(
  entries: readonly string[],
  places: { root: string; cwd: string; list: () => Promise<string[] | null> },
): Promise<string[]> {
  const toRoot = (abs: string) => path.relative(places.root, abs).split(path.sep).join("/");
  let project: string[] | undefined;
  const found: string[] = [];
  for (const entry of entries) {
    const abs = path.resolve(places.cwd, entry);
    if (/[*?]/.test(entry)) {
      project ??= (await places.list()) ?? [];
      const matches = matchPaths(toRoot(abs), project);
      if (matches.length === 0) throw new UsageError(`--read ${entry}: no file matches`);
      found.push(...matches);
    } else {
      const kind = kindOf(abs);
      if (kind === undefined) throw new UsageError(`--read ${entry}: no such file`);
      if (kind !== "a regular file")
        throw new UsageError(`--read ${entry} is ${kind}, not a regular file; not read`);
      found.push(toRoot(abs));
    }
  }
  return [...new Set(found)];
}

/** What `file` is (following symlinks), or undefined when it does not exist. */
function kindOf(file: string): string | undefined {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats ? fileKind(stats) : undefined;
}
