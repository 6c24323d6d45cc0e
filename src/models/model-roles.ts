// Which model does which job, from resolved settings: the weak model (commit messages, summaries), the
// editor (architect mode) and the summariser fallback chain. Pure: names only, no lookups of its own.
import type { ModelSettings } from "./model-settings.js";

export interface ModelRoles {
  /** Commit messages and history summaries; the main model when the settings name none. */
  weak: string;
  /** Applies an architect's plan; the main model when the settings name none. */
  editor: string;
  editorEditFormat: string;
  /** Summarisers to try in order: the weak model, then the main model (once, if they are the same). */
  summarizers: string[];
}

// An editor turn must edit files, so a main format that only talks cannot be inherited.
const NON_EDITING_FORMATS = new Set(["architect", "ask"]);

export function modelRoles(settings: ModelSettings): ModelRoles {
  const weak = settings.weakModelName ?? settings.name;
  const inherited = NON_EDITING_FORMATS.has(settings.editFormat) ? "diff" : settings.editFormat;
  return {
    weak,
    editor: settings.editorModelName ?? settings.name,
    editorEditFormat: settings.editorEditFormat ?? inherited,
    summarizers: weak === settings.name ? [weak] : [weak, settings.name],
  };
}
