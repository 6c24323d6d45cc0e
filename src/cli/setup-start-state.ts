// What start-up asks git and the file listing, each once and all at once: the branch (for the coder),
// and for a start block or the REPL the dirty files and the project's file list. They run while the
// rest of setup does, instead of one after another; nothing is asked that the run will not show.
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
  /** The whole project's files (the REPL completes them); undefined when not asked. */
  files: Promise<string[] | null> | undefined;
}

/** Call once the work tree is recovered and kerf's files are excluded, so both answers see the
 *  project as the session will. */
export function askStartState(git: GitRepo | null, root: string, needs: StartNeeds): StartState {
  return {
    branch: git ? git.branch() : Promise.resolve(null),
    dirty: git && needs.block ? git.dirtyFiles().catch(() => null) : undefined,
    files: needs.repl ? discoverFiles({ root, git: git !== null }).catch(() => null) : undefined,
  };
}
