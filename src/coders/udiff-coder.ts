// The `udiff` coder: unified diffs whose hunks are applied as search/replace. Only its format name and prompt class differ from the base.
import { UdiffPrompts } from "../prompts/udiff-prompts.js";
import { Coder } from "./base-coder.js";

export class UdiffCoder extends Coder {
  static override readonly editFormat: string = "udiff";
  protected createPrompts(): UdiffPrompts {
    return new UdiffPrompts();
  }
}
