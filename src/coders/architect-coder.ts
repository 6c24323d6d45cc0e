// The `architect` coder: the main model writes a plan; after the user agrees, an editor coder (its own
// model and edit format) turns the plan into edits on the same files. Its one hook is handleReply.
import { modelRoles } from "../models/model-roles.js";
import { architectFormat } from "../formats/architect/format.js";
import { isTalkingFormat } from "../formats/registry.js";
import { Coder } from "./base-coder.js";
import type { Turn } from "./turn.js";

export class ArchitectCoder extends Coder {
  static override readonly format = architectFormat;

  protected override async handleReply(plan: string, turn: Turn): Promise<string> {
    const agreed = this.options.autoAcceptArchitect || (await this.confirm({ kind: "architect-edit" }));
    if (!agreed) {
      turn.result.stopped = "declined";
      return "";
    }
    const editorModel = this.options.editorModel ?? this.options.model;
    const editFormat =
      this.options.editorEditFormat ??
      modelRoles(this.options.model.settings, isTalkingFormat).editorEditFormat;
    this.report({ type: "phase", name: "editor" });
    const editor = Coder.create({
      ...this.options,
      model: editorModel,
      editFormat,
      files: [...this.files],
      readOnlyFiles: [...this.readOnlyFiles],
      history: [],
    });
    const result = await editor.run(plan, { signal: turn.signal });
    for (const file of editor.files) this.files.add(file);
    turn.addUsage(result.usage, result.cost);
    turn.absorb(result);
    return "";
  }
}
