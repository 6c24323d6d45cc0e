// The two ends of a plan: the all-or-nothing rule (every edit that did not fail is skipped) and each
// changed file described as a bounded diff for the report. Pure.
import { escapeControl } from "../../trust/escape-control.js";
import { boundedPatch } from "../bounded-diff.js";
import type { Edit, EditIssue } from "../edit.js";
import type { FileChange } from "./apply-types.js";
import type { FileState } from "./file-state.js";
import type { Plan } from "./plan-edits.js";

/** The all-or-nothing rule, the one place it is decided: every edit that did not fail is skipped. */
export function nothingApplies(failed: EditIssue[], edits: readonly Edit[]): Plan {
  const failedBlocks = new Set(failed.map((issue) => issue.blockIndex));
  const skipped: EditIssue[] = [];
  for (const edit of edits) {
    if (failedBlocks.has(edit.blockIndex)) continue;
    failedBlocks.add(edit.blockIndex);
    const reason = { kind: "skipped-patch" } as const;
    skipped.push({ code: "skipped", path: escapeControl(edit.path), blockIndex: edit.blockIndex, reason });
  }
  const all = [...failed, ...skipped].sort((a, b) => (a.blockIndex ?? 0) - (b.blockIndex ?? 0));
  return { changed: [], changes: [], applied: [], failed: all, atomic: true };
}

export function describeChange(state: FileState): FileChange {
  const change = state.before === undefined ? "created" : state.text === undefined ? "deleted" : "modified";
  const oldName = state.before === undefined ? "/dev/null" : `a/${state.rel}`;
  const newName = state.text === undefined ? "/dev/null" : `b/${state.rel}`;
  const diff = boundedPatch(oldName, newName, state.before ?? "", state.text ?? "");
  return { path: state.rel, change, diff };
}
