// Splits a model reply into lines (the IR text's own lines: splitLines and joinLines, edits/match/lines.ts).
// A pure string helper; it knows nothing of any edit format.

/** The reply's lines without line endings (LF or CRLF); a final newline does not start an empty line. */
export function splitReplyLines(reply: string): string[] {
  const lines = reply.split(/\r?\n/);
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}
