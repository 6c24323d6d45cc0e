// How a file is shown to the model: its relative path, the fence, the content, the closing fence.
// Pure text; used for chat, read-only and example files alike so the model sees one layout.
import type { Fence } from "../edits/edit.js";

export function renderFileBlock(path: string, content: string, fence: Fence): string {
  const body = content === "" || content.endsWith("\n") ? content : `${content}\n`;
  return `${path}\n${fence.open}\n${body}${fence.close}\n`;
}
