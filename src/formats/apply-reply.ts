// The library's front door to the edit engine in a format's terms: what the one applier
// (edits/apply/apply-edits.ts) needs from a format — its parser (on LF text, with the prompt's fence),
// its policy and edit order — and `applyReply` / `planReply` that hand it over. Composition only.
import {
  applyParsed,
  normalizeReply,
  planParsed,
  type ApplierOptions,
  type ReplyPlan,
  type ReplyResult,
} from "../edits/apply/apply-edits.js";
import type { ApplyOptions } from "../edits/apply/apply-types.js";
import type { Fence, ParseContext, ParseResult } from "../edits/edit.js";
import type { EditFormat } from "./edit-format.js";
import { getEditFormat } from "./registry.js";
import type { Workspace } from "../edits/workspace/workspace.js";

export { dryRunResult, writeReply, type ReplyPlan, type ReplyResult } from "../edits/apply/apply-edits.js";

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

export interface ApplyReplyOptions extends Omit<ApplyOptions, "policy"> {
  format: string | EditFormat;
  /** The fence the prompt asked for (every parser accepts all fences anyway). */
  fence?: Fence;
}

/** How the applier reads a reply in this format: the format's parser, policy and edit order. */
export function readingOf(
  format: EditFormat,
  reply: string,
  fence?: Fence,
): Pick<ApplierOptions, "parse" | "policy" | "inFileOrder"> {
  const text = normalizeReply(reply);
  return {
    parse: (context) => format.parse(text, { ...context, ...(fence && { fence }) }),
    policy: format.policy,
    ...(format.inFileOrder && { inFileOrder: true }),
  };
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
  const { format, fence, ...rest } = options;
  return planParsed(root, { ...rest, ...readingOf(formatOf(format), reply, fence) });
}

/** Parses, plans and (unless `dryRun`) writes a reply: the one applier, in this format. */
export async function applyReply(
  root: string | Workspace,
  reply: string,
  options: ApplyReplyOptions,
): Promise<ReplyResult> {
  const { format, fence, ...rest } = options;
  return applyParsed(root, { ...rest, ...readingOf(formatOf(format), reply, fence) });
}
