// The one place a coder's edit format and an architect's editor format are chosen: what was asked for
// (an option, a flag, /chat-mode, eval's list) wins, else the model's settings decide. The CLI, the
// library (Coder.create, ArchitectCoder) and eval all call these.
import { isTalkingFormat } from "../formats/registry.js";
import { modelRoles } from "../models/model-roles.js";
import type { ResolvedModel } from "../models/resolve-model.js";

/** The format a coder speaks: the one asked for, else the model's own. */
export function chooseEditFormat(asked: string | null | undefined, model: ResolvedModel): string {
  return asked || model.settings.editFormat;
}

/** The format an architect's editor speaks: the one asked for, else the main model's editor format, else
 *  its own format unless that one only talks (then `diff`: an editor must edit). */
export function chooseEditorEditFormat(asked: string | null | undefined, model: ResolvedModel): string {
  return asked || modelRoles(model.settings, isTalkingFormat).editorEditFormat;
}
