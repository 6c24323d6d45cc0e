// The index entries of some paths before kerf stages them, so that a failed commit can put them back
// exactly: kerf never leaves its edit staged but uncommitted, nor unstages what the user had staged.
import type { RunInRepo } from "./commit-identity.js";

/** Each path's stage-0 entry (mode and object) before staging; null where the index had none. */
export type IndexSnapshot = Map<string, { mode: string; object: string } | null>;

export async function saveIndex(git: RunInRepo, paths: readonly string[]): Promise<IndexSnapshot> {
  const snapshot: IndexSnapshot = new Map(paths.map((p) => [p, null]));
  if (paths.length === 0) return snapshot;
  const { stdout } = await git(["ls-files", "--stage", "-z", "--", ...paths]);
  for (const record of stdout.split("\0")) {
    const match = /^(\d+) ([0-9a-f]+) 0\t(.*)$/s.exec(record);
    if (match) snapshot.set(match[3] as string, { mode: match[1] as string, object: match[2] as string });
  }
  return snapshot;
}

/** Puts every saved path's entry back as it was (removing entries the index did not have). */
export async function restoreIndex(git: RunInRepo, snapshot: IndexSnapshot): Promise<void> {
  const cacheInfo: string[] = [];
  const absent: string[] = [];
  for (const [path, entry] of snapshot) {
    if (entry) cacheInfo.push("--cacheinfo", `${entry.mode},${entry.object},${path}`);
    else absent.push(path);
  }
  if (cacheInfo.length > 0) await git(["update-index", "--add", ...cacheInfo]);
  if (absent.length > 0) await git(["update-index", "--force-remove", "--", ...absent]);
}
