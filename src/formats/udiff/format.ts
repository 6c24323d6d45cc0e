// The `udiff` edit format: unified diffs, each hunk a replace edit; partial policy.
// Wiring only: the grammar lives in parse.ts, the canonical text in render.ts.
import type { EditFormat } from "../edit-format.js";
import { UdiffPrompts } from "../../prompts/udiff-prompts.js";
import { EditorUdiffPrompts } from "../../prompts/editor-prompts.js";
import { parseUdiff } from "./parse.js";
import { renderUdiff } from "./render.js";
import { udiffExampleEdits } from "./examples.js";
import { REFLECTION_TERMS } from "../../prompts/reflection.js";

export const udiffFormat: EditFormat = {
  name: "udiff",
  policy: "partial",
  reflectionTerms: REFLECTION_TERMS.hunk,
  inFileOrder: true,
  parse: parseUdiff,
  render: renderUdiff,
  exampleEdits: udiffExampleEdits,
  prompts: () => new UdiffPrompts(),
  editorPrompts: () => new EditorUdiffPrompts(),
};
