// /model, /weak-model and /editor-model: switch a model for the rest of the session, keeping files and
// history. A new main model brings its own edit format unless the user had chosen another one.
import { roleModels } from "../../../models/model-roles.js";
import type { ResolvedModel } from "../../../models/resolve-model.js";
import { aliasNotices, endOfLifeNotices, protocolOf, switchedModels } from "../../session-models.js";
import type { Repl } from "../repl.js";
import type { Command } from "./command.js";

function showModels(repl: Repl): void {
  const { term } = repl;
  const { model, weakModel, editorModel } = roleModels(repl.coder.options);
  term.out(`model        ${model.expanded} · edit format ${repl.coder.editFormat}`);
  term.out(`weak model   ${weakModel.expanded}`);
  term.out(`editor model ${editorModel.expanded}`);
}

async function switchMain(repl: Repl, name: string): Promise<void> {
  const { session } = repl;
  const switched = switchedModels(session.resolveModel, repl.coder, name);
  const { model, weakModel, editorModel } = switched;
  repl.replaceCoder(switched);
  for (const line of aliasNotices({ model, weakModel, editorModel }))
    repl.term.out(repl.term.color.dim(line));
  const retiring = endOfLifeNotices(
    { model, weakModel, editorModel },
    new Date(),
    protocolOf(() => session.llm()),
  );
  for (const line of retiring) repl.term.err(repl.term.color.yellow(line));
  if (model.match === "default")
    repl.term.err(`warning: ${model.name} is not in the model table; using default settings.`);
  showModels(repl);
}

async function switchRole(repl: Repl, role: "weakModel" | "editorModel", name: string): Promise<void> {
  const model: ResolvedModel = repl.session.resolveModel(name);
  const label = role === "weakModel" ? "weak model" : "editor model";
  if (model.match === "alias")
    repl.term.out(repl.term.color.dim(`${label} alias ${name} → ${model.expanded}`));
  repl.replaceCoder({ [role]: model });
  showModels(repl);
}

export const MODEL_COMMANDS: Command[] = [
  {
    name: "model",
    usage: "[NAME]",
    help: "switch the main model (show the models without a name)",
    run: (repl, args) => (args.trim() ? switchMain(repl, args.trim()) : showModels(repl)),
  },
  {
    name: "weak-model",
    usage: "[NAME]",
    help: "switch the model for commit messages and history summaries",
    run: (repl, args) => (args.trim() ? switchRole(repl, "weakModel", args.trim()) : showModels(repl)),
  },
  {
    name: "editor-model",
    usage: "[NAME]",
    help: "switch the architect's editor model",
    run: (repl, args) => (args.trim() ? switchRole(repl, "editorModel", args.trim()) : showModels(repl)),
  },
];
