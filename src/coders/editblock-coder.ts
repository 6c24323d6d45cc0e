// The `diff` coder: SEARCH/REPLACE blocks with the file path before each fence.
// Everything format-specific (parser, renderer, prompts, examples) is its format object's.
import { editBlockFormat } from "../formats/editblock/format.js";
import { Coder } from "./base-coder.js";

export class EditBlockCoder extends Coder {
  static override readonly format = editBlockFormat;
}
