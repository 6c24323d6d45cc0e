// The `diff-fenced` coder: SEARCH/REPLACE blocks with the file path inside the fence.
// Everything format-specific (parser, renderer, prompts, examples) is its format object's.
import { editBlockFencedFormat } from "../formats/editblock-fenced/format.js";
import { Coder } from "./base-coder.js";

export class EditBlockFencedCoder extends Coder {
  static override readonly format = editBlockFencedFormat;
}
