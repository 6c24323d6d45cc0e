// Builds the full template variable set for one prompt class from settings and environment facts.
// Pure; the nested texts (tips, reminders) are rendered here so templates insert finished text.
import type { Fence } from "../edits/edit.js";
import { DEFAULT_FENCE } from "../core/fences.js";
import type { CoderPrompts } from "./coder-prompts.js";
import { renderPlatform, type PlatformFacts } from "./platform-text.js";
import { renderTemplate, type TemplateVariables } from "./render-template.js";

export interface TemplateSettings {
  fence: Fence;
  platform: PlatformFacts;
  /** The resolved reply language (resolveUserLanguage); null → the user's own language. */
  language?: string | null;
  lazy?: boolean;
  overeager?: boolean;
  /** Whether the model may suggest shell commands. */
  shellCommands?: boolean;
}

export const DEFAULT_LANGUAGE = "the same language the user writes in";

export function buildTemplateVariables(prompts: CoderPrompts, settings: TemplateSettings): TemplateVariables {
  const language = settings.language ?? DEFAULT_LANGUAGE;
  const base = {
    fenceOpen: settings.fence.open,
    fenceClose: settings.fence.close,
    platform: renderPlatform(settings.platform),
    language,
  };
  const nested = (template: string) => renderTemplate(template, base);
  const reminders = [
    settings.lazy ? nested(prompts.lazyPrompt) : null,
    settings.overeager ? nested(prompts.overeagerPrompt) : null,
    // Not rendered: a user-given language is data and may hold braces.
    `Reply in ${language}.`,
  ].filter((text): text is string => text !== null);
  const isDefaultFence = settings.fence.open === DEFAULT_FENCE.open;
  return {
    ...base,
    finalReminders: reminders.join("\n"),
    goAheadTip: nested(prompts.goAheadTip),
    shellCmdPrompt: nested(settings.shellCommands ? prompts.shellCmdPrompt : prompts.noShellCmdPrompt),
    shellCmdReminder: nested(settings.shellCommands ? prompts.shellCmdReminder : prompts.noShellCmdReminder),
    quadBacktickReminder: isDefaultFence ? "" : nested(prompts.quadBacktickReminder),
  };
}
