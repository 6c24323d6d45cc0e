// The session's models: which (the main model from `--model`, a shortcut, else DEFAULT_MODEL; the weak
// and editor models named, else the main model's roles), the edit format and where it came from,
// `--reasoning-effort`/`--thinking-tokens` as overrides, the lines said about them (aliases, end of
// life), and the client that reaches them, built on first use. Reads typed settings only. The coder
// holds the chosen models and format: after setup they are read from it (`roleModels(coder.options)`).
import type { Reporter } from "../coders/coder-events.js";
import { chooseEditFormat, chooseEditorEditFormat } from "../coders/format-choice.js";
import { architectFormat } from "../formats/architect/format.js";
import { isTalkingFormat } from "../formats/registry.js";
import { sessionStack } from "../llm/client-stack.js";
import { customBaseOf, type EndpointInput } from "../llm/endpoint.js";
import type { LlmClient } from "../llm/llm-client.js";
import type { Protocol } from "../llm/protocol.js";
import { createRoutedLlmClient } from "../llm/routed-client.js";
import type { SpendMeter } from "../llm/spend-cap.js";
import { endOfLifeNotice } from "../models/end-of-life.js";
import { resolveModel, type ResolvedModel } from "../models/resolve-model.js";
import { modelRoles, routedLike, type RoleModels } from "../models/model-roles.js";
import type { Coder } from "../coders/base-coder.js";
import type { UserModelEntry } from "../models/user-model-settings.js";
import { chosenModel } from "./model-shortcuts.js";
import { endpointInput } from "./provider-flags.js";
import type { Settings } from "./settings.js";
import type { KerfSettings } from "./settings-schema.js";

export const DEFAULT_MODEL = "gpt-4o";

/** What the session's first coder is built from (it holds them from then on), and how to resolve more. */
export interface SessionModels extends RoleModels {
  /** Resolves another model name the way the session's were (table + the user's settings files). */
  resolve(name: string): ResolvedModel;
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
export function aliasNotices(models: RoleModels): string[] {
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
  models: RoleModels,
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

/** `--reasoning-effort` and `--thinking-tokens` (and /reasoning-effort, /think-tokens) as overrides of the
 *  main model's settings, so they reach the request the same way a settings file's values do. */
export function withReasoning(
  model: ResolvedModel,
  change: { reasoningEffort?: string | null; thinkingTokens?: number | null },
): ResolvedModel {
  const settings = { ...model.settings };
  const sources = { ...model.sources };
  if (change.reasoningEffort !== undefined) {
    settings.reasoningEffort = change.reasoningEffort;
    sources.reasoningEffort = "command line";
  }
  if (change.thinkingTokens !== undefined) {
    settings.thinkingTokens = change.thinkingTokens;
    sources.thinkingTokens = "command line";
  }
  return { ...model, settings, sources };
}

function withSessionReasoning(model: ResolvedModel, settings: Settings): ResolvedModel {
  const { reasoningEffort, thinkingTokens } = settings.values;
  return withReasoning(model, {
    ...(reasoningEffort !== undefined ? { reasoningEffort } : {}),
    ...(thinkingTokens !== undefined ? { thinkingTokens } : {}),
  });
}

/** The model client, built once on the first call (commands that never reach a model need no key): the
 *  endpoint from the provider flags, TLS verification and the per-request deadline from settings.
 *  `secrets`: the session's keys, masked in every message the client sends. */
export function llmOnFirstUse(
  v: KerfSettings,
  endpoint: EndpointInput,
  reporter: Reporter,
  secrets: readonly string[] = [],
): () => LlmClient {
  let llm: LlmClient | undefined;
  return () =>
    (llm ??= createRoutedLlmClient({
      endpoint,
      api: (v.api as Protocol | undefined) ?? null,
      verifySsl: v.verifySsl,
      secrets,
      onRetry: (notice) => reporter({ type: "retry", ...notice }),
      // 0 (or less) keeps the library's deadline.
      ...(v.timeout !== undefined && v.timeout > 0 ? { deadlineMs: v.timeout * 1000 } : {}),
      onWarning: (message) => reporter({ type: "warning", message }),
    }));
}

/** The session's client as its coders and commands use it: built by `first` on first use, each request
 *  checked against `--max-cost` and `--max-requests` (at the prices of the model it names, resolved as
 *  the session's are) and metered by `spend`; a stopped reply's tokens estimated with the main model's
 *  tokenizer. */
export function sessionClient(
  v: KerfSettings,
  first: () => LlmClient,
  models: Pick<SessionModels, "model" | "resolve">,
  spend: SpendMeter,
): LlmClient {
  const options = {
    ...(v.maxCost !== undefined ? { maxCost: v.maxCost } : {}),
    ...(v.maxRequests !== undefined ? { maxRequests: v.maxRequests } : {}),
    settingsOf: (name: string) => models.resolve(name).settings,
  };
  return sessionStack(first, models.model.settings.tokenizer, { options, meter: spend });
}

/** What a switch of the main model to `name` brings (`/model`, `--fallback-model`): the model, its own
 *  weak and editor models, and its own edit format, unless the user had chosen another one for the
 *  current model (then that format stays). */
export function switchedModels(
  resolve: (name: string) => ResolvedModel,
  coder: Pick<Coder, "editFormat" | "options">,
  name: string,
): RoleModels & { editFormat: string } {
  const model = resolve(name);
  const roles = modelRoles(model.settings, isTalkingFormat);
  const weakModel = resolve(routedLike(model, roles.weak));
  const editorModel = resolve(routedLike(model, roles.editor));
  const keptFormat = coder.editFormat !== coder.options.model.settings.editFormat;
  const editFormat = chooseEditFormat(keptFormat ? coder.editFormat : undefined, model);
  return { model, weakModel, editorModel, editFormat };
}
