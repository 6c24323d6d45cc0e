// The edit step of a reply that calls tools: each call read by the format (`readCall`), every edit planned
// in call order under the per-block policy (a call lands whole or not at all; a later call sees an earlier
// one), then landed exactly as text edits are (dirty commit, journaled write, report, commit, checks), and
// one result per call, in order. Views are answered read-only from the chat files.
import type { ToolCall, ToolResult } from "../core/tool-types.js";
import { applyParsed, workspaceFor } from "../edits/apply/apply-edits.js";
import { reasonText } from "../edits/issue-text.js";
import { normalizeReplyPath } from "../edits/reply-path.js";
import type { Workspace } from "../edits/workspace/workspace.js";
import type { CallReading } from "../formats/edit-format.js";
import { failureWords } from "../formats/tool-calls/declared-tools.js";
import { readCalls } from "../formats/tool-calls/read-calls.js";
import { applyOptionsOf, askOnce, landResult, type ApplyStepInput, type Landed } from "./apply-step.js";
import { editResult, errorResult } from "./tool-results.js";
import { viewFile } from "./tool-view.js";

export interface ToolStepInput extends Omit<ApplyStepInput, "reply"> {
  calls: readonly ToolCall[];
  /** Files a view may show besides the chat files (the --read files inside the project). */
  readOnlyFiles: readonly string[];
  /** Calls answered elsewhere (the MCP servers'): read as no edits, so the others keep their indexes. */
  answered?: (call: ToolCall) => boolean;
}

export interface ToolStep {
  results: ToolResult[];
  landed: Landed;
}

export async function toolStep(input: ToolStepInput): Promise<ToolStep> {
  const { format, options } = input;
  const { readings, edits, issues } = readCalls(format, input.calls, input.tools, input.answered);
  const shared = new Set([...input.chatFiles, ...input.readOnlyFiles].map(normalizeReplyPath));
  // Calls run in order: a view before any edit of its file shows the file as it was.
  const workspace = workspaceFor(options.workspace ?? options.root, {});
  const early = await viewsBeforeEdits(workspace, readings, shared);
  const asked = askOnce(input);
  const result = await applyParsed(workspace, {
    ...applyOptionsOf(input, asked),
    parse: () => ({ edits, issues, commands: [] }),
    policy: "per-block",
  });
  const landed = await landResult(input, result, asked.declined);
  const results: ToolResult[] = [];
  for (const [index, call] of input.calls.entries()) {
    const view = early.get(index);
    const known = view && { callId: call.id, type: call.type, ...view };
    results.push(
      known ??
        (await resultOf(call, index, readings[index] as CallReading, { input, landed, shared, workspace })),
    );
  }
  return { results, landed };
}

/** The views that come before every edit call to their file, answered before anything is written. */
async function viewsBeforeEdits(
  workspace: Workspace,
  readings: readonly CallReading[],
  shared: ReadonlySet<string>,
): Promise<Map<number, { output: string; isError?: boolean }>> {
  const early = new Map<number, { output: string; isError?: boolean }>();
  for (const [index, reading] of readings.entries()) {
    if (!("view" in reading)) continue;
    const target = normalizeReplyPath(reading.view.path);
    const editedBefore = readings
      .slice(0, index)
      .some(
        (other) => "edits" in other && other.edits.some((edit) => normalizeReplyPath(edit.path) === target),
      );
    if (!editedBefore) early.set(index, await viewFile(workspace, reading.view, shared));
  }
  return early;
}

async function resultOf(
  call: ToolCall,
  index: number,
  reading: CallReading,
  context: { input: ToolStepInput; landed: Landed; shared: ReadonlySet<string>; workspace: Workspace },
): Promise<ToolResult> {
  if ("error" in reading) return errorResult(call, reasonText(reading.error));
  const { input, landed } = context;
  if ("view" in reading) {
    const view = await viewFile(context.workspace, reading.view, context.shared);
    return {
      callId: call.id,
      type: call.type,
      output: view.output,
      ...(view.isError ? { isError: true } : {}),
    };
  }
  const mine = <T extends { blockIndex?: number }>(items: readonly T[]) =>
    items.filter((item) => item.blockIndex === index);
  const outcome = { applied: mine(landed.result.applied), failed: mine(landed.result.failed) };
  const words = failureWords(input.format.reflectionTerms, input.tools, call.name);
  return editResult(call, outcome, words, landed.result.dryRun);
}
