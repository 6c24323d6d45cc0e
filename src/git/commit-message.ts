// The commit-message prompt for the weak model, the cleaning of its reply, the fixed fallback and
// the co-author trailer. Pure text; the coder sends the prompt, this module never calls a model.
import type { ChatMessage } from "../core/chat-types.js";

/** Credit in every kerf edit commit; the author stays the user. */
export const KERF_COAUTHOR = "kerf <kerf@kerf.invalid>";

export const COMMIT_MESSAGE_PROMPT = `You write git commit messages.
You are given the diff of one change. Reply with a single line: a commit message in the Conventional
Commits style, "type: summary", where type is one of feat, fix, refactor, docs, style, test, build,
ci, perf or chore.
- Describe what the change does, in the imperative mood ("add", not "added").
- At most 72 characters, no trailing period.
- Reply with the message alone: no quotes, no code fences, no explanation.`;

/** The messages for the weak model: the prompt, then the diff (and the user's request, if known). */
export function commitMessageRequest(diff: string, context?: string): ChatMessage[] {
  const asked = context ? `The user asked for:\n${context}\n\n` : "";
  return [
    { role: "system", content: COMMIT_MESSAGE_PROMPT },
    { role: "user", content: `${asked}The diff:\n${diff}` },
  ];
}

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
