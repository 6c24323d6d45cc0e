// The one-line error of a commit git refused (a hook, a missing identity, a lock, a timeout): the files,
// git's own reason in one line, and that nothing was left staged. Never echoes the command.
import { GitError, GitTimeoutError } from "./run-git.js";

const MAX_REASON = 300;

export class CommitError extends Error {
  override name = "CommitError";
  readonly files: readonly string[];
  readonly reason: string;
  constructor(files: readonly string[], cause: unknown) {
    const reason = reasonOf(cause);
    super(
      `git could not commit ${listed(files)}: ${reason}. Nothing was left staged; the changes are in the working tree, uncommitted`,
      { cause },
    );
    this.files = files;
    this.reason = reason;
  }
}

function listed(files: readonly string[]): string {
  return files.length <= 3
    ? files.join(", ")
    : `${files.slice(0, 3).join(", ")} and ${files.length - 3} more`;
}

/** git's last `fatal:`/`error:` line, else the last line a hook printed, else the exit code. */
function reasonOf(cause: unknown): string {
  if (cause instanceof GitTimeoutError)
    return `it did not finish within ${Math.round(cause.timeoutMs / 1000)} s (a hook that waits?)`;
  if (!(cause instanceof GitError)) return cause instanceof Error ? cause.message : String(cause);
  const lines = cause.stderr
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const fatal = lines.filter((line) => /^(fatal|error):/i.test(line)).at(-1);
  const reason =
    fatal?.replace(/^(fatal|error):\s*/i, "") ?? lines.at(-1) ?? `exit code ${String(cause.exitCode)}`;
  return reason.length > MAX_REASON ? `${reason.slice(0, MAX_REASON)}…` : reason;
}
