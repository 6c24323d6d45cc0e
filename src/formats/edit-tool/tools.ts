// The `edit-tool` format's tools as data: `edit` (replace text in a file) and `write` (a whole file), and
// Anthropic's text editor tool, which stands in for both on the Messages API for the Claude models that
// were trained on it. No logic.
import type { ToolOffer } from "../../core/tool-types.js";

export const EDIT = "edit";
export const WRITE = "write";
/** The names Anthropic fixes for its text editor tool's versions. */
export const TEXT_EDITOR_NAMES: readonly string[] = ["str_replace_based_edit_tool", "str_replace_editor"];

export const EDIT_TOOLS: ToolOffer = {
  functions: [
    {
      name: EDIT,
      description:
        "Replace text in a file. old_string must be copied exactly from the file (whitespace and " +
        "indentation included) and occur once, unless replace_all is true, which changes every occurrence.",
      parameters: {
        type: "object",
        properties: {
          path: { type: "string", description: "The file's path, relative to the project root." },
          old_string: { type: "string", description: "The exact text to replace." },
          new_string: { type: "string", description: "The text to put in its place." },
          replace_all: { type: "boolean", description: "Replace every occurrence (default false)." },
        },
        required: ["path", "old_string", "new_string"],
        additionalProperties: false,
      },
    },
    {
      name: WRITE,
      description: "Create a file, or replace a file's whole content.",
      parameters: {
        type: "object",
        properties: {
          path: { type: "string", description: "The file's path, relative to the project root." },
          content: { type: "string", description: "The file's entire new content." },
        },
        required: ["path", "content"],
        additionalProperties: false,
      },
    },
  ],
  native: [
    { type: "text_editor_20250728", name: "str_replace_based_edit_tool", protocols: ["anthropic"] },
    { type: "text_editor_20250429", name: "str_replace_based_edit_tool", protocols: ["anthropic"] },
    { type: "text_editor_20250124", name: "str_replace_editor", protocols: ["anthropic"] },
  ],
};
