// Gathers one input from several lines. Accepts: a line ending in `\` continues on the next line
// (the backslash is dropped); a line `{` or `{tag` opens a block that the line `}` or `tag}` closes
// (as in Aider). Lenient: an unclosed block or a trailing `\` at end of input keeps what was read.

export const PROMPT = "> ";
export const CONTINUATION_PROMPT = ". ";

/** One input (possibly multi-line), or null at the end of input before anything was read. */
export async function readMessage(read: (prompt: string) => Promise<string | null>): Promise<string | null> {
  const first = await read(PROMPT);
  if (first === null) return null;
  const open = /^\{([A-Za-z0-9_-]*)$/.exec(first.trim());
  if (open) return readBlock(read, `${open[1] ?? ""}}`);
  const lines: string[] = [];
  let line: string | null = first;
  while (line !== null && line.endsWith("\\")) {
    lines.push(line.slice(0, -1));
    line = await read(CONTINUATION_PROMPT);
  }
  if (line !== null) lines.push(line);
  return lines.join("\n");
}

async function readBlock(read: (prompt: string) => Promise<string | null>, close: string): Promise<string> {
  const lines: string[] = [];
  for (;;) {
    const line = await read(CONTINUATION_PROMPT);
    if (line === null || line.trim() === close) return lines.join("\n");
    lines.push(line);
  }
}
