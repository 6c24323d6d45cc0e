// The `whole` coder: the model sends every edited file in full. Only its format name and prompt class differ from the base.
import { WholeFilePrompts } from "../prompts/wholefile-prompts.js";
import { Coder } from "./base-coder.js";

export class WholeFileCoder extends Coder {
  static override readonly editFormat: string = "whole";
  protected createPrompts(): WholeFilePrompts {
    return new WholeFilePrompts();
  }
}
