// The one applier: plans every edit in memory, then writes each changed file once, atomically.
// `partial` keeps what succeeded; `atomic` writes nothing when anything failed (and rolls back on I/O errors).
import { boundedPatch } from "../bounded-diff.js";
import type { Edit, EditIssue } from "../edit.js";
import { FsWorkspace } from "../workspace/fs-workspace.js";
import { encodeText } from "../workspace/text-file.js";
import type { Workspace } from "../workspace/workspace.js";
import type { ApplyOptions, ApplyResult, FileChange } from "./apply-types.js";
import type { FileState } from "./file-state.js";
import { planEdits } from "./plan-edits.js";

/** Applies edits under `root` (a path, or a Workspace). Never throws for model mistakes; see `failed`. */
export async function applyEdits(
  root: string | Workspace,
  edits: readonly Edit[],
  options: ApplyOptions = {},
): Promise<ApplyResult> {
  const workspace =
    typeof root === "string" ? new FsWorkspace(root, { maxFileBytes: options.maxFileBytes }) : root;
  const dryRun = options.dryRun ?? false;
  const plan = await planEdits(workspace, edits, options);
  if (options.policy === "atomic" && plan.failed.length > 0) {
    return { applied: [], failed: withSkipped(plan.failed, edits), changes: [], dryRun };
  }
  const changed = plan.states.changed();
  const changes = changed.map(describeChange);
  if (dryRun) return { applied: plan.applied, failed: plan.failed, changes, dryRun };
  // A workspace with a journaled writer writes the changed files all-or-nothing, whatever the policy.
  const together = options.policy === "atomic" || workspace.writeAll !== undefined;
  const ioFailures = workspace.writeAll
    ? await writeTogether(workspace, changed, options)
    : await writeAll(workspace, changed, together);
  if (ioFailures.size === 0) return { applied: plan.applied, failed: plan.failed, changes, dryRun };
  return splitIoFailures(plan.applied, plan.failed, changes, ioFailures, together);
}

/** In atomic mode every edit that did not fail itself is reported as skipped. */
function withSkipped(failed: EditIssue[], edits: readonly Edit[]): EditIssue[] {
  const failedBlocks = new Set(failed.map((issue) => issue.blockIndex));
  const skipped: EditIssue[] = [];
  for (const edit of edits) {
    if (failedBlocks.has(edit.blockIndex)) continue;
    failedBlocks.add(edit.blockIndex);
    const detail = "not applied: the patch is all-or-nothing and another part of it failed";
    skipped.push({ code: "skipped", path: edit.path, blockIndex: edit.blockIndex, detail });
  }
  return [...failed, ...skipped].sort((a, b) => (a.blockIndex ?? 0) - (b.blockIndex ?? 0));
}

function describeChange(state: FileState): FileChange {
  const change = state.before === undefined ? "created" : state.text === undefined ? "deleted" : "modified";
  const oldName = state.before === undefined ? "/dev/null" : `a/${state.rel}`;
  const newName = state.text === undefined ? "/dev/null" : `b/${state.rel}`;
  const diff = boundedPatch(oldName, newName, state.before ?? "", state.text ?? "");
  return { path: state.rel, change, diff };
}

/** The journaled write stage: every changed file or none; the error names why. */
async function writeTogether(
  workspace: Workspace,
  changed: FileState[],
  options: ApplyOptions,
): Promise<Map<string, string>> {
  const writes = changed.map((state) => ({
    rel: state.rel,
    before: state.before === undefined ? undefined : state.bytes,
    after: state.text === undefined ? undefined : encodeText(state.text, state.style),
    ...(state.mode !== undefined ? { mode: state.mode } : {}),
  }));
  try {
    await workspace.writeAll?.(writes, options.onNotice);
    return new Map();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return new Map(changed.map((state) => [state.rel, message]));
  }
}

/** Writes or removes each changed file; returns the paths that failed with their error text. */
async function writeAll(
  workspace: Workspace,
  changed: FileState[],
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

function splitIoFailures(
  applied: ApplyResult["applied"],
  failed: EditIssue[],
  changes: FileChange[],
  io: Map<string, string>,
  atomic: boolean,
): ApplyResult {
  const lost = (path: string) => atomic || io.has(path);
  const ioIssues: EditIssue[] = applied
    .filter((edit) => lost(edit.path) || (edit.to !== undefined && lost(edit.to)))
    .map((edit) => ({
      code: "io-error",
      path: edit.path,
      blockIndex: edit.blockIndex,
      detail: `could not write ${edit.path}: ${io.get(edit.path) ?? "another file of this all-or-nothing patch failed to write"}`,
    }));
  const keptApplied = applied.filter((edit) => !lost(edit.path) && !(edit.to !== undefined && lost(edit.to)));
  const keptChanges = changes.filter((change) => !lost(change.path));
  return { applied: keptApplied, failed: [...failed, ...ioIssues], changes: keptChanges, dryRun: false };
}
