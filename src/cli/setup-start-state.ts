// What start-up asks git and the file listing, each once: the branch (for the coder), the dirty files
// (for the start block) and the project's file list (the start block, the REPL's completion, --read
// globs). Questions the run will surely need are asked at once, so they run while the rest of setup
// does; the file list is otherwise asked on first use and then shared.
import type { GitRepo } from "../git/git-repo.js";
import { discoverFiles } from "../repomap/discover-files.js";

/** What the run will show: a start block (git state, map size) and the REPL (file completion). */
export interface StartNeeds {
  block: boolean;
  repl: boolean;
}

export interface StartState {
  branch: Promise<string | null>;
  /** Tracked files with changes, null when git could not say; undefined when not asked. */
  dirty: Promise<string[] | null> | undefined;
  /** The whole project's files (null when they cannot be listed): listed once, by git only when the
   *  session has a repository. */
  files(): Promise<string[] | null>;
}

/** Call once the work tree is recovered and kerf's files are excluded, so the answers see the
 *  project as the session will. */
export function askStartState(git: GitRepo | null, root: string, needs: StartNeeds): StartState {
  let listed: Promise<string[] | null> | undefined;
  const listing = { root, git: git !== null, gitTimeoutMs: git?.timeoutMs };
  const files = () => (listed ??= discoverFiles(listing).catch(() => null));
  if (needs.repl) void files();
  return {
    branch: git ? git.branch() : Promise.resolve(null),
    dirty: git && needs.block ? git.dirtyFiles().catch(() => null) : undefined,
    files,
  };
}
