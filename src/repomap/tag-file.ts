// Tags one file from disk: read, reject binary/minified, extract. Shared by the worker threads and
// the in-process path. Never throws: every failure becomes a skip reason.
import path from "node:path";
import { extractTags } from "./extract-tags.js";
import { contentHash } from "./file-stats.js";
import { readSourceSync } from "./read-source.js";
import { isBinary, isMinified } from "./source-check.js";
import { compactTags, type CompactTags } from "./compact-tags.js";

export interface TagFileResult {
  path: string;
  /** Absent when the file yields nothing; `skipped` then says why when it is worth a note. */
  tags?: CompactTags;
  skipped?: string;
  /** Binary or minified: not source at all, so not even listed by name. */
  excluded?: boolean;
  /** Hash of the bytes read (file-stats.ts contentHash); absent when unreadable. */
  hash?: string;
}

export async function tagFile(root: string, relPath: string): Promise<TagFileResult> {
  let bytes: Buffer;
  try {
    // Synchronous: the tagger runs on a worker thread (or tags a handful of files), and an async
    // read costs four trips through libuv's thread pool per file, most of a cold scan's idle time.
    // Never a FIFO or device swapped in after the stat (read-source.ts).
    bytes = readSourceSync(path.join(root, relPath));
  } catch (error) {
    return { path: relPath, skipped: `unreadable: ${describe(error)}` };
  }
  const hash = contentHash(bytes);
  if (isBinary(bytes)) return { path: relPath, skipped: "binary", excluded: true, hash };
  const source = bytes.toString("utf8");
  if (isMinified(source)) {
    return { path: relPath, skipped: "minified or generated (very long lines)", excluded: true, hash };
  }
  try {
    let note: string | undefined;
    const tags = await extractTags(relPath, source, (found) => (note = `${found.code}: ${found.detail}`));
    const result: TagFileResult = { path: relPath, hash };
    if (tags && !note) result.tags = compactTags(tags);
    if (note) result.skipped = note;
    return result;
  } catch (error) {
    return { path: relPath, skipped: `tagging failed: ${describe(error)}`, hash };
  }
}

/** Not `instanceof Error`: errors from another realm (a VM context, a test sandbox) fail that check. */
function describe(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : String(error);
}
