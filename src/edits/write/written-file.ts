// What one write of kerf's replaced and left, file by file: the record `/rewind` and `/redo` work from.
// The write stage's `FileWrite` already holds both sides (the bytes the plan read, the bytes it wrote, the
// mode kept on rewrite); this adds the mode a new file got, so a version can be put back exactly. Pure
// but for the mode lookup the caller passes in.
import type { FileWrite } from "../workspace/workspace.js";

/** One version of a file: its bytes (line endings and BOM included) and its permission bits. */
export interface FileVersion {
  bytes: Uint8Array;
  mode: number;
}

/** A file one write changed: what was there before (null: no file) and what the write left (null:
 *  deleted). */
export interface WrittenFile {
  rel: string;
  before: FileVersion | null;
  after: FileVersion | null;
}

/** The mode a file gets when the write stage creates it without one (its temp file's `open` mode). */
export const NEW_FILE_MODE = 0o644;

/** The landed writes as before/after versions; `modeOf` asks the disk for the mode of a file the write
 *  created (the umask decides it), undefined when it cannot say. */
export async function writtenFiles(
  writes: readonly FileWrite[],
  modeOf: (rel: string) => Promise<number | undefined>,
): Promise<WrittenFile[]> {
  const out: WrittenFile[] = [];
  for (const write of writes) {
    const kept = write.mode;
    const before = write.before === undefined ? null : { bytes: write.before, mode: kept ?? NEW_FILE_MODE };
    let after: FileVersion | null = null;
    if (write.after !== undefined) {
      const mode = kept ?? (await modeOf(write.rel)) ?? NEW_FILE_MODE;
      after = { bytes: write.after, mode };
    }
    out.push({ rel: write.rel, before, after });
  }
  return out;
}
