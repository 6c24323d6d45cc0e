// The `udiff` coder: unified diffs whose hunks are applied as search/replace.
// Everything format-specific (parser, renderer, prompts, examples) is its format object's.
import { udiffFormat } from "../formats/udiff/format.js";
import { Coder } from "./base-coder.js";

export class UdiffCoder extends Coder {
  static override readonly format = udiffFormat;
}
