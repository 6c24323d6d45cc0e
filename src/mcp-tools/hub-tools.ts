// The two tools that carry every MCP server's tools to the model, as data. Their text depends only on
// the names of the servers that may start (fixed for a session), so the request's tools stay the same
// bytes whatever the servers list, and cost the same few hundred tokens for 1 tool or 80.
import type { FunctionTool } from "../core/tool-types.js";
import { CALL_TOOL, SEARCH_TOOL } from "./tool-names.js";
import { MAX_LIMIT } from "./search.js";

export function hubTools(servers: readonly string[]): FunctionTool[] {
  if (servers.length === 0) return [];
  return [
    {
      name: SEARCH_TOOL,
      description:
        `Find tools of the MCP servers the user connected (${servers.join(", ")}) and load their input ` +
        `schemas. Answers each match's name, description and input schema; call it with ${CALL_TOOL}. ` +
        "An empty query lists every tool's name.",
      parameters: {
        type: "object",
        properties: {
          query: { type: "string", description: "Words for what the tool should do; empty lists all tools." },
          limit: {
            type: "integer",
            minimum: 1,
            maximum: MAX_LIMIT,
            description: "How many matches to load (default 5).",
          },
        },
        required: ["query"],
        additionalProperties: false,
      },
    },
    {
      name: CALL_TOOL,
      description:
        `Call a tool of an MCP server by the name ${SEARCH_TOOL} gave (mcp__<server>__<tool>), with ` +
        "arguments that follow its input schema.",
      parameters: {
        type: "object",
        properties: {
          tool: { type: "string", description: "The tool's name, as the search answered it." },
          arguments: { type: "object", description: "The tool's arguments." },
        },
        required: ["tool", "arguments"],
        additionalProperties: false,
      },
    },
  ];
}
