// The `patch-tool` edit format: V4A patches as calls to one `apply_patch` tool (OpenAI's own tool type on
// the Responses API where the model has it), read and planned by the `patch` format's parser and planner;
// each call applies whole or not at all. Its text twin is the `patch` format, for patches written as text.
import type { EditFormat } from "../edit-format.js";
import { parsePatch } from "../patch/parse.js";
import { renderPatch } from "../patch/render.js";
import { EditorPatchToolPrompts, PatchToolPrompts } from "../../prompts/tool-prompts.js";
import { readPatchCall } from "./read-call.js";
import { PATCH_TOOLS } from "./tools.js";
import { REFLECTION_TERMS } from "../../prompts/reflection.js";

export const patchToolFormat: EditFormat = {
  name: "patch-tool",
  policy: "per-block",
  reflectionTerms: REFLECTION_TERMS.applyPatchCall,
  parse: parsePatch,
  render: renderPatch,
  prompts: () => new PatchToolPrompts(),
  editorPrompts: () => new EditorPatchToolPrompts(),
  tools: PATCH_TOOLS,
  readCall: readPatchCall,
};
