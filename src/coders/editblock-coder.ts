// The `diff` coder: SEARCH/REPLACE blocks with the file path before each fence. Only its format name and prompt class differ from the base.
import { EditBlockPrompts } from "../prompts/editblock-prompts.js";
import { Coder } from "./base-coder.js";

export class EditBlockCoder extends Coder {
  static override readonly editFormat: string = "diff";
  protected createPrompts(): EditBlockPrompts {
    return new EditBlockPrompts();
  }
}
