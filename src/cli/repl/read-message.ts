// Gathers one input from several lines. Accepts: a line ending in `\` continues on the next line
// (the backslash is dropped); a line `{` or `{tag` opens a block that the line `}` or `tag}` closes
// (as in Aider); in multi-line mode (/multiline-mode) every line continues until an empty line; lines
// that start with `>` (quoting an earlier answer, e-mail style) continue up to the first line without.
// Lenient: an unclosed block or a trailing `\` at end of input keeps what was read.

export const PROMPT = "> ";
export const CONTINUATION_PROMPT = ". ";

/** One input (possibly multi-line), or null at the end of input before anything was read. `prompt`:
 *  the first line's (the mode's, mode-prompt.ts). */
export async function readMessage(
  read: (prompt: string) => Promise<string | null>,
  options: { multiline?: boolean; prompt?: string } = {},
): Promise<string | null> {
  const first = await read(options.prompt ?? PROMPT);
  if (first === null) return null;
  // A command is one line even in multi-line mode, so /multiline-mode can always be turned off.
  if (options.multiline && !/^\s*[/!]/.test(first)) return readUntilEmpty(read, first);
  const open = /^\{([A-Za-z0-9_-]*)$/.exec(first.trim());
  if (open) return readBlock(read, `${open[1] ?? ""}}`);
  const lines: string[] = [];
  let line: string | null = first;
  while (line !== null && (line.endsWith("\\") || QUOTE_LINE.test(line))) {
    lines.push(line.endsWith("\\") ? line.slice(0, -1) : line);
    line = await read(CONTINUATION_PROMPT);
  }
  if (line !== null) lines.push(line);
  return lines.join("\n");
}

const QUOTE_LINE = /^\s*>/;

async function readBlock(read: (prompt: string) => Promise<string | null>, close: string): Promise<string> {
  const lines: string[] = [];
  for (;;) {
    const line = await read(CONTINUATION_PROMPT);
    if (line === null || line.trim() === close) return lines.join("\n");
    lines.push(line);
  }
}

async function readUntilEmpty(
  read: (prompt: string) => Promise<string | null>,
  first: string,
): Promise<string> {
  const lines = [first];
  for (;;) {
    const line = await read(CONTINUATION_PROMPT);
    if (line === null || line.trim() === "") return lines.join("\n");
    lines.push(line);
  }
}
