// The `patch` coder: Codex V4A patches, applied all or nothing. Only its format name and prompt class differ from the base.
import { PatchPrompts } from "../prompts/patch-prompts.js";
import { Coder } from "./base-coder.js";

export class PatchCoder extends Coder {
  static override readonly editFormat: string = "patch";
  protected createPrompts(): PatchPrompts {
    return new PatchPrompts();
  }
}
