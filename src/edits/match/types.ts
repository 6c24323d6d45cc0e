// Contract of the matching cascade: where a `replace` edit's SEARCH lands in a file's text.
// Pure: strings in, a new string or a reason out; no I/O.
import type { ClosestMatch, IssueReason } from "../edit.js";
import type { PlacementHint } from "./settle.js";

/**
 * Which rule of the cascade located the SEARCH text. With anchors a non-empty SEARCH still reports
 * the stage that found it; "anchored" is an empty SEARCH inserted below the last anchor.
 */
export type MatchStrategy =
  | "exact"
  | "line-numbers"
  | "trailing-whitespace"
  | "indentation"
  | "blank-lines"
  | "unicode"
  | "spacing"
  | "elision"
  | "skipped-lines"
  | "blank-runs"
  | "fuzzy"
  | "joined-lines"
  | "anchored"
  | "append"
  | "already-applied"
  /** SEARCH and REPLACE are identical and in the file: nothing to change, not a failure. */
  | "no-op";

export interface ReplaceRequest {
  /** The file's text: LF line endings, no BOM, ends with "\n" unless empty. */
  content: string;
  /** Whole lines ending in "\n"; "" means append `replace` at the end (or after the last anchor). */
  search: string;
  replace: string;
  anchors?: readonly string[];
  atEnd?: boolean;
  /** The file's project-relative path, for rules that depend on the kind of file (prose or code). */
  path?: string;
  /** `search` and `replace` are raw text, not whole lines (an edit tool's old_string / new_string): found
   *  as it is, it is replaced in place; otherwise the cascade tries it as lines. */
  inline?: boolean;
  /** With `inline`: replace every occurrence instead of refusing more than one. */
  replaceAll?: boolean;
  /** With an empty `search`: insert `replace` after this 1-based line (0: at the top). */
  afterLine?: number;
  /** Indices of `search` lines that must be the file's own lines where the match puts them (Edit.exactLines). */
  exactLines?: readonly number[];
  /** Where the reply says the text is (Edit.placement): settles a match that is otherwise ambiguous. */
  placement?: PlacementHint;
}

export interface ReplaceOptions {
  /** Minimum line-based similarity for the fuzzy stage, 0..1. Default 0.9; 1 disables fuzzy. */
  fuzzyThreshold?: number;
  /** Work budget for the fuzzy and closest-lines searches, in line comparisons. Default 100,000. */
  fuzzyBudget?: number;
}

export type ReplaceOutcome =
  | {
      ok: true;
      content: string;
      strategy: MatchStrategy;
      /** 1-based inclusive range of the matched lines in the original content (insert: the line before). */
      startLine: number;
      endLine: number;
      similarity?: number;
    }
  | {
      ok: false;
      code: "not-found" | "ambiguous" | "no-change" | "placeholder" | "conflict";
      reason: IssueReason;
      /** 1-based start lines of every candidate, for `ambiguous`. */
      candidates?: number[];
      closest?: ClosestMatch;
      replaceAlreadyPresent?: boolean;
      /** 1-based line of the offending line of REPLACE, for `placeholder`. */
      line?: number;
    };
