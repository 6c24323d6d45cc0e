// The library's front door to the edit engine: parse a reply in a named format, then apply it with
// that format's policy. Composition only; parsing and applying live in their own modules.
import { applyEdits } from "../edits/apply/apply-edits.js";
import type { ApplyOptions, ApplyResult } from "../edits/apply/apply-types.js";
import type { EditIssue, Fence, ParseContext, ParseResult } from "../edits/edit.js";
import { getEditFormat } from "./registry.js";
import type { Workspace } from "../edits/workspace/workspace.js";

/** Parses a model reply with the named format's parser. Throws only for an unknown format name. */
export function parseEdits(format: string, reply: string, options: ParseContext = {}): ParseResult {
  return getEditFormat(format).parse(normalizeReply(reply), options);
}

/** Replies pasted from Windows tools arrive with CRLF; every parser reads LF. */
function normalizeReply(reply: string): string {
  return reply.replace(/\r\n/g, "\n");
}

export interface ReplyResult extends ApplyResult {
  parsed: ParseResult;
}

export interface ApplyReplyOptions extends Omit<ApplyOptions, "policy"> {
  format: string;
  /** The fence the prompt asked for (every parser accepts all fences anyway). */
  fence?: Fence;
}

/**
 * Parses and applies a reply. Parse issues are reported with the apply failures; for an all-or-nothing
 * format a reply that did not parse cleanly applies nothing.
 */
export async function applyReply(
  root: string | Workspace,
  reply: string,
  options: ApplyReplyOptions,
): Promise<ReplyResult> {
  const format = getEditFormat(options.format);
  const parsed = format.parse(normalizeReply(reply), { files: options.files, fence: options.fence });
  if (format.policy === "atomic" && parsed.issues.length > 0) {
    const skipped: EditIssue[] = parsed.edits.map((edit) => ({
      code: "skipped",
      path: edit.path,
      blockIndex: edit.blockIndex,
      detail: "not applied: part of the patch could not be parsed, and a patch applies all or nothing",
    }));
    const failed = [...parsed.issues, ...skipped];
    return { parsed, applied: [], failed, changes: [], dryRun: options.dryRun ?? false };
  }
  const result = await applyEdits(root, parsed.edits, { ...options, policy: format.policy });
  return { ...result, parsed, failed: [...parsed.issues, ...result.failed] };
}
