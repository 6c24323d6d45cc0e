// The `patch` coder: Codex V4A patches, applied all or nothing.
// Everything format-specific (parser, renderer, prompts, examples) is its format object's.
import { patchFormat } from "../formats/patch/format.js";
import { Coder } from "./base-coder.js";

export class PatchCoder extends Coder {
  static override readonly format = patchFormat;
}
