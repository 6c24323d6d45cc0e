// The `diff` edit format: SEARCH/REPLACE blocks with the file path on the line above the fence.
// Parsing and rendering live in parse.ts / render.ts beside this file (shared with `diff-fenced`).
import type { EditFormat } from "../edit-format.js";
import { EditBlockPrompts } from "../../prompts/editblock-prompts.js";
import { EditorEditBlockPrompts } from "../../prompts/editor-prompts.js";
import { parseSearchReplace } from "./parse.js";
import { renderSearchReplace } from "./render.js";
import { REFLECTION_TERMS } from "../../prompts/reflection.js";

export const editBlockFormat: EditFormat = {
  name: "diff",
  policy: "partial",
  reflectionTerms: REFLECTION_TERMS.searchReplace,
  parse: (reply, ctx) => parseSearchReplace(reply, ctx),
  render: (edits, ctx) => renderSearchReplace(edits, { format: "diff", pathInsideFence: false }, ctx?.fence),
  prompts: () => new EditBlockPrompts(),
  editorPrompts: () => new EditorEditBlockPrompts(),
};
