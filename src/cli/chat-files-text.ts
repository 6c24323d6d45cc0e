// The chat's files in words, for the start-up block and the line the REPL prints above its prompt (as
// Aider shows them before its prompt): the editable files, then the read-only ones, each sorted. Pure.

export interface ChatFileSets {
  files: Iterable<string>;
  readOnlyFiles: Iterable<string>;
}

/** The editable files and the read-only ones, sorted, a read-only file also in the chat listed once. */
export function chatFileLists(coder: ChatFileSets): { editable: string[]; readOnly: string[] } {
  const editable = [...new Set(coder.files)].sort();
  const inChat = new Set(editable);
  const readOnly = [...new Set(coder.readOnlyFiles)].filter((file) => !inChat.has(file)).sort();
  return { editable, readOnly };
}

/** "app.py util.py · read-only: notes.md"; "" when the chat has no files. */
export function chatFilesLine(coder: ChatFileSets): string {
  const { editable, readOnly } = chatFileLists(coder);
  const parts = [...(editable.length > 0 ? [editable.join(" ")] : [])];
  if (readOnly.length > 0) parts.push(`read-only: ${readOnly.join(" ")}`);
  return parts.join(" · ");
}
