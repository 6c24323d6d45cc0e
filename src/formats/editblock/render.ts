// Renders `replace` edits as canonical SEARCH/REPLACE blocks, the inverse of parseSearchReplace.
// Pure; throws only on an edit the format cannot express (a programming error, not model text).
import type { Edit, Fence } from "../../edits/edit.js";
import { DEFAULT_FENCE } from "../../core/fences.js";
import { pickRenderFence } from "../shared/render-fence.js";
import { CANONICAL_MARKERS } from "./markers.js";
import { joinLines, splitLines } from "../../edits/match/lines.js";

export interface SearchReplaceLayout {
  /** The format name, for error messages. */
  format: string;
  /** `diff-fenced` puts the path as the first line inside the fence; `diff` puts it above. */
  pathInsideFence: boolean;
}

export function renderSearchReplace(
  edits: readonly Edit[],
  layout: SearchReplaceLayout,
  fence?: Fence,
): string {
  return edits.map((edit) => renderBlock(edit, layout, fence ?? DEFAULT_FENCE)).join("\n");
}

function renderBlock(edit: Edit, layout: SearchReplaceLayout, preferred: Fence): string {
  if (edit.kind !== "replace") {
    throw new Error(
      `The ${layout.format} edit format cannot express a ${edit.kind} edit (block ${edit.blockIndex}).`,
    );
  }
  if (edit.anchors?.length || edit.atEnd) {
    throw new Error(
      `The ${layout.format} edit format cannot express anchors or end-of-file (block ${edit.blockIndex}).`,
    );
  }
  const search = splitLines(edit.search);
  const replace = splitLines(edit.replace);
  const fence = pickRenderFence(preferred, [...search, ...replace]);
  const body = [
    CANONICAL_MARKERS.search,
    ...search,
    CANONICAL_MARKERS.divider,
    ...replace,
    CANONICAL_MARKERS.replace,
  ];
  const lines = layout.pathInsideFence
    ? [fence.open, edit.path, ...body, fence.close]
    : [edit.path, fence.open, ...body, fence.close];
  return joinLines(lines);
}
