// The models layer's public exports: settings data and resolution, user files, tokens, costs.
// Re-exports only.
export {
  DEFAULT_SETTINGS,
  SETTING_FIELDS,
  type ModelPrices,
  type ModelSettings,
  type PartialSettings,
  type SettingField,
  type SettingSource,
  type ThinkingType,
  type TokenizerName,
} from "./model-settings.js";
export {
  FAMILY_RULES,
  MODEL_ALIASES,
  MODEL_TABLE,
  NAME_VARIANTS,
  PROVIDER_PREFIXES,
} from "./model-settings-data.js";
export { resolveModel, type MatchKind, type ResolvedModel, type ResolveOptions } from "./resolve-model.js";
export {
  loadModelSettingsFiles,
  ModelSettingsFileError,
  parseModelSettings,
  type ModelSettingsFileErrorCode,
  type UserModelEntry,
  type UserModelSettings,
} from "./user-model-settings.js";
export { modelRoles, type ModelRoles } from "./model-roles.js";
export { currentModel, currentOfLine, isRetired, modelAliases, type LineupData } from "./current-models.js";
export { MODEL_LINES, type LineModel, type ModelLine } from "./model-lines-data.js";
export { endOfLifeNotice } from "./end-of-life.js";
export { END_OF_LIFE, END_OF_LIFE_NOTICE_DAYS, type EndOfLife } from "./end-of-life-data.js";
export {
  countMessages,
  countText,
  MESSAGE_OVERHEAD,
  messageText,
  type CountMessagesOptions,
  type TokenMessage,
} from "./tokens.js";
export { costOf, worstCaseCost, type TokenUsage } from "./cost.js";
export { formatTokens } from "./format-tokens.js";
export { MODEL_SETTINGS_FILE, modelSettingsPaths, type ModelSettingsPlaces } from "./model-settings-paths.js";
