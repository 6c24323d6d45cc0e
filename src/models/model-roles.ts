// Which model does which job, from resolved settings: the weak model (commit messages, summaries), the
// editor (architect mode) and the summariser fallback chain. Pure: names only, no lookups of its own.
import type { ModelSettings } from "./model-settings.js";
import type { ResolvedModel } from "./resolve-model.js";

export interface ModelRoles {
  /** Commit messages and history summaries; the main model when the settings name none. */
  weak: string;
  /** Applies an architect's plan; the main model when the settings name none. */
  editor: string;
  editorEditFormat: string;
  /** Summarisers to try in order: the weak model, then the main model (once, if they are the same). */
  summarizers: string[];
}

/**
 * An editor turn must edit files, so a main format that only talks (`talks`, the format registry's
 * answer, passed in because formats sit above models) is not inherited: the editor gets `diff`.
 */
export function modelRoles(settings: ModelSettings, talks: (format: string) => boolean): ModelRoles {
  const weak = settings.weakModelName ?? settings.name;
  const inherited = talks(settings.editFormat) ? "diff" : settings.editFormat;
  return {
    weak,
    editor: settings.editorModelName ?? settings.name,
    editorEditFormat: settings.editorEditFormat ?? inherited,
    summarizers: weak === settings.name ? [weak] : [weak, settings.name],
  };
}

/**
 * A role model's name as the main model was routed: with `openrouter/anthropic/claude-sonnet-4-5` as
 * the main model, the table's `claude-haiku-4-5` becomes `openrouter/anthropic/claude-haiku-4-5`, and
 * a role that is the main model itself keeps the name the user typed.
 */
export function routedLike(main: ResolvedModel, role: string): string {
  if (role === main.settings.name) return main.expanded;
  if (role.includes("/") || main.strippedPrefixes.length === 0) return role;
  return main.strippedPrefixes.join("") + role;
}

/** A coder's three models: the weak and editor models it was given, else its main model. */
export interface RoleModels {
  model: ResolvedModel;
  weakModel: ResolvedModel;
  editorModel: ResolvedModel;
}

/** The one place a missing weak or editor model falls back to the main model. */
export function roleModels(given: {
  model: ResolvedModel;
  weakModel?: ResolvedModel | null;
  editorModel?: ResolvedModel | null;
}): RoleModels {
  const { model } = given;
  return { model, weakModel: given.weakModel ?? model, editorModel: given.editorModel ?? model };
}
