// Commit messages: the cleaning of the weak model's reply, the fixed fallback, the dirty-commit message
// and the co-author trailer. The prompt itself is model-facing text: src/prompts/turn-texts.ts.

/** Credit in every kerf edit commit; the author stays the user. */
export const KERF_COAUTHOR = "kerf <kerf@kerf.invalid>";

/** The first meaningful line of a model's reply, unquoted and unfenced; undefined if there is none. */
export function cleanCommitMessage(reply: string): string | undefined {
  const line = reply
    .split(/\r?\n/)
    .map((l) => l.trim())
    .find((l) => l !== "" && !l.startsWith("```"));
  if (line === undefined) return undefined;
  const unquoted = line.replace(/^(["'`])(.*)\1$/, "$2").trim();
  return unquoted === "" ? undefined : unquoted.replace(/\.$/, "");
}

/** Used when the weak model fails or answers nothing usable. */
export function fallbackCommitMessage(files: readonly string[]): string {
  if (files.length === 1) return `chore: kerf edit of ${files[0]}`;
  return `chore: kerf edits to ${files.length} files`;
}

export const DIRTY_COMMIT_MESSAGE = "chore: save uncommitted changes before kerf edits";

/** `message` with a Co-authored-by trailer in its own paragraph. */
export function withCoauthor(message: string, coauthor: string): string {
  return `${message.trimEnd()}\n\nCo-authored-by: ${coauthor}\n`;
}
