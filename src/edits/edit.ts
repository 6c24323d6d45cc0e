// The Edit IR: what every format parser produces and the one applier consumes.
// Pure types and tiny constructors; no I/O.
import type { Fence } from "../core/fences.js";
import type { IssueReason } from "./issue-reason.js";

export type {
  CallProblem,
  IssueReason,
  IssueReasonKind,
  MissingFor,
  PlaceholderLook,
} from "./issue-reason.js";

/**
 * One edit. `blockIndex` is the 0-based index of the block of the model's reply it came from, so a
 * failure can be reported against the block the model wrote.
 *
 * Text convention: `search`, `replace` and `content` are whole lines, each ending with "\n" ("" means
 * no lines), always LF. The workspace converts to and from the file's own line endings.
 */
export type Edit =
  | {
      kind: "replace";
      path: string;
      search: string;
      replace: string;
      /** V4A `@@` context lines, sought first, in order, to narrow where `search` may match. */
      anchors?: string[];
      /** V4A `*** End of File`: the search lines must end the file. */
      atEnd?: boolean;
      /** Edit tools: `search`/`replace` are raw text (old_string / new_string), not whole lines. */
      inline?: boolean;
      /** Edit tools: every occurrence of `search` is replaced (`replace_all`). */
      replaceAll?: boolean;
      /** Insert tools: with an empty `search`, `replace` goes after this 1-based line (0: the top). */
      afterLine?: number;
      /** The block says the file is new (udiff `--- /dev/null`): refused on a non-empty existing file. */
      create?: boolean;
      /**
       * udiff lines written without a " "/"-"/"+" prefix (a `}` at column 0, the tail of a hard-wrapped
       * line), read as context: 0-based indices into the `search` lines. Each must be, byte for byte,
       * the file's line where the match puts it, or the edit is refused (match/exact-lines.ts).
       */
      exactLines?: number[];
      /** A udiff hunk's `@@ -a,b +c,d @@` line `c`: only used to choose among several places it matches. */
      lineHint?: number;
      blockIndex: number;
    }
  | {
      kind: "write";
      path: string;
      content: string;
      /** The block says the file is new: refused on a non-empty existing file. */
      create?: boolean;
      /** V4A `*** Add File:`: a file that exists is overwritten, as the reference does, and the report says so. */
      overwrite?: boolean;
      blockIndex: number;
    }
  | { kind: "delete"; path: string; blockIndex: number }
  | { kind: "move"; path: string; to: string; blockIndex: number };

export type EditKind = Edit["kind"];

/** Why a block could not be parsed or an edit could not be applied. Data, never an exception. */
export type IssueCode =
  // parsing
  | "malformed"
  | "missing-path"
  | "unterminated"
  // matching
  | "not-found"
  | "ambiguous"
  | "no-change"
  | "placeholder"
  /** SEARCH matched only approximately and the file differs from it where REPLACE changes it. */
  | "conflict"
  // path and file safety
  | "invalid-path"
  | "outside-root"
  | "git-dir"
  | "kerf-dir"
  | "read-only"
  | "not-utf8"
  | "secret-file"
  /** A file the user gave as read-only (`--read`), and no person said yes to editing it. */
  | "read-only-file"
  | "symlink-escape"
  | "binary"
  | "too-large"
  | "file-missing"
  | "file-exists"
  // policy and I/O
  | "refused"
  | "skipped"
  | "io-error";

/** The lines of the file that look most like a SEARCH that was not found. */
export interface ClosestMatch {
  /** 1-based line number of the first line. */
  startLine: number;
  lines: string[];
  /** 0..1 line-based similarity to the SEARCH text. */
  similarity: number;
}

/**
 * A failed block or edit, as data: `code` is the kind of failure a person and a model are told about,
 * `reason` the precise why with its fields. Words come only from the two renderers: `describeIssue`
 * (edits/issue-text.ts, the person) and `renderReflection` (prompts/reflection.ts, the model).
 */
export interface EditIssue {
  code: IssueCode;
  reason: IssueReason;
  path?: string;
  blockIndex?: number;
  /** 1-based line of the reply (parse issues) or of the file (ambiguity, placeholder). */
  line?: number;
  /** 1-based line numbers of every candidate location, for `ambiguous`. */
  candidates?: number[];
  closest?: ClosestMatch;
  /** True when the REPLACE lines are already in the file (a not-found that may need no resend). */
  replaceAlreadyPresent?: boolean;
}

export interface ParseResult {
  edits: Edit[];
  issues: EditIssue[];
  /** Shell commands the reply suggests (```bash fences); never applied as edits. */
  commands: string[];
}

export type { Fence } from "../core/fences.js";

export interface ParseContext {
  /** Files given to the command (relative POSIX paths): reply paths are matched against them. */
  files?: readonly string[];
  /** The fence the prompt asked for; parsers accept every fence in FENCES regardless. */
  fence?: Fence;
  /** The reply is still streaming: a trailing unterminated block is not reported. */
  partial?: boolean;
  /**
   * Whether a path names an existing folder. A path line naming one is taken as that block's path
   * (and refused when applied) instead of being skipped in favour of another file.
   */
  isFolder?: (path: string) => boolean;
}

export interface RenderContext {
  fence?: Fence;
}
