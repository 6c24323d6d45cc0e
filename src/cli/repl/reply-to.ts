// Which earlier answer a REPL message replies to: `/reply N …` names it, or the message opens with
// `>` lines quoting part of one (e-mail style). Pure: the caller keeps the answers and sends the turn.

const normalise = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/** The quote a message opens with: its leading `>` lines, without the markers; null when none. */
export function leadingQuote(message: string): string | null {
  const lines = message.split("\n");
  const quoted: string[] = [];
  for (const line of lines) {
    const match = /^\s*>\s?(.*)$/.exec(line);
    if (!match) break;
    quoted.push(match[1] ?? "");
  }
  const text = quoted.join("\n").trim();
  return text === "" ? null : text;
}

/**
 * The index of the latest answer containing the message's opening quote (whitespace and case
 * ignored), or null: a quote of something else is just part of the message.
 */
export function quotedAnswer(message: string, answers: readonly string[]): number | null {
  const quote = leadingQuote(message);
  if (quote === null) return null;
  const needle = normalise(quote);
  for (let index = answers.length - 1; index >= 0; index--) {
    if (normalise(answers[index] ?? "").includes(needle)) return index;
  }
  return null;
}

/** `/reply` arguments: `N MESSAGE` (answer N, from 1) or `MESSAGE` (the last answer). */
export function parseReplyArgs(args: string, answerCount: number): { index: number; message: string } | null {
  const match = /^#?(\d+)\s+([\s\S]+)$/.exec(args.trim());
  if (match) return { index: Number(match[1]) - 1, message: (match[2] ?? "").trim() };
  const message = args.trim();
  return message === "" || answerCount === 0 ? null : { index: answerCount - 1, message };
}
