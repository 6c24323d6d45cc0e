// The `context` coder (/context, Aider's context mode): the model names the existing files a request
// must change, and the chat's editable files become exactly that set; while the set keeps changing
// the model is asked to check it again (up to the reflection limit). Edits nothing.
import { DEFAULTS } from "../core/defaults.js";
import { contextFormat } from "../formats/context/format.js";
import { CONTEXT_FILES_CHANGED } from "../prompts/context-prompts.js";
import { Coder } from "./base-coder.js";
import { mapCeilingFor } from "./chat-context.js";
import type { CoderOptions } from "./coder-options.js";
import { mentionedFiles } from "./file-mentions.js";
import type { Turn } from "./turn.js";

/** The map budget above already has the no-files growth in it: it must not grow a second time. */
const GROWN = 1;

export class ContextCoder extends Coder {
  static override readonly format = contextFormat;

  /** The map is what the model chooses from: always sent, at the size it has with no files in the
   *  chat (as Aider's context coder does), unless the user turned it off. */
  protected override mapOptions(): CoderOptions {
    return { ...this.options, mapTokens: mapCeilingFor(this.options, 0), mapMultiplierNoFiles: GROWN };
  }

  protected override async handleReply(reply: string, turn: Turn): Promise<string> {
    const project = await this.projectFiles();
    const named = mentionedFiles(reply, project, new Set());
    // A reply that names no file leaves the chat as it was, rather than emptying it.
    if (named.length === 0) return "";
    const current = [...this.files].sort();
    if (named.length === current.length && named.every((file, i) => file === current[i])) return "";
    const added = named.filter((file) => !this.files.has(file));
    const dropped = current.filter((file) => !named.includes(file));
    this.files.clear();
    for (const file of named) {
      this.files.add(file);
      this.readOnlyFiles.delete(file);
    }
    if (added.length > 0) this.report({ type: "files-added", paths: added });
    if (dropped.length > 0)
      this.report({ type: "info", message: `Dropped ${dropped.join(", ")} from the chat.` });
    // The last round's set stands: it is not sent back for another check.
    if (turn.result.reflections >= (this.options.maxReflections ?? DEFAULTS.maxReflections) - 1) return "";
    return CONTEXT_FILES_CHANGED;
  }
}
