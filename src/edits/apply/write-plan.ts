// The write stage of the applier: puts a plan's changed files on disk, once each. The plan decided
// everything (what changes, what failed, the all-or-nothing policy); this module only writes, and for an
// atomic plan rolls back what it wrote when a later write fails.
import type { EditIssue } from "../edit.js";
import { encodeText } from "../workspace/text-file.js";
import type { Workspace } from "../workspace/workspace.js";
import type { ApplyResult, FileChange } from "./apply-types.js";
import type { FileState } from "./file-state.js";
import type { Plan } from "./plan-edits.js";

/** Writes the plan; I/O failures become `io-error` issues (all of them, for an atomic plan). */
export async function writePlan(workspace: Workspace, plan: Plan): Promise<ApplyResult> {
  // A workspace with a journaled writer writes the changed files all-or-nothing, whatever the policy.
  const together = plan.atomic || workspace.writeAll !== undefined;
  const ioFailures = workspace.writeAll
    ? await writeTogether(workspace, plan)
    : await writeAll(workspace, plan.changed, plan.atomic);
  if (ioFailures.size === 0) {
    return { applied: plan.applied, failed: plan.failed, changes: plan.changes, dryRun: false };
  }
  return splitIoFailures(plan, ioFailures, together);
}

/** The journaled write stage (src/edits/write): every changed file or none; the error names why. */
async function writeTogether(workspace: Workspace, plan: Plan): Promise<Map<string, string>> {
  const writes = plan.changed.map((state) => ({
    rel: state.rel,
    before: state.before === undefined ? undefined : state.bytes,
    after: state.text === undefined ? undefined : encodeText(state.text, state.style),
    ...(state.mode !== undefined ? { mode: state.mode } : {}),
  }));
  try {
    await workspace.writeAll?.(writes, plan.onNotice);
    return new Map();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return new Map(plan.changed.map((state) => [state.rel, message]));
  }
}

/** Writes or removes each changed file; returns the paths that failed with their error text. */
async function writeAll(
  workspace: Workspace,
  changed: readonly FileState[],
  atomic: boolean,
): Promise<Map<string, string>> {
  const failures = new Map<string, string>();
  const done: FileState[] = [];
  for (const state of changed) {
    try {
      if (state.text === undefined) await workspace.remove(state.rel);
      else await workspace.write(state.rel, encodeText(state.text, state.style), state.mode);
      done.push(state);
    } catch (error) {
      failures.set(state.rel, error instanceof Error ? error.message : String(error));
      if (atomic) break;
    }
  }
  if (atomic && failures.size > 0) await rollBack(workspace, done);
  return failures;
}

async function rollBack(workspace: Workspace, done: FileState[]): Promise<void> {
  for (const state of done.reverse()) {
    try {
      if (state.before === undefined) await workspace.remove(state.rel);
      else await workspace.write(state.rel, encodeText(state.before, state.style), state.mode);
    } catch {
      // Best effort: the failure that caused the rollback is what gets reported.
    }
  }
}

function splitIoFailures(plan: Plan, io: Map<string, string>, together: boolean): ApplyResult {
  const lost = (path: string) => together || io.has(path);
  const ioIssues: EditIssue[] = plan.applied
    .filter((edit) => lost(edit.path) || (edit.to !== undefined && lost(edit.to)))
    .map((edit) => ({
      code: "io-error",
      path: edit.path,
      blockIndex: edit.blockIndex,
      reason: { kind: "write-failed", file: edit.path, error: io.get(edit.path) },
    }));
  const applied = plan.applied.filter(
    (edit) => !lost(edit.path) && !(edit.to !== undefined && lost(edit.to)),
  );
  const changes: FileChange[] = plan.changes.filter((change) => !lost(change.path));
  return { applied, failed: [...plan.failed, ...ioIssues], changes, dryRun: false };
}
