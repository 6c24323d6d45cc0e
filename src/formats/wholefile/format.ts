// The `whole` edit format: each changed file written out in full, its path on the line above the fence.
// Parsing lives in parse.ts beside this file; rendering is here.
import type { Edit } from "../../edits/edit.js";
import type { Fence } from "../../core/fences.js";
import { WholeFilePrompts } from "../../prompts/wholefile-prompts.js";
import { EditorWholeFilePrompts } from "../../prompts/editor-prompts.js";
import type { EditFormat } from "../edit-format.js";
import { wholeFileExampleEdits } from "./examples.js";
import { DEFAULT_FENCE } from "../../core/fences.js";
import { pickRenderFence } from "../shared/render-fence.js";
import { joinLines, splitLines } from "../../edits/match/lines.js";
import { parseWholeFiles } from "./parse.js";
import { REFLECTION_TERMS } from "../../prompts/reflection.js";

export const wholeFileFormat: EditFormat = {
  name: "whole",
  policy: "partial",
  reflectionTerms: REFLECTION_TERMS.fileListing,
  parse: (reply, ctx) => parseWholeFiles(reply, ctx),
  render: (edits, ctx) => edits.map((edit) => renderListing(edit, ctx?.fence ?? DEFAULT_FENCE)).join("\n"),
  prompts: () => new WholeFilePrompts(),
  editorPrompts: () => new EditorWholeFilePrompts(),
  exampleEdits: wholeFileExampleEdits,
};

function renderListing(edit: Edit, preferred: Fence): string {
  if (edit.kind !== "write") {
    throw new Error(`The whole edit format cannot express a ${edit.kind} edit (block ${edit.blockIndex}).`);
  }
  const content = splitLines(edit.content);
  const fence = pickRenderFence(preferred, content);
  return joinLines([edit.path, fence.open, ...content, fence.close]);
}
