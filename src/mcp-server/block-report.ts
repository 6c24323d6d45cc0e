// apply_edits' per-block result: what each block of a reply did (landed, already applied, no change,
// failed, refused), with kerf's own words for it (edits/issue-text.ts) and, for a block whose text was not
// found, the closest lines of the file. Pure.
import type { AppliedEdit } from "../edits/apply/apply-types.js";
import type { EditIssue, IssueCode } from "../edits/edit.js";
import { describeApplied, describeIssue, issueDetail } from "../edits/issue-text.js";

export type BlockStatus = "landed" | "already applied" | "no change" | "failed" | "refused";

export interface BlockReport {
  /** 1-based block (or tool call) number; absent for an issue of the reply as a whole. */
  block?: number;
  status: BlockStatus;
  path?: string;
  /** Where a replacement landed in the file as it was (1-based, inclusive). */
  lines?: [number, number];
  /** How it landed: a matching strategy, or what a whole-file edit did. */
  strategy?: string;
  /** The same sentence kerf prints for the block. */
  words: string;
  /** For a failure: the reason alone, and the file's closest lines. */
  why?: string;
  closest?: { start_line: number; lines: string[]; similarity: number };
}

/** Failures that are kerf's safety rules saying no (the path, the file's kind), not a reply's mistake. */
const REFUSALS: ReadonlySet<IssueCode> = new Set<IssueCode>([
  "invalid-path",
  "outside-root",
  "git-dir",
  "kerf-dir",
  "read-only",
  "not-utf8",
  "secret-file",
  "read-only-file",
  "symlink-escape",
  "binary",
  "too-large",
  "refused",
]);

export function appliedReport(edit: AppliedEdit): BlockReport {
  const status: BlockStatus =
    edit.strategy === "already-applied"
      ? "already applied"
      : edit.strategy === "no-op"
        ? "no change"
        : "landed";
  return {
    block: edit.blockIndex + 1,
    status,
    path: edit.to ? `${edit.path} -> ${edit.to}` : edit.path,
    ...(edit.startLine !== undefined && edit.endLine !== undefined
      ? { lines: [edit.startLine, edit.endLine] as [number, number] }
      : {}),
    strategy: edit.strategy,
    words: describeApplied(edit),
  };
}

export function issueReport(issue: EditIssue): BlockReport {
  return {
    ...(issue.blockIndex !== undefined ? { block: issue.blockIndex + 1 } : {}),
    status: REFUSALS.has(issue.code) ? "refused" : "failed",
    ...(issue.path !== undefined ? { path: issue.path } : {}),
    words: describeIssue(issue),
    why: issueDetail(issue),
    ...(issue.closest
      ? {
          closest: {
            start_line: issue.closest.startLine,
            lines: issue.closest.lines,
            similarity: Number(issue.closest.similarity.toFixed(3)),
          },
        }
      : {}),
  };
}

/** Every block in reply order; issues of the reply as a whole first. */
export function blockReports(applied: readonly AppliedEdit[], failed: readonly EditIssue[]): BlockReport[] {
  const all = [...applied.map(appliedReport), ...failed.map(issueReport)];
  return all.sort((a, b) => (a.block ?? 0) - (b.block ?? 0));
}
