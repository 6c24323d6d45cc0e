// The result text each tool call gets back: what it changed (files and lines), or the same words a
// reflection uses for why it did not (closest lines, the user's no). Pure.
import type { ToolCall, ToolResult } from "../core/tool-types.js";
import type { AppliedEdit } from "../edits/apply/apply-types.js";
import type { EditIssue } from "../edits/edit.js";
import { describeFailure, type ReflectionTerms } from "../prompts/reflection.js";

export interface CallOutcome {
  applied: readonly AppliedEdit[];
  failed: readonly EditIssue[];
}

export function editResult(
  call: ToolCall,
  outcome: CallOutcome,
  terms: ReflectionTerms | undefined,
  dryRun: boolean,
): ToolResult {
  if (outcome.failed.length > 0) {
    const output = outcome.failed.map((issue) => describeFailure(issue, terms)).join("\n\n");
    return { callId: call.id, type: call.type, output, isError: true };
  }
  const done = outcome.applied.map(describeApplied).join("\n");
  const output = dryRun ? `Dry run, nothing was written. It would have:\n${done}` : `Done.\n${done}`;
  return { callId: call.id, type: call.type, output };
}

export function errorResult(call: ToolCall, output: string): ToolResult {
  return { callId: call.id, type: call.type, output, isError: true };
}

function describeApplied(edit: AppliedEdit): string {
  const lines = edit.startLine !== undefined ? linesOf(edit.startLine, edit.endLine ?? edit.startLine) : "";
  switch (edit.strategy) {
    case "create":
      return `created ${edit.path}`;
    case "write":
      return `rewrote ${edit.path}`;
    case "delete":
      return `deleted ${edit.path}`;
    case "move":
      return `moved ${edit.path} to ${edit.to ?? "?"}`;
    case "no-op":
      return `${edit.path}: nothing to change (the old and new text are the same)`;
    case "already-applied":
      return `${edit.path} already had this change (${lines}); nothing was written`;
    case "append":
      return `appended to the end of ${edit.path}`;
    case "anchored":
      return `inserted into ${edit.path} after line ${edit.startLine ?? 0}`;
    default:
      return `changed ${edit.path} ${lines}`.trim();
  }
}

function linesOf(start: number, end: number): string {
  return start === end ? `line ${start}` : `lines ${start}-${end}`;
}
