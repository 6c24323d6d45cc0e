// What the file watcher never descends into: .git, .kerf and node_modules, and what the root's
// .gitignore, .git/info/exclude, .kerfignore and .aiderignore name. A pruning rule for the watcher
// only; which changed files count is decided by discoverFiles, the repo map's own rule.
import path from "node:path";
import ignore from "ignore";
import { IGNORE_FILES } from "../repomap/discover-files.js";
import { ignoreFileText } from "../repomap/ignore-file.js";

const NEVER = new Set([".git", ".kerf", "node_modules"]);
const RULE_FILES = [".gitignore", ".git/info/exclude", ...IGNORE_FILES];

/** A test on a root-relative path (either separator): true means do not watch it. A refused rule file
 *  is told to `onWarning`. */
export async function watchIgnoreRules(
  root: string,
  onWarning?: (message: string) => void,
): Promise<(rel: string) => boolean> {
  const rules = ignore();
  for (const name of RULE_FILES) rules.add(ignoreFileText(path.join(root, name), root, onWarning));
  return (rel) => {
    const posix = rel.split(path.sep).join("/");
    if (posix === "" || posix.startsWith("..")) return false;
    if (posix.split("/").some((part) => NEVER.has(part))) return true;
    return rules.ignores(posix) || rules.ignores(`${posix}/`);
  };
}
