// The one applier: parse (the format's `parse`, passed in: edits/ knows no format) → plan every edit in
// memory (plan-edits.ts decides: path rules, each question asked once per path, matching, the policy) →
// unless a dry run, the `beforeWrite` hook (the coder's dirty-tree commit) → write each changed file
// once, all or nothing (write-plan.ts, through the workspace's one write stage). A dry run asks no plain
// question and stops after the plan; this is the one place that decides it. Every way in comes here: the
// coder's apply and tool steps, `--apply`, the library's `applyReply` and `applyEdits`.
import type { Edit, ParseContext, ParseResult } from "../edit.js";
import { FsWorkspace } from "../workspace/fs-workspace.js";
import type { Workspace } from "../workspace/workspace.js";
import type { ApplyOptions, ApplyResult } from "./apply-types.js";
import { planEdits, type Plan, type PlanOptions } from "./plan-edits.js";
import { writePlan } from "./write-plan.js";

export interface ApplierOptions extends Omit<PlanOptions, "parseIssues"> {
  /** Reads the reply into edits (a format's parser, or tool calls already read); its issues are reported
   *  first, and for an atomic policy they stop the plan. */
  parse: (context: ParseContext) => ParseResult;
  /** Called once the plan is made and before anything is written (never in a dry run): the coder's
   *  commit of the files the plan will touch. */
  beforeWrite?: (plan: Plan) => Promise<void>;
}

/** A reply parsed once and planned once: what it would write, before anything is written. */
export interface ReplyPlan {
  parsed: ParseResult;
  plan: Plan;
  workspace: Workspace;
}

export interface ReplyResult extends ApplyResult {
  parsed: ParseResult;
}

/** Parse → plan → (hook → write, unless `dryRun`). Never throws for model mistakes; see `failed`. */
export async function applyParsed(root: string | Workspace, options: ApplierOptions): Promise<ReplyResult> {
  if (options.dryRun) {
    // A dry run writes nothing, so it asks nothing a plain yes answers: its plan is what every yes would
    // write. What only a person may answer (a secret store, a read-only file) is still asked, so the
    // run shows what a real one could do.
    const { confirm: _plainQuestions, ...asking } = options;
    return dryRunResult(await planParsed(root, asking));
  }
  const planned = await planParsed(root, options);
  await options.beforeWrite?.(planned.plan);
  return writeReply(planned);
}

/** Parses and plans (matching, confirmation, the policy) without writing. */
export async function planParsed(
  root: string | Workspace,
  options: Omit<ApplierOptions, "beforeWrite">,
): Promise<ReplyPlan> {
  const { parse, ...planOptions } = options;
  const workspace = workspaceFor(root, options);
  // Parsers ask whether a path line names a folder, so it is refused, never taken for another file.
  const isFolder = workspace.isFolder?.bind(workspace);
  const parsed = parse({ files: options.files, ...(isFolder && { isFolder }) });
  const plan = await planEdits(workspace, parsed.edits, { ...planOptions, parseIssues: parsed.issues });
  return { parsed, plan, workspace };
}

/** Writes a planned reply (the write stage: the only step that touches files). */
export async function writeReply(planned: ReplyPlan): Promise<ReplyResult> {
  return { ...(await writePlan(planned.workspace, planned.plan)), parsed: planned.parsed };
}

/** What a planned reply would do, reported as a dry run (nothing written). */
export function dryRunResult(planned: ReplyPlan): ReplyResult {
  return { ...planResult(planned.plan), parsed: planned.parsed };
}

/** Applies edits under `root` (a path, or a Workspace): the applier with edits already read. */
export async function applyEdits(
  root: string | Workspace,
  edits: readonly Edit[],
  options: ApplyOptions = {},
): Promise<ApplyResult> {
  const parse = () => ({ edits: [...edits], issues: [], commands: [] });
  const { applied, failed, changes, dryRun } = await applyParsed(root, { ...options, parse });
  return { applied, failed, changes, dryRun };
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

/** Replies pasted from Windows tools arrive with CRLF; every parser reads LF. */
export function normalizeReply(reply: string): string {
  return reply.replace(/\r\n/g, "\n");
}
