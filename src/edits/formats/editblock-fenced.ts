// The `diff-fenced` edit format: SEARCH/REPLACE blocks with the path as the first line inside the fence.
// The parser is the `diff` one: it reads the path from inside or above the fence, so both layouts parse.
import type { EditFormat } from "../edit.js";
import { parseSearchReplace } from "./search-replace-parser.js";
import { renderSearchReplace } from "./search-replace-render.js";

export const editBlockFencedFormat: EditFormat = {
  name: "diff-fenced",
  policy: "partial",
  parse: (reply, ctx) => parseSearchReplace(reply, ctx),
  render: (edits, ctx) =>
    renderSearchReplace(edits, { format: "diff-fenced", pathInsideFence: true }, ctx?.fence),
};
