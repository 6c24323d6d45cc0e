// The `architect` coder: the main model writes a plan; after the user agrees, an editor coder (its own
// model and edit format) turns the plan into edits on the same files. Its one hook is handleReply.
import { architectFormat } from "../formats/architect/format.js";
import { roleModels } from "../models/model-roles.js";
import { Coder } from "./base-coder.js";
import type { CoderOptions } from "./coder-options.js";
import { chooseEditorEditFormat } from "./format-choice.js";
import type { PreambleParts } from "./turn-context.js";
import type { Turn } from "./turn.js";

export class ArchitectCoder extends Coder {
  static override readonly format = architectFormat;

  protected override async handleReply(plan: string, turn: Turn): Promise<string> {
    const agreed = this.options.autoAcceptArchitect || (await this.confirm({ kind: "architect-edit" }));
    if (!agreed) {
      turn.result.stopped = "declined";
      this.report({ type: "edits-declined", paths: [] });
      return "";
    }
    this.report({ type: "phase", name: "editor" });
    const editor = Coder.create(this.editorOptions(turn));
    // The person already answered for these files' secrets when the architect sent them.
    editor.consent.inherit(this.consent);
    const result = await editor.run(plan, { signal: turn.signal });
    for (const file of editor.files) this.files.add(file);
    turn.addUsage(result.usage, result.cost);
    return "";
  }

  /** The editor: this coder's options and files with only what writing the plan's edits needs (see
   *  buildEditorChunks for the request itself). */
  private editorOptions(turn: Turn): CoderOptions {
    return {
      ...this.options,
      model: roleModels(this.options).editorModel,
      editFormat: chooseEditorEditFormat(this.options.editorEditFormat, this.options.model),
      asEditor: true,
      files: [...this.files],
      readOnlyFiles: [...this.readOnlyFiles],
      history: [],
      // The plan already chose the files, so the editor gets no map (nor is one ranked for it).
      mapTokens: 0,
      repoMap: null,
      // The skills list is for choosing skills to activate; the plan was written with the active ones.
      skills: [],
      turnPreamble: editorPreamble(this.options.turnPreamble),
      // The editor's history is thrown away after its turn: summarising it would waste a request.
      summarizeHistory: false,
      // Its turn is part of the architect's, which the session records whole: folded in when it ends,
      // or when it is stopped after writing (what it wrote is then still the architect turn's to rewind).
      onTurnDone: (_editor, result) => turn.absorb(result),
      promptSnapshot: undefined,
    };
  }
}

/** The editor's per-turn preamble: only the instruction files of the chat files' folders, which say how
 *  code is written there. The clock, git status, skills and the quoted reply served the plan. */
function editorPreamble(parts: PreambleParts | false | undefined): PreambleParts | false {
  if (parts === false || parts?.fileInstructions === false) return false;
  return { time: false, git: false, skills: false, reply: false, fileInstructions: true };
}
