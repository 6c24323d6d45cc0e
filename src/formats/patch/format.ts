// The `patch` edit format: Codex V4A patches; atomic policy (one failing op writes nothing).
// Wiring only: the grammar lives in parse.ts, the canonical text in render.ts.
import type { EditFormat } from "../edit-format.js";
import { PatchPrompts } from "../../prompts/patch-prompts.js";
import { EditorPatchPrompts } from "../../prompts/editor-prompts.js";
import { parsePatch } from "./parse.js";
import { patchExampleEdits } from "./examples.js";
import { renderPatch } from "./render.js";
import { REFLECTION_TERMS } from "../../prompts/reflection.js";

export const patchFormat: EditFormat = {
  name: "patch",
  policy: "atomic",
  reflectionTerms: REFLECTION_TERMS.patchSection,
  parse: parsePatch,
  render: renderPatch,
  prompts: () => new PatchPrompts(),
  editorPrompts: () => new EditorPatchPrompts(),
  exampleEdits: patchExampleEdits,
};
