// What every kerf MCP tool answers: one JSON document, as text (for any client) and as structured content;
// a refusal or a failure is a result with `isError` and a sentence, never an exception out of the server.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

/** A refusal a tool explains to the caller in words (a bad root, an argument over its size bound). */
export class ToolRefusal extends Error {
  override readonly name = "ToolRefusal";
}

export function toolData(data: Record<string, unknown>): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(data, null, 2) }], structuredContent: data };
}

export function toolError(message: string): CallToolResult {
  return { content: [{ type: "text", text: message }], isError: true };
}

/** Runs a handler; any exception becomes an error result naming the tool, so the server keeps serving. */
export async function guarded(tool: string, run: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await run();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return toolError(error instanceof ToolRefusal ? message : `${tool} failed: ${message}`);
  }
}
