// Reads a project file for --watch-files and finds its AI comments: through the safe reader (a regular
// file really inside the root, size-limited), decoded in the --encoding. A binary file, or one that is
// gone again (an editor's temp file), is skipped without a word; other failures are thrown.
import path from "node:path";
import { decodeText, looksBinary } from "../edits/workspace/text-file.js";
import { READ_LIMITS, readSafe, SafeReadError } from "../trust/index.js";
import { findAiComments } from "./ai-comments.js";
import type { CommentedFile } from "./watch-request.js";

/** The file's text and AI comments, or undefined when it is binary or missing. */
export async function readCommented(
  root: string,
  rel: string,
  encoding?: string,
): Promise<CommentedFile | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readSafe(path.join(root, rel), { limit: READ_LIMITS.chatFile, roots: [root], label: rel });
  } catch (error) {
    if (error instanceof SafeReadError && error.code === "missing") return undefined;
    throw error;
  }
  if (looksBinary(bytes, encoding)) return undefined;
  const text = decodeText(bytes, encoding).text;
  return { path: rel, text, comments: findAiComments(text) };
}

/** The files among `paths` that hold AI comments (unreadable ones are left out), in path order. */
export async function commentedFiles(
  root: string,
  paths: readonly string[],
  encoding?: string,
): Promise<CommentedFile[]> {
  const found: CommentedFile[] = [];
  for (const rel of [...paths].sort()) {
    const file = await readCommented(root, rel, encoding).catch(() => undefined);
    if (file && file.comments.length > 0) found.push(file);
  }
  return found;
}
