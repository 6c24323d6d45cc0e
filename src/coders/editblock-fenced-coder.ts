// The `diff-fenced` coder: SEARCH/REPLACE blocks with the file path inside the fence. Only its format name and prompt class differ from the base.
import { EditBlockFencedPrompts } from "../prompts/editblock-fenced-prompts.js";
import { Coder } from "./base-coder.js";

export class EditBlockFencedCoder extends Coder {
  static override readonly editFormat: string = "diff-fenced";
  protected createPrompts(): EditBlockFencedPrompts {
    return new EditBlockFencedPrompts();
  }
}
