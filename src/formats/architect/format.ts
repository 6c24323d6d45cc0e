// The `architect` reply format: a plan in prose that an editor coder (its own format) turns into edits.
// The plan itself is never applied, so it parses no edits and renders none; no few-shot examples.
import { ArchitectPrompts } from "../../prompts/architect-prompts.js";
import type { EditFormat } from "../edit-format.js";
import { parseNoEdits, refuseEdits } from "../shared/no-edits.js";

export const architectFormat: EditFormat = {
  name: "architect",
  editsFiles: false,
  usesEditor: true,
  policy: "partial",
  parse: parseNoEdits,
  render: refuseEdits("architect"),
  prompts: () => new ArchitectPrompts(),
};
