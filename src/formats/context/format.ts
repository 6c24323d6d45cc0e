// The `context` reply format (/context): a list of the files a request needs, in prose. Nothing in it
// is applied, so it parses no edits and renders none; its prompts have no few-shot examples.
import { ContextPrompts } from "../../prompts/context-prompts.js";
import type { EditFormat } from "../edit-format.js";
import { parseNoEdits, refuseEdits } from "../shared/no-edits.js";

export const contextFormat: EditFormat = {
  name: "context",
  editsFiles: false,
  policy: "partial",
  parse: parseNoEdits,
  render: refuseEdits("context"),
  prompts: () => new ContextPrompts(),
};
