// One round of a reply's tool calls: the calls of the session's MCP servers (`mcp_search`, `mcp_call`)
// are answered by the hub, in order, before the reply's edits are landed; every other call goes to the
// edit step (`toolStep`) as before. The results go back in the order of the calls.
import type { ToolCall, ToolOffer, ToolResult } from "../core/tool-types.js";
import type { McpTools } from "../mcp-tools/mcp-hub.js";
import { toolStep, type ToolStepInput } from "./tool-step.js";

export interface ToolRound {
  results: ToolResult[];
  /** Files the edits created (they join the chat). */
  created: string[];
  /** Lint and test failures of the edits, as reflection text ("" when none). */
  checks: string;
  /** A call or a check failed: the round counts against the reflection limit. */
  reflects: boolean;
  /** A "no" or a dry run ended the turn. */
  ends: boolean;
}

export async function toolRound(input: ToolStepInput & { mcp?: McpTools | null }): Promise<ToolRound> {
  const mcp = input.mcp;
  const owned = (call: ToolCall) => mcp?.owns(call.name) === true;
  const answers = new Map<ToolCall, ToolResult>();
  if (mcp) {
    for (const call of input.calls.filter(owned)) {
      const answer = await mcp.answer(call, (question) => input.confirm(question), input.signal);
      answers.set(call, {
        callId: call.id,
        type: call.type,
        output: answer.output,
        ...(answer.isError ? { isError: true } : {}),
      });
    }
  }
  // The edit step sees every call (the answered ones as no edits), so a call's index is its block index.
  const edits = input.calls.some((call) => !owned(call));
  const step = edits ? await toolStep({ ...input, answered: owned }) : null;
  const results = input.calls.map((call, index) => answers.get(call) ?? (step?.results[index] as ToolResult));
  const checks = (step?.landed.checkReflections ?? []).join("\n\n");
  return {
    results,
    created: (step?.landed.result.changes ?? []).filter((c) => c.change === "created").map((c) => c.path),
    checks,
    reflects: checks !== "" || results.some((result) => result.isError),
    ends: step?.landed.ends ?? false,
  };
}

/** A tool-call format's offer with the MCP servers' tools beside its own (none for a text format). */
export function offerWithMcp(
  offer: ToolOffer | undefined,
  mcp: McpTools | null | undefined,
): ToolOffer | undefined {
  if (!offer || !mcp || mcp.tools.length === 0) return offer;
  return { ...offer, extra: [...(offer.extra ?? []), ...mcp.tools] };
}
