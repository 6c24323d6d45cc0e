// The Workspace: the only door through which edits touch files. Paths are project-relative POSIX
// paths that `check` has accepted; implementations must refuse anything else.
import type { PathCheck } from "./path-rules.js";

export interface FileData {
  /** Empty when the file is over `maxFileBytes` (see `oversize`): such a file is never read. */
  bytes: Uint8Array;
  /** Unix permission bits, kept on rewrite. */
  mode: number;
  /** The file's size when it is over the workspace's `maxFileBytes`: its bytes were not read. */
  oversize?: number;
}

export interface Workspace {
  /** Absolute project root. */
  readonly root: string;
  /** Files larger than this are not read, and every edit to one is refused. */
  readonly maxFileBytes: number;
  /** Lexical rules plus, on disk, symlink resolution: where would this path really land? */
  check(path: string): Promise<PathCheck>;
  /** The file's bytes and mode, or undefined when it does not exist. */
  read(rel: string): Promise<FileData | undefined>;
  /**
   * Whether the path (as a model wrote it) names an existing folder. Synchronous, so parsers can ask
   * it: a folder named where a file belongs is refused for that block, never taken for another file.
   */
  isFolder?(path: string): boolean;
  /** The only write: several files all-or-nothing through `writeAllOrNothing` (src/edits/write: lock,
   *  compare-and-swap on `before`, undoable steps, rollback); `onNotice` hears of recoveries. */
  writeAll(writes: readonly FileWrite[], onNotice?: (message: string) => void): Promise<void>;
}

export interface FileWrite {
  rel: string;
  /** The bytes the plan read; undefined when the file did not exist. */
  before: Uint8Array | undefined;
  /** New bytes; undefined deletes the file. */
  after: Uint8Array | undefined;
  mode?: number;
}

export const DEFAULT_MAX_FILE_BYTES = 1024 * 1024;
