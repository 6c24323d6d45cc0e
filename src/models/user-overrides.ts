// Picks a model's overrides out of the user's entries and layers the every-model extra_params over the
// resolved value the way Aider does (nested mappings merged one level deep). Pure.
import type { SettingField, SettingSource } from "./model-settings.js";
import { GLOBAL_NAMES, type UserModelSettings } from "./user-model-settings.js";

type Params = Record<string, unknown>;

export interface UserOverrides {
  /** Fields set by entries named for this model; the later entry wins, field by field. */
  fields: Map<SettingField, { value: unknown; path: string }>;
  /** extra_params of the every-model entries ("*", "aider/extra_params"), in reading order. */
  everyModel: { value: Params; path: string }[];
}

/**
 * `names` are the model's names (as requested, alias-expanded, canonical); `canonical` maps an entry's
 * name the same way, so an entry written for "sonnet" applies to "claude-sonnet-4-5" too.
 */
export function userOverridesFor(
  settings: UserModelSettings | undefined,
  names: readonly string[],
  canonical: (name: string) => string = (name) => name,
): UserOverrides {
  const wanted = new Set(names.map((n) => n.toLowerCase()));
  const fields = new Map<SettingField, { value: unknown; path: string }>();
  const everyModel: { value: Params; path: string }[] = [];
  for (const entry of settings ?? []) {
    if (GLOBAL_NAMES.has(entry.name.toLowerCase())) {
      if (entry.settings.extraParams)
        everyModel.push({ value: entry.settings.extraParams, path: entry.path });
    } else if (wanted.has(entry.name.toLowerCase()) || wanted.has(canonical(entry.name).toLowerCase())) {
      for (const [field, value] of Object.entries(entry.settings)) {
        if (value !== undefined) fields.set(field as SettingField, { value, path: entry.path });
      }
    }
  }
  return { fields, everyModel };
}

const isMapping = (value: unknown): value is Params =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `over` on top of `base`: keys replaced, except mappings on both sides, which are merged (extra_headers). */
function layer(base: Params, over: Params): Params {
  const merged: Params = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = merged[key];
    merged[key] = isMapping(below) && isMapping(value) ? { ...below, ...value } : value;
  }
  return merged;
}

/**
 * The extraParams after the every-model entries: they go on top of the table's or a rule's value, but
 * under a value the user set for this model by name.
 */
export function withEveryModelParams(
  resolved: { value: Params | null; source: SettingSource },
  everyModel: UserOverrides["everyModel"],
): { value: Params | null; source: SettingSource } {
  const last = everyModel[everyModel.length - 1];
  if (last === undefined) return resolved;
  const common = everyModel.reduce<Params>((acc, layerParams) => layer(acc, layerParams.value), {});
  if (resolved.source.startsWith("user file "))
    return { value: layer(common, resolved.value ?? {}), source: resolved.source };
  return { value: layer(resolved.value ?? {}, common), source: `user file ${last.path}` };
}
