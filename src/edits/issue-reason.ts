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
  // reading a reply (src/formats): a format's own marker text is data its parser supplies
  | ParseReason
  /** A tool call that could not be read (a format's `readCall`): `tool` is the tool the call named, or
   *  the command of a tool with several (the text editor's `insert`). */
  | { kind: "bad-call"; tool: string; problem: CallProblem }
  /** A plugin format's own sentence (the extension point, docs/architecture.md); no built-in format uses it. */
  | { kind: "custom"; message: string };

/**
 * Why a reply's text could not be read as edits. Generic shapes: every marker, header, unit name and line
 * prefix is the format's own text, passed in by its parser, so this layer knows no format's syntax.
 */
export type ParseReason =
  /** A head that is almost `marker` (`run`: it has `count` of `char`, the wrong number). */
  | { kind: "near-marker"; unit: string; line: string; marker: string; run?: { char: string; count: number } }
  /** An opening (`unit`, shown by `marker`) that nothing follows; `file` when its header named one. */
  | {
      kind: "nothing-follows";
      unit: string;
      marker?: string;
      file?: string;
      expected: readonly string[];
      part: string;
      after?: string;
    }
  /** The `expected` marker line never came before `before` (the next block's start). */
  | { kind: "missing-marker"; expected: string; before: string }
  /** `found` came before the `expected` marker line. */
  | { kind: "marker-early"; found: string; expected: string }
  /** The reply ended before the `expected` marker line, or before the closing `expected` of `closing`. */
  | { kind: "reply-ended"; expected: string; closing?: string }
  | { kind: "unclosed"; opened: string; expected: string }
  /** No path line before `unit`; `earlier`: the unit whose path it could have taken, when there is none. */
  | { kind: "no-path-line"; unit: string; earlier?: string }
  | { kind: "names-no-file"; part: string }
  /** Both headers (`first`, `second`) are `empty` (/dev/null) or empty. */
  | { kind: "both-empty"; first: string; second: string; empty: string }
  | { kind: "before-any"; unit: string; expected: string }
  | { kind: "must-follow"; marker: string; follows: string }
  | { kind: "ends-nothing"; marker: string }
  | { kind: "no-lines"; unit: string }
  | { kind: "no-changes"; marker: string }
  | { kind: "expected-line"; expected: string; line: string }
  /** A line `place` can not hold; `allowed`: the prefixes its lines start with. */
  | {
      kind: "unexpected-line";
      line: string;
      place: string;
      allowed?: { lines: string; prefixes: readonly string[] };
    }
  | { kind: "line-must-start"; unit: string; prefixes: readonly string[]; line: string };

/** What was wrong with a tool call; every name (argument, tool, command) is the tool's own, given by its
 *  reader, so this layer knows no tool. */
export type CallProblem =
  | { why: "not-json" }
  | { why: "not-object" }
  /** `argument` is missing or not a `type`; `holding`: what it should hold; `hint`: how to fill it. */
  | { why: "missing-argument"; argument: string; type: "string" | "number"; holding?: string; hint?: string }
  /** `argument` is empty: to do `purpose` (create a file…), the call should `use` another tool or command. */
  | { why: "empty-argument"; argument: string; purpose: string; use: string }
  /** No tool of that name; `declared`: the tools the request offered. */
  | { why: "no-such-tool"; declared: readonly string[] }
  /** A command the tool has not got (`command` absent: none given); `supported`: those it has. */
  | { why: "unsupported-command"; command?: string; supported: readonly string[] }
  /** The patch the call carries has issues: each one's reason. */
  | { why: "unreadable-patch"; reasons: readonly IssueReason[] }
  | { why: "no-operations" }
  | { why: "operation-without-path" }
  /** An operation type the tool does not know: `given` as the call wrote it (JSON). */
  | { why: "unknown-operation"; given: string };

export type IssueReasonKind = IssueReason["kind"];
