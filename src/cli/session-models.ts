// Which models and edit format a session uses: the main model (`--model`, a shortcut, else
// DEFAULT_MODEL), the weak and editor models (named, else the main model's roles), and where the edit
// format came from, and the alias lines to print. Reads typed settings only; builds no client.
import { chooseEditFormat, chooseEditorEditFormat } from "../coders/format-choice.js";
import { architectFormat } from "../formats/architect/format.js";
import { isTalkingFormat } from "../formats/registry.js";
import { customBaseOf } from "../llm/endpoint.js";
import type { LlmClient } from "../llm/llm-client.js";
import { endOfLifeNotice } from "../models/end-of-life.js";
import { resolveModel, type ResolvedModel } from "../models/resolve-model.js";
import { modelRoles, routedLike } from "../models/model-roles.js";
import type { UserModelEntry } from "../models/user-model-settings.js";
import { chosenModel } from "./model-shortcuts.js";
import { endpointInput } from "./provider-flags.js";
import { withSessionReasoning } from "./session-reasoning.js";
import type { Settings } from "./settings.js";

export const DEFAULT_MODEL = "gpt-4o";

export interface SessionModels {
  /** Resolves another model name the way the session's were (table + the user's settings files). */
  resolve(name: string): ResolvedModel;
  model: ResolvedModel;
  weakModel: ResolvedModel;
  editorModel: ResolvedModel;
  editorEditFormat: string;
  editFormat: string;
  /** Where the edit format came from, for the start-up block. */
  editFormatSource: string;
}

export function chooseModels(
  settings: Settings,
  /** The user's model-settings entries, read once through the trust gate (load-settings.ts). */
  userSettings: readonly UserModelEntry[],
  /** The environment the endpoints are resolved from (a custom OpenAI base may be set there). */
  env: Record<string, string | undefined> = {},
): SessionModels {
  const v = settings.values;
  const resolve = (name: string) => resolveModel(name, { userSettings });
  const model = withSessionReasoning(resolve(chosenModel(settings) ?? DEFAULT_MODEL), settings);
  const roles = modelRoles(model.settings, isTalkingFormat);
  // A custom OpenAI-compatible base (--openai-api-base, OPENAI_BASE_URL, OPENAI_API_BASE: one rule)
  // knows its own names: unless the model typed is a table model by that very name (gpt-4o, whose
  // gpt-4o-mini the gateway serves too), its roles are the model typed.
  const tableName =
    model.settings.name === model.expanded.toLowerCase() && ["exact", "alias"].includes(model.match);
  const gateway = customBaseOf({ ...endpointInput(settings, env), model: model.expanded });
  const custom = gateway !== undefined && !tableName;
  return {
    resolve,
    model,
    // A role model named by the settings goes the main model's way (openrouter/…, gemini/…).
    weakModel: resolve(v.weakModel ?? (custom ? model.expanded : routedLike(model, roles.weak))),
    editorModel: resolve(v.editorModel ?? (custom ? model.expanded : routedLike(model, roles.editor))),
    editorEditFormat: chooseEditorEditFormat(v.editorEditFormat, model),
    ...editFormatOf(settings, model),
  };
}

/** The session's edit format (chooseEditFormat decides) and where it came from, for the start-up block:
 *  --architect, else --edit-format, else --chat-mode, else the model's settings. */
function editFormatOf(
  settings: Settings,
  model: ResolvedModel,
): { editFormat: string; editFormatSource: string } {
  const v = settings.values;
  const asked: [string | undefined, string][] = [
    [v.architect ? architectFormat.name : undefined, `--architect (${settings.sources.architect})`],
    [v.editFormat, settings.sources.editFormat ?? "command line"],
    [v.chatMode, settings.sources.chatMode ?? "command line"],
  ];
  const [format, source] = asked.find(([name]) => name) ?? [undefined, `from ${model.sources.editFormat}`];
  return { editFormat: chooseEditFormat(format, model), editFormatSource: source };
}

/**
 * One line per alias word the models were given as, each word once (`model alias sonnet →
 * claude-sonnet-5-5`): the only case where the name sent is not the name typed, so it is said.
 */
export function aliasNotices(models: Pick<SessionModels, "model" | "weakModel" | "editorModel">): string[] {
  const roles = [
    ["model", models.model],
    ["weak model", models.weakModel],
    ["editor model", models.editorModel],
  ] as const;
  const seen = new Set<string>();
  const notices: string[] = [];
  for (const [role, model] of roles) {
    const word = model.requested.trim();
    if (model.match !== "alias" || seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    notices.push(`${role} alias ${word} → ${model.expanded}`);
  }
  return notices;
}

/**
 * One line per model of the session past or near its end-of-life, each model once. Only for models
 * sent over Anthropic Messages: the dates are Anthropic's own platform's (Bedrock, Google Cloud and
 * gateways such as OpenRouter set their own).
 */
export function endOfLifeNotices(
  models: Pick<SessionModels, "model" | "weakModel" | "editorModel">,
  today: Date,
  protocolOf: (model: ResolvedModel) => string | undefined,
): string[] {
  const seen = new Set<string>();
  const notices: string[] = [];
  for (const model of [models.model, models.weakModel, models.editorModel]) {
    if (seen.has(model.name) || protocolOf(model) !== "anthropic") continue;
    seen.add(model.name);
    const notice = endOfLifeNotice(model.name, today);
    if (notice) notices.push(notice);
  }
  return notices;
}

/** The protocol a model's requests would go by, or undefined when no client can be made (no key). */
export function protocolOf(
  llm: () => Pick<LlmClient, "route">,
): (model: ResolvedModel) => string | undefined {
  return (model) => {
    try {
      return llm().route?.(model.expanded, model.settings.api).protocol;
    } catch {
      return undefined;
    }
  };
}
