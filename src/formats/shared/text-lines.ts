// Splits a model reply into lines and joins lines back into the Edit IR's text form.
// Pure string helpers; they know nothing of any edit format.

/** The reply's lines without line endings (LF or CRLF); a final newline does not start an empty line. */
export function splitReplyLines(reply: string): string[] {
  const lines = reply.split(/\r?\n/);
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/** Lines in the IR text convention: each ends with "\n"; no lines is "". */
export function joinLines(lines: readonly string[]): string {
  return lines.map((line) => line + "\n").join("");
}

/** The lines of an IR text; a missing final "\n" is tolerated so render never drops text. */
export function textLines(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}
