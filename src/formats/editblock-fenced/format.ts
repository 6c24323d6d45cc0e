// The `diff-fenced` edit format: SEARCH/REPLACE blocks with the path as the first line inside the fence.
// The parser is the `diff` one: it reads the path from inside or above the fence, so both layouts parse.
import type { EditFormat } from "../edit-format.js";
import { EditBlockFencedPrompts } from "../../prompts/editblock-fenced-prompts.js";
import { EditorEditBlockFencedPrompts } from "../../prompts/editor-prompts.js";
import { parseSearchReplace } from "../editblock/parse.js";
import { renderSearchReplace } from "../editblock/render.js";
import { REFLECTION_TERMS } from "../../prompts/reflection.js";

export const editBlockFencedFormat: EditFormat = {
  name: "diff-fenced",
  policy: "partial",
  reflectionTerms: REFLECTION_TERMS.searchReplace,
  parse: (reply, ctx) => parseSearchReplace(reply, ctx),
  render: (edits, ctx) =>
    renderSearchReplace(edits, { format: "diff-fenced", pathInsideFence: true }, ctx?.fence),
  prompts: () => new EditBlockFencedPrompts(),
  editorPrompts: () => new EditorEditBlockFencedPrompts(),
};
