// Turns edit results into plain terminal text for a person (the CLI adds colour). Pure.
import type { EditIssue } from "./edit.js";
import type { AppliedEdit } from "./apply/apply-types.js";

/** What an edit came from: "block 2" of a text reply, or "tool call 2 (edit)" when `tool` names the
 *  tool the call used (a tool-call format's edits are numbered by call); `where` joins the brackets. */
function unitName(index: number, tool: string | undefined, where?: string): string {
  if (tool === undefined) return `block ${index + 1}${where === undefined ? "" : ` (${where})`}`;
  return `tool call ${index + 1} (${tool}${where === undefined ? "" : `, ${where}`})`;
}

export function describeApplied(edit: AppliedEdit, tool?: string): string {
  const block = unitName(edit.blockIndex, tool);
  const target = edit.to ? `${edit.path} → ${edit.to}` : edit.path;
  const lines = edit.startLine ? ` lines ${edit.startLine}-${edit.endLine}` : "";
  // Neither is a failure, and neither wrote anything: say so rather than "applied".
  if (edit.strategy === "no-op") return `${block} changes nothing in ${target}${lines} (no-op)`;
  if (edit.strategy === "already-applied") return `${block} is already applied in ${target}${lines}`;
  const fuzzy = edit.similarity !== undefined ? `, ${Math.round(edit.similarity * 100)}% similar` : "";
  const overwrote = edit.overwrote ? `, overwrote the existing ${edit.to ?? edit.path}` : "";
  const named = edit.requestedPath
    ? `; the ${tool === undefined ? "block" : "call"} named ${edit.requestedPath}, which does not exist`
    : "";
  return `applied ${block} to ${target}${lines} (${edit.strategy}${fuzzy}${overwrote}${named})`;
}

/** What each issue code means, in plain words. */
const MEANINGS: Record<EditIssue["code"], string> = {
  malformed: "the block could not be read",
  "missing-path": "the block names no file",
  unterminated: "the block is not finished",
  "not-found": "the text to replace is not in the file",
  ambiguous: "the text to replace appears more than once",
  "no-change": "the block changes nothing",
  placeholder: "the new text leaves code out",
  conflict: "the file differs from the text to replace where the change is made",
  "invalid-path": "the file path is not valid",
  "outside-root": "the file is outside the project",
  "git-dir": "the file is inside .git",
  "kerf-dir": "the file is inside .kerf, kerf's own state",
  "read-only": "the file is read-only",
  "not-utf8": "the file is not valid UTF-8",
  "secret-file": "the file looks like a secret store",
  "read-only-file": "the file was given as read-only",
  "symlink-escape": "the path leads outside the project through a symlink",
  binary: "the file is binary",
  "too-large": "the file is too large to edit",
  "file-missing": "the file does not exist",
  "file-exists": "the file already exists",
  refused: "you declined it",
  skipped: "not applied because another part of the patch failed",
  "io-error": "the file could not be written",
};

/** Upper-cases a leading plain word; a detail that opens with a path or a code word keeps its case. */
function capitalize(detail: string, path: string | undefined): string {
  if (path !== undefined && detail.startsWith(path)) return detail;
  const first = /^\S*/.exec(detail)?.[0] ?? "";
  return /^[a-z]+[,:;]?$/.test(first) ? detail.charAt(0).toUpperCase() + detail.slice(1) : detail;
}

export function describeIssue(issue: EditIssue, tool?: string): string {
  const where = issue.path ?? (issue.line !== undefined ? `reply line ${issue.line}` : undefined);
  const unit =
    issue.blockIndex !== undefined
      ? unitName(issue.blockIndex, tool, where)
      : `the reply${where === undefined ? "" : ` (${where})`}`;
  const detail = capitalize(issue.detail, issue.path);
  const parts = [
    `${unit.charAt(0).toUpperCase()}${unit.slice(1)} was not applied: ${MEANINGS[issue.code]}. ${detail}`,
  ];
  if (issue.candidates?.length) parts.push(`  candidates at lines ${issue.candidates.join(", ")}`);
  if (issue.closest) {
    const { startLine, lines, similarity } = issue.closest;
    parts.push(
      `  closest lines ${startLine}-${startLine + lines.length - 1} (${Math.round(similarity * 100)}% similar)`,
    );
  }
  if (issue.replaceAlreadyPresent) parts.push("  its replacement text is already in the file");
  return parts.join("\n");
}
