// apply_edits: a model reply (text in any editing format, or a tool-call format's calls) planned by the
// one applier against `root`; written only with `write: true` and only when every block lands (the
// applier's journaled all-or-nothing write). No person is there to ask: a question only a person may
// answer (a secret store, a read-only file) is a refusal; creating, deleting or rewriting a file is what
// the caller asked for by sending the reply.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import type { ToolCall } from "../core/tool-types.js";
import { dryRunResult, planParsed, writeReply, type ApplierOptions } from "../edits/apply/apply-edits.js";
import { readingOf } from "../formats/apply-reply.js";
import type { EditFormat } from "../formats/edit-format.js";
import { editingFormatNames, getEditFormat } from "../formats/registry.js";
import { readCalls } from "../formats/tool-calls/read-calls.js";
import { blockReports } from "./block-report.js";
import { checkBytes, checkCount, MCP_LIMITS } from "./limits.js";
import { resolveRoot } from "./root.js";
import { ToolRefusal, toolData } from "./tool-result.js";
import { ROOT_ARGUMENT, type ToolContext } from "./tool-context.js";

const CALL = z.object({
  name: z
    .string()
    .describe("the tool the model called (edit, write, apply_patch, str_replace_based_edit_tool, …)"),
  arguments: z
    .union([z.record(z.string(), z.unknown()), z.string()])
    .describe("the call's arguments: an object, or its JSON text (free text for a custom tool)"),
  type: z
    .enum(["function", "custom", "apply_patch"])
    .optional()
    .describe("how the call arrived; default function"),
});

export function applyEditsInput() {
  const formats = editingFormatNames() as [string, ...string[]];
  return {
    root: ROOT_ARGUMENT,
    reply: z
      .union([z.string(), z.array(CALL)])
      .describe(
        "The model's reply: its text in `format`, or for a tool-call format (edit-tool, patch-tool) the list " +
          "of calls [{name, arguments}]. At most 4 MiB of text or 1000 calls.",
      ),
    format: z.enum(formats).describe("The reply's edit format."),
    write: z
      .boolean()
      .optional()
      .describe(
        "true writes the files when every block lands; default false: a dry run that writes nothing.",
      ),
  };
}

export const APPLY_EDITS_DESCRIPTION =
  "Apply a model's reply to the files under root with kerf's edit engine (the matching cascade that lands " +
  "replies other engines damage). A dry run unless write is true. Returns, per block, whether it landed, " +
  "was already applied, or failed or was refused (with kerf's words and the file's closest lines), the " +
  "unified diff of every change, and the files written. With write: true the reply lands whole or not at " +
  "all: if any block fails, nothing is written. Edits never leave root, never touch .git/ or .kerf/, and " +
  "secret stores (.env, keys) and read-only files are refused.";

interface ApplyEditsArgs {
  root?: string | undefined;
  reply:
    | string
    | { name: string; arguments: Record<string, unknown> | string; type?: ToolCall["type"] | undefined }[];
  format: string;
  write?: boolean | undefined;
}

export async function applyEditsTool(args: ApplyEditsArgs, context: ToolContext): Promise<CallToolResult> {
  if (typeof args.reply === "string") checkBytes("reply", args.reply, MCP_LIMITS.replyBytes);
  else checkCount("reply", args.reply.length, MCP_LIMITS.replyCalls, "tool calls");
  const root = await resolveRoot(args.root, context.cwd);
  const format = getEditFormat(args.format);
  const notes: string[] = [];
  const options: ApplierOptions = {
    ...reading(format, args.reply, notes),
    // The caller sent the reply: new files, deletions and whole rewrites are what it asked for. The
    // secret and read-only questions have no callback, so they are refused (only a person may answer).
    confirm: () => true,
    onNotice: (message) => notes.push(message),
  };
  const planned = await planParsed(root, options);
  const wanted = args.write === true;
  const lands = planned.plan.failed.length === 0;
  const result = wanted && lands ? await writeReply(planned) : dryRunResult(planned);
  if (wanted && !lands)
    notes.push(
      `nothing written: ${planned.plan.failed.length} block(s) did not land, and a reply lands whole or not at all`,
    );
  const written = !result.dryRun && result.failed.length === 0 && result.changes.length > 0;
  if (result.parsed.edits.length === 0 && result.failed.length === 0)
    notes.push(`no edits found in the reply: nothing in it reads as ${format.name} edits`);
  return toolData({
    root,
    format: format.name,
    written,
    dry_run: !wanted,
    blocks: blockReports(result.applied, result.failed),
    diff: result.changes.map((change) => change.diff).join(""),
    files_written: written
      ? result.changes.map((change) => ({ path: change.path, change: change.change }))
      : [],
    ...(written ? {} : { would_change: result.changes.map((change) => change.path) }),
    suggested_commands: result.parsed.commands,
    notes,
  });
}

/** How the applier reads this reply: the format's parser on text, or its `readCall` on calls. */
function reading(
  format: EditFormat,
  reply: ApplyEditsArgs["reply"],
  notes: string[],
): Pick<ApplierOptions, "parse" | "policy" | "inFileOrder"> {
  if (typeof reply === "string") return readingOf(format, reply);
  if (!format.readCall)
    throw new ToolRefusal(
      `the ${format.name} format takes its reply as text, not tool calls; send reply as a string`,
    );
  const calls: ToolCall[] = reply.map((call, index) => ({
    id: `call_${index + 1}`,
    name: call.name,
    input: typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments),
    type: call.type ?? "function",
  }));
  const read = readCalls(format, calls);
  read.readings.forEach((one, index) => {
    if ("view" in one) notes.push(`call ${index + 1} views ${one.view.path}: a read, nothing to apply`);
  });
  return { parse: () => ({ edits: read.edits, issues: read.issues, commands: [] }), policy: "per-block" };
}
