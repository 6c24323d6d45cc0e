// Tags one file from disk: read, reject binary/minified, extract. Shared by the worker threads and
// the in-process path. Never throws: every failure becomes a skip reason.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { extractTags } from "./extract-tags.js";
import { isBinary, isMinified } from "./source-check.js";
import type { FileTags } from "./tag.js";

export interface TagFileResult {
  path: string;
  /** Absent when the file yields nothing; `skipped` then says why when it is worth a note. */
  tags?: FileTags;
  skipped?: string;
}

export async function tagFile(root: string, relPath: string): Promise<TagFileResult> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path.join(root, relPath));
  } catch (error) {
    return { path: relPath, skipped: `unreadable: ${describe(error)}` };
  }
  if (isBinary(bytes)) return { path: relPath, skipped: "binary" };
  const source = bytes.toString("utf8");
  if (isMinified(source)) return { path: relPath, skipped: "minified or generated (very long lines)" };
  try {
    let note: string | undefined;
    const tags = await extractTags(relPath, source, (found) => (note = `${found.code}: ${found.detail}`));
    const result: TagFileResult = { path: relPath };
    if (tags && !note) result.tags = tags;
    if (note) result.skipped = note;
    return result;
  } catch (error) {
    return { path: relPath, skipped: `tagging failed: ${describe(error)}` };
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
