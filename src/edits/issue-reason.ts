// Why an edit failed, as data: a kind and its fields, as Zod's issue codes are. No sentence is
// written here; the two renderers turn a reason into words (edits/issue-text.ts for the person, whose
// `issueDetail` the reflection for the model, prompts/reflection.ts, shares). Pure types.

/** How a REPLACE line reads as left-out code (edits/match/placeholder.ts decides). */
export type PlaceholderLook = "ellipsis-only" | "ellipsis-about-omission" | "says-left-out";

/** What a missing file was needed for. */
export type MissingFor = "search" | "delete" | "move";

/** Why SEARCH, found only approximately, cannot take REPLACE's change (edits/match/three-way.ts). */
export type MergeConflict =
  | { why: "too-many-differences" }
  | { why: "depth-unclear" }
  /** The file has a line where SEARCH has none. */
  | { why: "extra-file-line"; fileLine: string }
  | { why: "search-line-missing"; searchLine: string }
  | { why: "line-differs"; fileLine: string; searchLine: string };

/** Where an unprefixed udiff line was sought: no such line, the same line out of place, another line. */
export type UnprefixedSpot = { line?: undefined } | { line: number; text?: string };

/** Where `resolved` is true, the rule held for where the path leads (symlinks followed), not its text. */
export type IssueReason =
  // path rules (edits/workspace): `file` is the path as the reply wrote it
  | { kind: "control-characters"; file: string }
  | { kind: "empty-path" }
  | { kind: "absolute-outside-root"; file: string }
  | { kind: "leads-outside-root"; file: string }
  | { kind: "project-root"; file: string }
  | { kind: "inside-git"; file: string; resolved?: boolean }
  | { kind: "inside-kerf"; file: string; resolved?: boolean }
  | { kind: "symlink-escape"; file: string }
  // the planner (edits/apply): `file` is the project-relative path
  | { kind: "folder"; file: string }
  | { kind: "binary"; file: string }
  | { kind: "too-large"; file: string; size: number; limit: number }
  | { kind: "not-utf8"; file: string; encoding: string }
  | { kind: "no-write-permission"; file: string; mode: number }
  | { kind: "create-over-existing"; file: string; lines: number }
  | { kind: "secret-file"; file: string }
  | { kind: "read-only-file"; file: string }
  | { kind: "file-missing"; file: string; needed: MissingFor }
  | { kind: "declined"; file: string }
  | { kind: "declined-target"; file: string; overwrites: boolean }
  /** A move whose target was refused: the target's own reason. */
  | { kind: "move-target"; target: IssueReason }
  | { kind: "skipped-call" }
  | { kind: "skipped-patch" }
  /** `error` is the writer's message; none when another file of the same patch failed to write. */
  | { kind: "write-failed"; file: string; error?: string }
  // matching (edits/match)
  | { kind: "insert-past-end"; line: number; lineCount: number }
  | { kind: "anchor-not-found"; index: number; anchor: string }
  | {
      kind: "search-not-found";
      belowAnchors: boolean;
      atEnd: boolean;
      replacePresent: boolean;
      /** The first line sent without a prefix (udiff): it may be why SEARCH was not found. */
      unprefixedLine?: string;
    }
  | { kind: "writes-nothing"; startLine: number; endLine: number }
  | { kind: "conflict"; startLine: number; endLine: number; conflict: MergeConflict }
  /** Every unchanged line of a hunk lacks its " " prefix; `line` is the first. */
  | { kind: "unprefixed-unplaced"; line: string }
  /** An unprefixed hunk line is not the file's line where the match puts it; `spot` says what is there. */
  | { kind: "unprefixed-misplaced"; line: string; spot: UnprefixedSpot }
  /** `candidates`: every 1-based line it matches (the text names the first few). */
  | { kind: "search-ambiguous"; candidates: number[] }
  | { kind: "old-string-ambiguous"; candidates: number[] }
  | { kind: "identical-not-present" }
  | { kind: "placeholder"; line: number; text: string; looks: PlaceholderLook }
  /** Fallback: a sentence still built where the failure is found (listed in docs/one-home.md, item 6). */
  | { kind: "custom"; message: string };

export type IssueReasonKind = IssueReason["kind"];
