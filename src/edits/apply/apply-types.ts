// The applier's options and result records. Pure types.
import type { EditIssue, EditKind } from "../edit.js";
import type { MatchStrategy } from "../match/types.js";
import type { TextOptions } from "../workspace/text-file.js";
import type { WrittenFile } from "../write/written-file.js";

/** What the applier asks before touching a file the user did not hand over, named by what the edit does:
 *  create it, edit part of it, replace all of it (`overwrite`), delete it, or move it to `to`. */
export interface ConfirmRequest {
  kind: "create" | "edit-outside-chat" | "delete" | "overwrite" | "move";
  path: string;
  blockIndex: number;
  /** The move's target. */
  to?: string;
  /** What the edit would do, as a unified diff (every file it changes), to show before the question. */
  diff?: string;
}

export interface ApplyOptions {
  /** `partial` applies what succeeds; `atomic` writes nothing if any edit fails; `per-block` is atomic
   *  within each block (one tool call) and partial across blocks. Default partial. */
  policy?: "partial" | "atomic" | "per-block";
  /** A file's edits come in the file's order (unified diff hunks): a replace that matches several
   *  places is settled below the one before it, and near its `lineHint`. */
  inFileOrder?: boolean;
  /** Compute everything and return diffs, write nothing. `confirm` is not asked (the plan is what every
   *  yes would write); `confirmSecret` and `confirmReadOnly` are. */
  dryRun?: boolean;
  /** The chat files: edits elsewhere go through `confirm`. */
  files?: readonly string[];
  /** Asked for new files and for files outside `files`; no callback means yes. */
  confirm?: (request: ConfirmRequest) => boolean | Promise<boolean>;
  fuzzyThreshold?: number;
  /** Also ask (kind delete / move / overwrite) before deleting, moving away or rewriting whole a file
   *  when no `files` are given (files outside `files` are always asked about). */
  confirmOverwrites?: boolean;
  /** Asked before any edit to a file that looks like a secret store (.env*, *.pem, id_*, …); no
   *  callback (or false) refuses. `yesAlways` must not answer it: only a person may. */
  confirmSecret?: (path: string) => boolean | Promise<boolean>;
  /** Files the user gave as read-only (`--read`): an edit to one needs `confirmReadOnly`'s yes. */
  readOnlyFiles?: readonly string[];
  /** Asked before any edit to a read-only file; no callback (or false) refuses. Like `confirmSecret`,
   *  only a person may answer it: `yesAlways` must not. */
  confirmReadOnly?: (path: string) => boolean | Promise<boolean>;
  /** Told about recoveries of the write stage (an interrupted write rolled back, a stale lock). */
  onNotice?: (message: string) => void;
  /** Told, once a write landed, what it replaced and left per file (bytes and mode): `/rewind`'s record. */
  onWritten?: (files: WrittenFile[]) => void;
  /** The encoding files are read and written in (default UTF-8), and the line endings of new files. */
  text?: TextOptions;
  /** Files larger than this are not edited by replace edits (default 1 MB); used when `root` is a path. */
  maxFileBytes?: number;
}

export interface AppliedEdit {
  blockIndex: number;
  kind: EditKind;
  path: string;
  /** How the edit landed: a matching strategy, or what a whole-file edit did. */
  strategy: MatchStrategy | "write" | "create" | "delete" | "move";
  /** 1-based line range of the lines the edit replaced, for replace edits. */
  startLine?: number;
  endLine?: number;
  similarity?: number;
  /** For moves: where the file went. */
  to?: string;
  /** For moves and V4A `*** Add File:`: the target existed and was overwritten. */
  overwrote?: boolean;
  /** The path the block named when it does not exist and the edit landed in the only chat file. */
  requestedPath?: string;
}

export interface FileChange {
  path: string;
  change: "created" | "modified" | "deleted";
  /** Unified diff of the change (LF text). */
  diff: string;
}

export interface ApplyResult {
  applied: AppliedEdit[];
  failed: EditIssue[];
  changes: FileChange[];
  dryRun: boolean;
}
