// The `ask` coder: answers questions about the code. Its hook never parses edits and never writes.
import { askFormat } from "../formats/ask/format.js";
import { Coder } from "./base-coder.js";

export class AskCoder extends Coder {
  static override readonly format = askFormat;

  protected override async handleReply(): Promise<string> {
    return "";
  }
}
