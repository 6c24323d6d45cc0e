// The `patch-tool` coder: V4A patches as calls to the apply_patch tool (OpenAI's own tool type where the
// model has it). Everything format-specific, the tool included, is its format object's.
import { patchToolFormat } from "../formats/patch-tool/format.js";
import { Coder } from "./base-coder.js";

export class PatchToolCoder extends Coder {
  static override readonly format = patchToolFormat;
}
