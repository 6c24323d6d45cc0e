// The `ask` reply format: answers about the code in prose. Its replies are never applied, so it parses
// no edits and renders none; its prompts have no few-shot examples.
import { AskPrompts } from "../../prompts/ask-prompts.js";
import type { EditFormat } from "../edit-format.js";
import { parseNoEdits, refuseEdits } from "../shared/no-edits.js";

export const askFormat: EditFormat = {
  name: "ask",
  editsFiles: false,
  policy: "partial",
  parse: parseNoEdits,
  render: refuseEdits("ask"),
  prompts: () => new AskPrompts(),
};
