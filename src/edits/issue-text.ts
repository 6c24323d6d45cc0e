// Turns edit results into plain terminal text for a person (the CLI adds colour). Pure.
import type { EditIssue } from "./edit.js";
import type { AppliedEdit } from "./apply/apply-types.js";

export function describeApplied(edit: AppliedEdit): string {
  const block = `block ${edit.blockIndex + 1}`;
  const target = edit.to ? `${edit.path} → ${edit.to}` : edit.path;
  const lines = edit.startLine !== undefined ? ` lines ${edit.startLine}-${edit.endLine}` : "";
  const fuzzy = edit.similarity !== undefined ? `, ${Math.round(edit.similarity * 100)}% similar` : "";
  return `applied ${block} to ${target}${lines} (${edit.strategy}${fuzzy})`;
}

export function describeIssue(issue: EditIssue): string {
  const block = issue.blockIndex !== undefined ? `block ${issue.blockIndex + 1}` : "reply";
  const where = issue.path
    ? ` in ${issue.path}`
    : issue.line !== undefined
      ? ` at reply line ${issue.line}`
      : "";
  const parts = [`failed ${block}${where}: ${issue.code}: ${issue.detail}`];
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
