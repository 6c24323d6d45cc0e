// Answers a text editor `view` call: a chat or read-only file inside the project, read-only, its lines
// numbered (a range when asked), or a folder as the chat files under it. Nothing outside the chat is shown:
// the model asks the user to add a file, as with text formats.
import type { Workspace } from "../edits/workspace/workspace.js";
import { reasonText } from "../edits/issue-text.js";
import { splitLines } from "../edits/match/lines.js";

export interface ViewRequest {
  path: string;
  range?: readonly [number, number];
}

export async function viewFile(
  workspace: Workspace,
  request: ViewRequest,
  shared: ReadonlySet<string>,
): Promise<{ output: string; isError?: boolean }> {
  const where = await workspace.check(request.path);
  if (!where.ok) return { output: reasonText(where.reason), isError: true };
  if (workspace.isFolder?.(where.rel)) {
    const inside = [...shared].filter((file) => where.rel === "" || file.startsWith(`${where.rel}/`)).sort();
    return { output: inside.length > 0 ? inside.join("\n") : `no chat files under ${where.rel}` };
  }
  if (!shared.has(where.rel)) {
    return { output: `${where.rel} is not in the chat; ask the user to add it`, isError: true };
  }
  // The workspace's own read: size checked before any byte is read, regular files only, inside the root.
  const data = await workspace.read(where.rel).catch((error: unknown) => ({ error: String(error) }));
  if (data === undefined) return { output: `${where.rel} does not exist`, isError: true };
  if ("error" in data) return { output: data.error.replace(/^Error: /, ""), isError: true };
  if (data.oversize !== undefined) {
    return { output: `${where.rel} is over ${workspace.maxFileBytes} bytes; it is not shown`, isError: true };
  }
  const lines = splitLines(Buffer.from(data.bytes).toString("utf8").replace(/\r\n/g, "\n"));
  const [first, last] = request.range ?? [1, -1];
  const from = Math.max(1, first);
  const to = last === -1 ? lines.length : Math.min(lines.length, last);
  if (from > Math.max(1, lines.length) || to < from) {
    return {
      output: `lines ${first}-${last} are outside ${where.rel} (${lines.length} lines)`,
      isError: true,
    };
  }
  const width = String(to).length;
  return {
    output: lines
      .slice(from - 1, to)
      .map((line, i) => `${String(from + i).padStart(width)}\t${line}`)
      .join("\n"),
  };
}
