// kerf's MCP server: the four tools registered on the SDK's McpServer, with their schemas, descriptions
// and annotations. No transport: the caller (the CLI's `kerf mcp`) connects stdio or HTTP. Never prints,
// never reads the environment: what the tools need of it comes in the options.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import "../coders/index.js";
import { resolveModel, type ResolvedModel } from "../models/resolve-model.js";
import type { PlatformFacts } from "../prompts/platform-text.js";
import { APPLY_EDITS_DESCRIPTION, applyEditsInput, applyEditsTool } from "./apply-edits-tool.js";
import { EDIT_FORMAT_DESCRIPTION, EDIT_FORMAT_INPUT, editFormatTool } from "./edit-format-tool.js";
import { EDIT_PROMPT_DESCRIPTION, editPromptInput, editPromptTool } from "./edit-prompt-tool.js";
import { MCP_LIMITS } from "./limits.js";
import { REPO_MAP_DESCRIPTION, REPO_MAP_INPUT, RepoMaps, repoMapTool } from "./repo-map-tool.js";
import { guarded } from "./tool-result.js";
import type { ToolContext } from "./tool-context.js";

export interface McpServerOptions {
  /** The default root, and what a relative root is resolved from. */
  cwd: string;
  /** Where the repo map's caches for a root go (outside the project); the CLI names a user cache folder. */
  cacheDirFor: (root: string) => string;
  /** Default: kerf's model table alone (the CLI passes the user's model settings, read through trust). */
  resolveModel?: (name: string) => ResolvedModel;
  /** What the system prompt says of the machine. */
  platform?: Pick<PlatformFacts, "os" | "shell">;
  /** The version the server reports. */
  version?: string;
}

export const TOOL_NAMES = ["apply_edits", "repo_map", "edit_prompt", "edit_format_for"] as const;

/** One server (one client connection). */
export function createMcpServer(options: McpServerOptions): McpServer {
  return mcpServerFactory(options)();
}

/** Servers that share one set of repo maps: an HTTP listener makes one per session or request, and the
 *  maps' indexes stay warm across them. */
export function mcpServerFactory(options: McpServerOptions): () => McpServer {
  const context: ToolContext = {
    cwd: options.cwd,
    cacheDirFor: options.cacheDirFor,
    resolveModel: options.resolveModel ?? ((name) => resolveModel(name)),
    platform: options.platform ?? { os: "unknown" },
  };
  const maps = new RepoMaps(context);
  return () => newServer(options, context, maps);
}

function newServer(options: McpServerOptions, context: ToolContext, maps: RepoMaps): McpServer {
  const server = new McpServer(
    { name: "kerf", version: options.version ?? "0.0.0" },
    { maxToolInputElements: MCP_LIMITS.inputElements },
  );
  const reads = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
  server.registerTool(
    "apply_edits",
    {
      title: "Apply a model's edits",
      description: APPLY_EDITS_DESCRIPTION,
      inputSchema: applyEditsInput(),
      // Writes only with write: true (and then may rewrite or delete files): not read-only, destructive.
      annotations: {
        readOnlyHint: false,
        destructiveHint: true,
        idempotentHint: false,
        openWorldHint: false,
      },
    },
    (args) => guarded("apply_edits", () => applyEditsTool(args, context)),
  );
  server.registerTool(
    "repo_map",
    {
      title: "Ranked repo map",
      description: REPO_MAP_DESCRIPTION,
      inputSchema: REPO_MAP_INPUT,
      annotations: reads,
    },
    (args) => guarded("repo_map", () => repoMapTool(args, context, maps)),
  );
  server.registerTool(
    "edit_prompt",
    {
      title: "Messages for a model",
      description: EDIT_PROMPT_DESCRIPTION,
      inputSchema: editPromptInput(),
      annotations: reads,
    },
    (args) => guarded("edit_prompt", () => editPromptTool(args, context, maps)),
  );
  server.registerTool(
    "edit_format_for",
    {
      title: "Edit format for a model",
      description: EDIT_FORMAT_DESCRIPTION,
      inputSchema: EDIT_FORMAT_INPUT,
      annotations: reads,
    },
    (args) => guarded("edit_format_for", async () => editFormatTool(args, context)),
  );
  return server;
}
