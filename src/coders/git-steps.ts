// The coder's use of git: save uncommitted work before editing, commit what kerf edited with a message
// from the weak model. Talks to GitRepo and the LLM client; builds no chat messages itself. A refused
// dirty commit stops the turn before any edit is written; a refused edit commit is reported.
import { CommitError } from "../git/commit-error.js";
import { cleanCommitMessage, DIRTY_COMMIT_MESSAGE, fallbackCommitMessage } from "../git/commit-message.js";
import { commitMessageRequest } from "../prompts/turn-texts.js";
import type { GitRepo } from "../git/git-repo.js";
import type { LlmClient } from "../llm/llm-client.js";
import type { ResolvedModel } from "../models/resolve-model.js";
import type { Reporter } from "./coder-events.js";
import { maskSecrets } from "../trust/secret-mask.js";
import { requestSettings } from "./llm-request.js";

/** Commits the files' uncommitted changes on their own, so a kerf commit holds only kerf's edits. */
export async function commitDirtyFiles(
  repo: GitRepo,
  files: readonly string[],
  report: Reporter,
): Promise<void> {
  if (files.length === 0 || !(await repo.isDirty(files))) return;
  const commit = await repo.commitDirty(files);
  if (commit)
    report({ type: "commit-created", hash: commit.hash, message: DIRTY_COMMIT_MESSAGE, kind: "dirty" });
}

export interface CommitEditsInput {
  repo: GitRepo;
  files: readonly string[];
  llm: LlmClient;
  weakModel: ResolvedModel;
  /** What the user asked for, to give the message its why. */
  request: string;
  /** Replaces the commit-message prompt's system text (--commit-prompt). */
  commitPrompt?: string | null;
  report: Reporter;
  signal?: AbortSignal;
}

/** Commits exactly the edited files; the message comes from the weak model, or a fixed one if that
 *  fails. A commit git refuses is reported (commit-failed) and returned as its error: the edits stay
 *  in the working tree, unstaged, and the turn goes on. */
export async function commitEdits(
  input: CommitEditsInput,
): Promise<{ hash: string; message: string } | { error: string } | null> {
  // Secret stores and ignored files are never committed, so their content never reaches the request;
  // credential shapes elsewhere in the diff are masked before it is sent.
  const { paths, skipped } = await input.repo.committable(input.files);
  if (skipped.length > 0)
    input.report({
      type: "warning",
      message: `not committing ${skipped.join(", ")}: git-ignored or looks like a secret store`,
    });
  if (paths.length === 0) return null;
  const diff = maskSecrets(await input.repo.diff({ paths }));
  let message: string | undefined;
  try {
    const reply = await input.llm.chat({
      model: input.weakModel.expanded,
      messages: commitMessageRequest(diff, input.request, input.commitPrompt),
      stream: false,
      settings: requestSettings(input.weakModel.settings),
      signal: input.signal,
    });
    message = reply.partial ? undefined : cleanCommitMessage(reply.text);
  } catch (error) {
    input.report({
      type: "warning",
      message: `could not get a commit message from ${input.weakModel.name}: ${errorText(error)}`,
    });
  }
  const final = message ?? fallbackCommitMessage(input.files);
  const commit = await input.repo.commit({ files: input.files, message: final }).catch((error: unknown) => {
    if (!(error instanceof CommitError)) throw error;
    input.report({ type: "commit-failed", message: error.message });
    return { error: error.message };
  });
  if (!commit || "error" in commit) return commit;
  input.report({ type: "commit-created", hash: commit.hash, message: commit.subject, kind: "edit" });
  return { hash: commit.hash, message: commit.subject };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
