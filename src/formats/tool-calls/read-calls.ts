// A reply's tool calls read by the format (`readCall`): each call's reading, the edits of every call in
// order (a call's index is its block) and an issue per call that could not be read. The coder's tool step
// and `kerf mcp`'s apply_edits both read calls here. Pure.
import type { ToolCall } from "../../core/tool-types.js";
import type { Edit, EditIssue } from "../../edits/edit.js";
import type { WireTools } from "../../llm/tool-choice.js";
import type { CallReading, EditFormat } from "../edit-format.js";

export interface ReadCalls {
  readings: CallReading[];
  edits: Edit[];
  issues: EditIssue[];
}

/** `answered` names calls answered elsewhere (an MCP tool's call): they read as no edits. */
export function readCalls(
  format: EditFormat,
  calls: readonly ToolCall[],
  tools?: WireTools,
  answered?: (call: ToolCall) => boolean,
): ReadCalls {
  const readCall = format.readCall;
  if (!readCall) throw new Error(`the ${format.name} format has no readCall: it cannot take tool calls`);
  const readings = calls.map((call, index): CallReading =>
    answered?.(call) ? { edits: [] } : readCall(call, index, tools),
  );
  const edits = readings.flatMap((reading): Edit[] => ("edits" in reading ? reading.edits : []));
  const issues = readings.flatMap((reading, index): EditIssue[] =>
    "error" in reading ? [{ code: "malformed", reason: reading.error, blockIndex: index }] : [],
  );
  return { readings, edits, issues };
}
