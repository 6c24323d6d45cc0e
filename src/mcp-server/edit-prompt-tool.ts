// edit_prompt: the messages kerf would send a model for a format, chat files and a request — built by
// the coder itself (Coder.create → prepareMessage → buildMessages), as `kerf --show-prompts` builds them.
// The coder's client only says which wire protocol the model goes by (the tools' wire form follows it);
// it never sends anything.
import { existsSync } from "node:fs";
import path from "node:path";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { Coder } from "../coders/base-coder.js";
import type { CoderEvent } from "../coders/coder-events.js";
import { editFormatNames } from "../formats/registry.js";
import { loadInstructions } from "../instructions/load-instructions.js";
import type { LlmClient } from "../llm/llm-client.js";
import { chooseProtocol } from "../llm/protocol-choice.js";
import { routeModel } from "../llm/provider-route.js";
import { checkBytes, MCP_LIMITS } from "./limits.js";
import { projectFiles } from "./project-files.js";
import type { RepoMaps } from "./repo-map-tool.js";
import { resolveRoot } from "./root.js";
import { ToolRefusal, toolData } from "./tool-result.js";
import { ROOT_ARGUMENT, type ToolContext } from "./tool-context.js";

export function editPromptInput() {
  const formats = editFormatNames() as [string, ...string[]];
  return {
    root: ROOT_ARGUMENT,
    model: z
      .string()
      .describe("The model the messages are for (a name, alias or provider/name kerf resolves)."),
    format: z
      .enum(formats)
      .optional()
      .describe(
        "The edit format to ask for; default the one kerf picks for the model (see edit_format_for).",
      ),
    files: z
      .array(z.string())
      .optional()
      .describe("The chat files, relative to root: their contents go in the messages for the model to edit."),
    request: z
      .string()
      .optional()
      .describe("The user's message; without it, the messages before any request."),
  };
}

export const EDIT_PROMPT_DESCRIPTION =
  "The exact chat messages kerf would send the model for this format, chat files and request: the " +
  "system prompt that asks for the format, its few-shot examples, the project's AGENTS.md instructions, " +
  "the repo map, the files and the request, built by kerf's own coder. For a tool-call format, also the " +
  "tools its request declares. Send them to the model yourself, then give its reply to apply_edits. " +
  "Reads the project; writes nothing and sends nothing.";

interface EditPromptArgs {
  root?: string | undefined;
  model: string;
  format?: string | undefined;
  files?: string[] | undefined;
  request?: string | undefined;
}

export async function editPromptTool(
  args: EditPromptArgs,
  context: ToolContext,
  maps: RepoMaps,
): Promise<CallToolResult> {
  if (args.model.length > MCP_LIMITS.nameChars || args.model.trim() === "")
    throw new ToolRefusal(`model must be a name of 1 to ${MCP_LIMITS.nameChars} characters`);
  const request = args.request ?? "";
  checkBytes("request", request, MCP_LIMITS.requestBytes);
  const root = await resolveRoot(args.root, context.cwd);
  const files = projectFiles("files", root, args.files);
  const model = context.resolveModel(args.model);
  const notes: string[] = [];
  const reporter = (event: CoderEvent) => {
    if (event.type === "warning") notes.push(event.message);
  };
  const instructions = await loadInstructions({ gitRoot: root, cwd: root });
  notes.push(...instructions.warnings);
  const isGitRepo = existsSync(path.join(root, ".git"));
  const coder = Coder.create({
    root,
    model,
    llm: routeOnly(),
    ...(args.format ? { editFormat: args.format } : {}),
    files,
    repoMap: maps.forRoot(root).map,
    instructions,
    platform: { ...context.platform, date: new Date(), isGitRepo, cwd: root, branch: null },
    git: null,
    summarizeHistory: false,
    reporter,
  });
  const text = request === "" ? undefined : await coder.prepareMessage(request, { preview: true });
  const built = await coder.buildMessages(text === undefined ? [] : [{ role: "user", content: text }]);
  return toolData({
    root,
    model: model.expanded,
    format: coder.editFormat,
    messages: built.chunks.allMessages(),
    ...(coder.tools ? { tools: coder.tools } : {}),
    notes,
  });
}

/** A client that routes (the protocol a model goes by decides the tools' wire form) and never sends. */
function routeOnly(): LlmClient {
  return {
    chat: () => Promise.reject(new Error("edit_prompt builds the messages; it never sends them")),
    route: (name, api) => {
      const { provider } = routeModel(name);
      return {
        protocol: chooseProtocol({ provider, api: api ?? null }),
        endpointUrl: provider.baseUrl ?? "",
      };
    },
  };
}
