// The model-facing texts of a turn that are not part of a format's prompt class: a failed lint/test
// check, files the user added, the "edits applied" note left in history, and the commit-message request
// for the weak model. Templates only, rendered by the one strict renderer with their own variables.
import type { ChatMessage } from "../core/chat-message.js";
import { renderTemplate } from "./render-template.js";

/** The variables these templates may use (the prompt classes' set is TEMPLATE_VARIABLE_NAMES). */
export const TURN_VARIABLE_NAMES = [
  "checker",
  "command",
  "output",
  "paths",
  "commit",
  "hash",
  "subject",
  "request",
  "diff",
] as const;

type TurnVariable = (typeof TURN_VARIABLE_NAMES)[number];

export const TURN_TEXTS = {
  checkFailed: "{checker} failed after your edits (`{command}`):\n```\n{output}\n```\nFix the problems.",
  lintChecker: "The linter",
  testChecker: "The tests",
  filesAdded: "I added {paths} to the chat. Go ahead with the request using their contents.",
  editsApplied: "I applied your edits to {paths}{commit}.",
  editsAppliedCommit: " (commit {hash}: {subject})",
  editsAppliedReply: "Ok.",
  commitMessageSystem: `You write git commit messages.
You are given the diff of one change. Reply with a single line: a commit message in the Conventional
Commits style, "type: summary", where type is one of feat, fix, refactor, docs, style, test, build,
ci, perf or chore.
- Describe what the change does, in the imperative mood ("add", not "added").
- At most 72 characters, no trailing period.
- Reply with the message alone: no quotes, no code fences, no explanation.`,
  commitMessageWithRequest: "The user asked for:\n{request}\n\nThe diff:\n{diff}",
  commitMessageDiffOnly: "The diff:\n{diff}",
} as const;

const NAMES: ReadonlySet<string> = new Set(TURN_VARIABLE_NAMES);

function render(template: string, vars: Partial<Record<TurnVariable, string>>): string {
  return renderTemplate(template, vars, NAMES);
}

/** The reflection after a failed lint or test run. */
export function checkFailedText(kind: "lint" | "test", command: string, output: string): string {
  const checker = kind === "lint" ? TURN_TEXTS.lintChecker : TURN_TEXTS.testChecker;
  return render(TURN_TEXTS.checkFailed, { checker, command, output });
}

/** The re-ask after the user added the files the model named. */
export function filesAddedText(paths: readonly string[]): string {
  return render(TURN_TEXTS.filesAdded, { paths: paths.join(", ") });
}

/** The user/assistant pair left in history after a turn that changed files. */
export function editsAppliedMessages(
  paths: readonly string[],
  commit: { hash: string; message: string } | undefined,
): ChatMessage[] {
  const note = commit
    ? render(TURN_TEXTS.editsAppliedCommit, { hash: commit.hash.slice(0, 7), subject: commit.message })
    : "";
  return [
    { role: "user", content: render(TURN_TEXTS.editsApplied, { paths: paths.join(", "), commit: note }) },
    { role: "assistant", content: TURN_TEXTS.editsAppliedReply },
  ];
}

/** The messages for the weak model: the instructions, then the diff (and the user's request, if known). */
export function commitMessageRequest(diff: string, request?: string, system?: string | null): ChatMessage[] {
  const user = request
    ? render(TURN_TEXTS.commitMessageWithRequest, { request, diff })
    : render(TURN_TEXTS.commitMessageDiffOnly, { diff });
  // The user's --commit-prompt replaces the system text as written (no template variables in it).
  return [
    { role: "system", content: system?.trim() ? system : TURN_TEXTS.commitMessageSystem },
    { role: "user", content: user },
  ];
}
