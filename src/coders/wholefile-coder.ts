// The `whole` coder: the model sends every edited file in full.
// Everything format-specific (parser, renderer, prompts, examples) is its format object's.
import { wholeFileFormat } from "../formats/wholefile/format.js";
import { Coder } from "./base-coder.js";

export class WholeFileCoder extends Coder {
  static override readonly format = wholeFileFormat;
}
