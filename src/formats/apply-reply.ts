// The library's front door to the edit engine: parse a reply in a format (an EditFormat, or its name for
// library callers) once, plan it once with that format's policy, then write the plan. Composition only.
import { planResult, workspaceFor } from "../edits/apply/apply-edits.js";
import { planEdits, type Plan } from "../edits/apply/plan-edits.js";
import { writePlan } from "../edits/apply/write-plan.js";
import type { ApplyOptions, ApplyResult } from "../edits/apply/apply-types.js";
import type { Fence, ParseContext, ParseResult } from "../edits/edit.js";
import type { EditFormat } from "./edit-format.js";
import { getEditFormat } from "./registry.js";
import type { Workspace } from "../edits/workspace/workspace.js";

/** Parses a model reply with the format's parser. Throws only for an unknown format name. */
export function parseEdits(
  format: string | EditFormat,
  reply: string,
  options: ParseContext = {},
): ParseResult {
  return formatOf(format).parse(normalizeReply(reply), options);
}

function formatOf(format: string | EditFormat): EditFormat {
  return typeof format === "string" ? getEditFormat(format) : format;
}

/** Replies pasted from Windows tools arrive with CRLF; every parser reads LF. */
function normalizeReply(reply: string): string {
  return reply.replace(/\r\n/g, "\n");
}

export interface ReplyResult extends ApplyResult {
  parsed: ParseResult;
}

export interface ApplyReplyOptions extends Omit<ApplyOptions, "policy"> {
  format: string | EditFormat;
  /** The fence the prompt asked for (every parser accepts all fences anyway). */
  fence?: Fence;
}

/** A reply parsed once and planned once: what it would write, before anything is written. */
export interface ReplyPlan {
  parsed: ParseResult;
  plan: Plan;
  workspace: Workspace;
}

/**
 * Parses the reply and plans its edits (matching, confirmation, the all-or-nothing policy) without
 * writing. Parse issues are reported with the plan's failures.
 */
export async function planReply(
  root: string | Workspace,
  reply: string,
  options: ApplyReplyOptions,
): Promise<ReplyPlan> {
  const format = formatOf(options.format);
  const workspace = workspaceFor(root, options);
  // Parsers ask whether a path line names a folder, so it is refused, never taken for another file.
  const isFolder = workspace.isFolder?.bind(workspace);
  const parsed = format.parse(normalizeReply(reply), {
    files: options.files,
    fence: options.fence,
    ...(isFolder && { isFolder }),
  });
  const plan = await planEdits(workspace, parsed.edits, {
    ...options,
    policy: format.policy,
    ...(format.inFileOrder && { inFileOrder: true }),
    parseIssues: parsed.issues,
  });
  return { parsed, plan, workspace };
}

/** Writes a planned reply (the write stage: the only step that touches files). */
export async function writeReply(planned: ReplyPlan): Promise<ReplyResult> {
  return { ...(await writePlan(planned.workspace, planned.plan)), parsed: planned.parsed };
}

/** Parses, plans and (unless `dryRun`) writes a reply: planReply, then writeReply. */
export async function applyReply(
  root: string | Workspace,
  reply: string,
  options: ApplyReplyOptions,
): Promise<ReplyResult> {
  const planned = await planReply(root, reply, options);
  return options.dryRun ? dryRunResult(planned) : writeReply(planned);
}

/** What a planned reply would do, reported as a dry run (nothing written). */
export function dryRunResult(planned: ReplyPlan): ReplyResult {
  return { ...planResult(planned.plan), parsed: planned.parsed };
}
