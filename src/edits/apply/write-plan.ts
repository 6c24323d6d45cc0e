// The write stage of the applier: puts a plan's changed files on disk, once each, all or nothing,
// through the workspace's `writeAll` (src/edits/write: the same stage for the disk and for memory). The
// plan decided everything (what changes, what failed, the policy); this module only writes, and turns
// an I/O failure into `io-error` issues for every edit of the write.
import type { EditIssue } from "../edit.js";
import { encodeText } from "../workspace/text-file.js";
import { writtenFiles } from "../write/written-file.js";
import type { Workspace } from "../workspace/workspace.js";
import type { ApplyResult } from "./apply-types.js";
import type { Plan } from "./plan-edits.js";

/** Writes the plan; an I/O failure writes nothing and fails every edit that would have written. */
export async function writePlan(workspace: Workspace, plan: Plan): Promise<ApplyResult> {
  const writes = plan.changed.map((state) => ({
    rel: state.rel,
    before: state.before === undefined ? undefined : state.bytes,
    after: state.text === undefined ? undefined : encodeText(state.text, state.style),
    ...(state.mode !== undefined ? { mode: state.mode } : {}),
  }));
  try {
    await workspace.writeAll(writes, plan.onNotice);
  } catch (error) {
    return lostToIo(plan, error instanceof Error ? error.message : String(error));
  }
  if (plan.onWritten) {
    const modeOf = async (rel: string) => (await workspace.read(rel).catch(() => undefined))?.mode;
    plan.onWritten(await writtenFiles(writes, modeOf));
  }
  return { applied: plan.applied, failed: plan.failed, changes: plan.changes, dryRun: false };
}

/** Nothing was written: every applied edit becomes an `io-error` naming why. */
function lostToIo(plan: Plan, error: string): ApplyResult {
  const ioIssues: EditIssue[] = plan.applied.map((edit) => ({
    code: "io-error",
    path: edit.path,
    blockIndex: edit.blockIndex,
    reason: { kind: "write-failed", file: edit.path, error },
  }));
  return { applied: [], failed: [...plan.failed, ...ioIssues], changes: [], dryRun: false };
}
