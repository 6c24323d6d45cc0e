// The one applier: plan every edit in memory (plan-edits.ts decides, the all-or-nothing policy included),
// then write each changed file once (write-plan.ts). A dry run stops after the plan.
import type { Edit } from "../edit.js";
import { FsWorkspace } from "../workspace/fs-workspace.js";
import type { Workspace } from "../workspace/workspace.js";
import type { ApplyOptions, ApplyResult } from "./apply-types.js";
import { planEdits, type Plan } from "./plan-edits.js";
import { writePlan } from "./write-plan.js";

/** Applies edits under `root` (a path, or a Workspace). Never throws for model mistakes; see `failed`. */
export async function applyEdits(
  root: string | Workspace,
  edits: readonly Edit[],
  options: ApplyOptions = {},
): Promise<ApplyResult> {
  const workspace = workspaceFor(root, options);
  const plan = await planEdits(workspace, edits, options);
  return options.dryRun ? planResult(plan) : writePlan(workspace, plan);
}

export function workspaceFor(
  root: string | Workspace,
  options: Pick<ApplyOptions, "maxFileBytes">,
): Workspace {
  return typeof root === "string" ? new FsWorkspace(root, { maxFileBytes: options.maxFileBytes }) : root;
}

/** What a plan would do, as the result of a dry run. */
export function planResult(plan: Plan): ApplyResult {
  return { applied: plan.applied, failed: plan.failed, changes: plan.changes, dryRun: true };
}
