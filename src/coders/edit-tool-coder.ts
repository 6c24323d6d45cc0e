// The `edit-tool` coder: edit (old_string → new_string) and write calls, or Anthropic's text editor tool
// for the Claude models trained on it. Everything format-specific, the tools included, is its format's.
import { editToolFormat } from "../formats/edit-tool/format.js";
import { Coder } from "./base-coder.js";

export class EditToolCoder extends Coder {
  static override readonly format = editToolFormat;
}
