// Takes back the last kerf edit commit when that is safe, else a typed refusal saying why. Design:
// restore the commit's files from its parent (index + work tree), then `reset --soft` to the parent:
// nothing else in the index or work tree moves, and HEAD must not be on any remote branch.
import type { GitRepo } from "./git-repo.js";
import { readKerfCommits, removeKerfCommit } from "./kerf-commits.js";

export type UndoRefusalCode =
  | "no-commits"
  | "not-kerf"
  | "dirty-commit"
  | "no-parent"
  | "merge"
  | "foreign-files"
  | "uncommitted-changes"
  | "pushed";

export type UndoResult =
  | { undone: true; hash: string; subject: string; files: string[] }
  | { undone: false; code: UndoRefusalCode; detail: string };

export async function undoLastKerfCommit(repo: GitRepo): Promise<UndoResult> {
  const head = await repo.lastCommit();
  if (head === null) return refuse("no-commits", "The repository has no commits.");
  const short = head.hash.slice(0, 7);
  const refusal = await checkUndoable(repo, head.hash, head.files);
  if (refusal) return refusal;
  await repo.git(["restore", "--source=HEAD~1", "--staged", "--worktree", "--", ...head.files]);
  await repo.git(["reset", "--soft", "--quiet", "HEAD~1"]);
  await removeKerfCommit(repo.root, head.hash, repo.onWarning);
  return { undone: true, hash: short, subject: head.subject, files: head.files };
}

async function checkUndoable(repo: GitRepo, hash: string, files: string[]): Promise<UndoResult | undefined> {
  const short = hash.slice(0, 7);
  const record = (await readKerfCommits(repo.root, repo.onWarning)).find((c) => c.hash === hash);
  if (!record)
    return refuse("not-kerf", `HEAD (${short}) is not a commit kerf made; undo only reverts kerf's own.`);
  if (record.kind === "dirty") {
    return refuse(
      "dirty-commit",
      `HEAD (${short}) holds your own earlier changes, which kerf only committed.`,
    );
  }
  const parents =
    (await repo.git(["rev-list", "--parents", "-n", "1", hash])).stdout.trim().split(" ").length - 1;
  if (parents === 0)
    return refuse("no-parent", `HEAD (${short}) is the first commit; there is nothing before it.`);
  if (parents > 1) return refuse("merge", `HEAD (${short}) is a merge commit.`);
  const foreign = files.filter((f) => !record.files.includes(f));
  if (foreign.length > 0) {
    return refuse(
      "foreign-files",
      `HEAD (${short}) also changes files kerf did not edit: ${foreign.join(", ")}.`,
    );
  }
  if (await repo.isDirty(files)) {
    return refuse(
      "uncommitted-changes",
      `Files of HEAD (${short}) have uncommitted changes that undo would lose; commit or stash them first.`,
    );
  }
  const remotes = (await repo.git(["branch", "-r", "--contains", hash])).stdout.trim();
  if (remotes !== "")
    return refuse("pushed", `HEAD (${short}) is already on ${remotes.split("\n")[0]?.trim()}.`);
  return undefined;
}

function refuse(code: UndoRefusalCode, detail: string): UndoResult {
  return { undone: false, code, detail };
}
