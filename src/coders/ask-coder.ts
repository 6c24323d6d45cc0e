// The `ask` coder: answers questions about the code. Its hook never parses edits and never writes.
import { AskPrompts } from "../prompts/ask-prompts.js";
import { Coder } from "./base-coder.js";

export class AskCoder extends Coder {
  static override readonly editFormat: string = "ask";
  protected createPrompts(): AskPrompts {
    return new AskPrompts();
  }

  protected override async handleReply(): Promise<string> {
    return "";
  }
}
