// edit_format_for: the format kerf picks for a model (chooseEditFormat, the one choice of a format) and
// the evidence: how the name resolved, where the format came from, and the settings entry behind it.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { chooseEditFormat, chooseEditorEditFormat } from "../coders/format-choice.js";
import { MCP_LIMITS } from "./limits.js";
import { ToolRefusal, toolData } from "./tool-result.js";
import type { ToolContext } from "./tool-context.js";

export const EDIT_FORMAT_INPUT = {
  model: z
    .string()
    .describe(
      "A model name, alias or provider/name (e.g. gpt-5, sonnet, openrouter/anthropic/claude-sonnet-4-5).",
    ),
};

export const EDIT_FORMAT_DESCRIPTION =
  "The edit format kerf asks this model for (the one it does best by kerf's model settings), the format " +
  "an architect's editor would use, and the evidence: how the name resolved (exact, alias, prefix, family " +
  "or default) and where the format came from (kerf's model table, a family rule, the user's model " +
  "settings file — where `kerf eval --write-settings` records a measured winner — or the default).";

/** Where an eval's measured winner lives, said once for the evidence. */
const EVAL_NOTE =
  "kerf keeps no eval results of its own per model: `kerf eval` measures formats on a model and " +
  "`--write-settings` writes a significant winner into the user's model settings file, which then shows " +
  "here as the source `user file …`.";

export function editFormatTool(args: { model: string }, context: ToolContext): CallToolResult {
  if (args.model.length > MCP_LIMITS.nameChars || args.model.trim() === "")
    throw new ToolRefusal(`model must be a name of 1 to ${MCP_LIMITS.nameChars} characters`);
  const model = context.resolveModel(args.model);
  const { settings, sources } = model;
  return toolData({
    model: {
      requested: model.requested,
      sent_as: model.expanded,
      settings_name: model.name,
      match: model.match,
      ...(model.strippedPrefixes.length > 0 ? { stripped_prefixes: model.strippedPrefixes } : {}),
    },
    format: chooseEditFormat(undefined, model),
    editor_format: chooseEditorEditFormat(undefined, model),
    evidence: {
      format_source: sources.editFormat,
      editor_format_source: sources.editorEditFormat,
      settings: {
        edit_format: settings.editFormat,
        editor_edit_format: settings.editorEditFormat ?? null,
        editor_model_name: settings.editorModelName ?? null,
        use_repo_map: settings.useRepoMap,
        ...(settings.nativeTools ? { native_tools: settings.nativeTools } : {}),
        ...(settings.api ? { api: settings.api } : {}),
      },
      eval_note: EVAL_NOTE,
    },
  });
}
