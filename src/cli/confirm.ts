// Asks the user yes/no questions on the terminal. A non-interactive stdin means "no"; --yes-always, "yes".
import { createInterface } from "node:readline/promises";
import { PERSON_ONLY, type Confirm, type Question } from "../coders/coder-events.js";
import { stripControl } from "../trust/terminal-text.js";
import type { CliIo } from "./cli-io.js";

/** `personOnly`: --yes-always does not answer this one, so the non-interactive note does not offer it.
 *  `defaultYes`: Enter alone answers yes (`(Y/n)`); a piped stdin still answers no. */
export async function askYesNo(
  io: CliIo,
  raw: string,
  personOnly = false,
  defaultYes = false,
): Promise<boolean> {
  // The question names paths a model or a repository chose: no control sequence reaches the terminal.
  const question = stripControl(raw);
  if (!io.stdin.isTTY) {
    const why = personOnly
      ? "stdin is not interactive, and only a person may answer this (not --yes-always)"
      : "stdin is not interactive; pass --yes-always to allow";
    io.stderr.write(`${question} (y/N) no — ${why}\n`);
    return false;
  }
  const rl = createInterface({ input: io.stdin, output: io.stderr });
  try {
    return yesAnswer(await rl.question(`${question} ${yesNoHint(defaultYes)} `), defaultYes);
  } finally {
    rl.close();
  }
}

/** The questions Enter alone answers yes, as Aider's: going ahead with the architect's plan. */
export function answersYesByDefault(question: Question): boolean {
  return question.kind === "architect-edit";
}

export function yesNoHint(defaultYes: boolean): string {
  return defaultYes ? "(Y/n)" : "(y/N)";
}

/** A typed answer: y/yes is yes, n/no is no, an empty one takes the default; anything else is no. */
export function yesAnswer(typed: string | null, defaultYes: boolean): boolean {
  const answer = (typed ?? "").trim();
  if (answer === "") return defaultYes;
  return /^y(es)?$/i.test(answer);
}

export function questionText(question: Question): string {
  switch (question.kind) {
    case "create-file":
      return `Create new file ${question.path}?`;
    case "edit-outside-chat":
      return `Edit ${question.path}, which is not in the chat?`;
    case "overwrite-outside-chat":
      return `Replace all of ${question.path}, which is not in the chat?`;
    case "delete-outside-chat":
      return `Delete ${question.path}, which is not in the chat?`;
    case "move-outside-chat":
      return `Move ${question.path}, which is not in the chat, to ${question.to}?`;
    case "add-files":
      return `Add ${question.paths.join(", ")} to the chat?`;
    case "architect-edit":
      return "Edit the files?";
    case "edit-secret":
      return `${question.path} looks like a secret store (keys, tokens). Let the model edit it?`;
    case "edit-read-only":
      return `${question.path} was given as read-only (--read). Let the model edit it?`;
    case "send-secret":
      return `${question.path} ${question.reason}. Send it to the model?`;
    case "mcp-call":
      return `Let the model call ${question.tool} on the MCP server ${question.server} with ${question.input}?`;
  }
}

/** The diff an edit's question shows before it is asked (what the edit would do), if any. */
export function questionDiff(question: Question): string | undefined {
  return "diff" in question && question.diff ? question.diff : undefined;
}

/** `showDiff` prints an edit's diff ahead of its question (on stderr, beside the question: stdout may be
 *  --json's). */
export function cliConfirm(
  io: CliIo,
  yesAlways: boolean,
  ask = askYesNo,
  showDiff?: (diff: string) => void,
): Confirm {
  // --yes-always never answers for a secret store: a person must.
  return (question) => {
    const personOnly = PERSON_ONLY.has(question.kind);
    if (yesAlways && !personOnly) return true;
    const diff = questionDiff(question);
    if (diff && showDiff) showDiff(diff);
    return ask(io, questionText(question), personOnly, answersYesByDefault(question));
  };
}
