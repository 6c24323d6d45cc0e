// /reply: list this session's answers, or send a message as a reply to one of them, so the turn's
// preamble quotes that answer's opening (the model sees which earlier answer you mean).
import { parseReplyArgs } from "../reply-to.js";
import type { Repl } from "../repl.js";
import type { Command } from "./command.js";

const firstLine = (text: string) => (text.trim().split("\n")[0] ?? "").slice(0, 70);

async function reply(repl: Repl, args: string): Promise<void> {
  if (args.trim() === "") {
    if (repl.answers.length === 0) repl.term.out("No answers yet in this session.");
    repl.answers.forEach((answer, index) => repl.term.out(`#${index + 1}  ${firstLine(answer)}`));
    return;
  }
  const parsed = parseReplyArgs(args, repl.answers.length);
  const answer = parsed ? repl.answers[parsed.index] : undefined;
  if (!parsed || answer === undefined) {
    const count = repl.answers.length;
    repl.term.err(
      count === 0
        ? "No answers yet to reply to."
        : `No answer #${(parsed?.index ?? -1) + 1}: there ${count === 1 ? "is 1" : `are ${count}`} (/reply lists them).`,
    );
    return;
  }
  await repl.runMessage(parsed.message, repl.coder, { replyTo: answer, answerNumber: parsed.index + 1 });
}

export const REPLY_COMMANDS: Command[] = [
  {
    name: "reply",
    usage: "[N] MESSAGE",
    help: "reply to answer N (default the last; /reply alone lists them): its opening is quoted to the model",
    run: reply,
  },
];
