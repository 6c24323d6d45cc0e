// The `edit-tool` edit format: `edit` (old_string → new_string) and `write` (whole file) calls, as OpenCode
// and Cline offer them, or Anthropic's text editor tool for the Claude models trained on it. Replacements
// go through the SEARCH/REPLACE cascade (an ambiguous match refused). Its text twin is `diff`: SEARCH/REPLACE
// blocks a model writes into its reply text instead are read as well.
import type { EditFormat } from "../edit-format.js";
import { editBlockFormat } from "../editblock/format.js";
import {
  EditorEditToolPrompts,
  EditorTextEditorToolPrompts,
  EditToolPrompts,
  TextEditorToolPrompts,
} from "../../prompts/tool-prompts.js";
import { textEditorName } from "../tool-calls/declared-tools.js";
import { readEditCall } from "./read-call.js";
import { EDIT_TOOLS } from "./tools.js";
import { REFLECTION_TERMS } from "../../prompts/reflection.js";

export const editToolFormat: EditFormat = {
  name: "edit-tool",
  policy: "per-block",
  reflectionTerms: REFLECTION_TERMS.editCall,
  parse: (reply, ctx) => editBlockFormat.parse(reply, ctx),
  render: (edits, ctx) => editBlockFormat.render(edits, ctx),
  // Where the request declares Anthropic's text editor instead of edit/write, the words describe it.
  prompts: (tools) => {
    const editor = textEditorName(tools);
    return editor ? new TextEditorToolPrompts(editor) : new EditToolPrompts();
  },
  editorPrompts: (tools) => {
    const editor = textEditorName(tools);
    return editor ? new EditorTextEditorToolPrompts(editor) : new EditorEditToolPrompts();
  },
  tools: EDIT_TOOLS,
  readCall: readEditCall,
};
