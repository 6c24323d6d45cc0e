// Resolves a model name to settings, field by field: user file → model table → family rule → default,
// and decides the name sent: the typed name, or an alias word's expansion, never a lookup key.
// Pure: the tables and user overrides are data passed in or imported; no I/O, no environment.
import { currentModel, modelAliases, type LineupData } from "./current-models.js";
import {
  FAMILY_RULES,
  MODEL_TABLE,
  NAME_VARIANTS,
  PROVIDER_PREFIXES,
  VERSION_SUFFIXES,
} from "./model-settings-data.js";
import {
  DEFAULT_SETTINGS,
  SETTING_FIELDS,
  type ModelSettings,
  type PartialSettings,
  type SettingField,
  type SettingSource,
} from "./model-settings.js";
import type { UserModelSettings } from "./user-model-settings.js";
import { userOverridesFor, withEveryModelParams } from "./user-overrides.js";

/** How the name was found: the step of the cascade that identified the model ("alias": the whole
 *  typed name was an alias word, and `expanded` is its expansion). */
export type MatchKind = "alias" | "exact" | "prefix" | "family" | "default";

export interface ResolvedModel {
  /** The name as given. */
  requested: string;
  /**
   * The name to send, routing prefix still on: the name as given (trimmed), or the expansion when the
   * whole name is an alias word. Never a table key: `qwen2.5-coder:32b` stays `qwen2.5-coder:32b`.
   */
  expanded: string;
  /** The canonical table name (the settings' lookup key), or the bare name when not in the table. */
  name: string;
  match: MatchKind;
  /** Provider prefixes removed, outermost first, e.g. ["openrouter/", "anthropic/"]. */
  strippedPrefixes: string[];
  /**
   * The settings were found under another spelling (`deepseek-r1` → `deepseek-reasoner`): where this
   * name is served, the table's names for other models may not exist.
   */
  variant: boolean;
  settings: ModelSettings;
  sources: Record<SettingField, SettingSource>;
}

export interface ResolveOptions {
  userSettings?: UserModelSettings;
  table?: Readonly<Record<string, PartialSettings>>;
  /** Alias words: expanded, and the expansion sent (default: `modelAliases(today)`). */
  aliases?: Readonly<Record<string, string>>;
  /** The day the aliases and the tables' role models are made current for (default: now). */
  today?: Date;
  /** The model lines and end-of-life dates that decide it (default: the data files). */
  lineup?: LineupData;
  /** Other spellings of table names: used to find settings only. */
  variants?: Readonly<Record<string, string>>;
  familyRules?: readonly { pattern: string; settings: PartialSettings }[];
}

interface NameMatch {
  expanded: string;
  name: string;
  match: MatchKind;
  strippedPrefixes: string[];
  variant: boolean;
  entry: PartialSettings | undefined;
}

function aliasTarget(aliases: Readonly<Record<string, string>>, name: string): string | undefined {
  const key = name.toLowerCase();
  return Object.hasOwn(aliases, key) ? aliases[key] : undefined;
}

function lookup(
  name: string,
  table: Readonly<Record<string, PartialSettings>>,
  variants: Readonly<Record<string, string>>,
): { name: string; entry: PartialSettings; variant: boolean } | undefined {
  const key = name.toLowerCase();
  const direct = Object.hasOwn(table, key) ? table[key] : undefined;
  if (direct) return { name: key, entry: direct, variant: false };
  const target = aliasTarget(variants, key);
  const found = target !== undefined && Object.hasOwn(table, target) ? table[target] : undefined;
  if (target !== undefined && found) return { name: target, entry: found, variant: true };
  return undefined;
}

/** The name without its version suffixes ("-20250514", "-latest", ":free"), applied until none matches. */
function stripSuffixes(name: string): string {
  let current = name;
  for (let changed = true; changed;) {
    changed = false;
    for (const suffix of VERSION_SUFFIXES) {
      const next = current.replace(new RegExp(suffix, "i"), "");
      if (next !== current && next.length > 0) {
        current = next;
        changed = true;
      }
    }
  }
  return current;
}

function stripPrefix(name: string): { rest: string; prefix: string } | undefined {
  const lower = name.toLowerCase();
  const prefix = PROVIDER_PREFIXES.find((p) => lower.startsWith(p));
  if (prefix !== undefined) return { rest: name.slice(prefix.length), prefix };
  return undefined;
}

/**
 * The name sent is decided first and never changes below: an alias applies only to the whole typed
 * word. Everything after it (variants, prefixes, suffixes) only finds the settings.
 */
function matchName(requested: string, options: ResolveOptions): NameMatch {
  const table = options.table ?? MODEL_TABLE;
  const variants = options.variants ?? NAME_VARIANTS;
  const expandedAlias = aliasTarget(options.aliases ?? aliasesOn(options), requested);
  const expanded = expandedAlias ?? requested;
  const aliased = expandedAlias !== undefined;
  const strippedPrefixes: string[] = [];
  let bare = expanded;
  for (;;) {
    const found = lookup(bare, table, variants) ?? lookup(stripSuffixes(bare), table, variants);
    if (found) {
      const match: MatchKind = aliased ? "alias" : strippedPrefixes.length > 0 ? "prefix" : "exact";
      return {
        expanded,
        name: found.name,
        match,
        strippedPrefixes,
        variant: found.variant,
        entry: found.entry,
      };
    }
    const stripped = stripPrefix(bare);
    if (!stripped) break;
    strippedPrefixes.push(stripped.prefix);
    bare = stripped.rest;
  }
  // Unknown: family rules see the bare name without suffixes, lower-cased.
  const name = stripSuffixes(bare.includes("/") ? (bare.split("/").pop() ?? bare) : bare).toLowerCase();
  const match = aliased ? "alias" : "default";
  return { expanded, name, match, strippedPrefixes, variant: false, entry: undefined };
}

function familyFor(
  name: string,
  rules: readonly { pattern: string; settings: PartialSettings }[],
): Map<SettingField, { value: unknown; pattern: string }> {
  const found = new Map<SettingField, { value: unknown; pattern: string }>();
  for (const rule of rules) {
    if (!new RegExp(rule.pattern, "i").test(name)) continue;
    for (const field of SETTING_FIELDS) {
      const value = rule.settings[field];
      if (value !== undefined && !found.has(field)) found.set(field, { value, pattern: rule.pattern });
    }
  }
  return found;
}

/** Settings that name other models to send requests to (not lookup keys). */
const ROLE_NAME_FIELDS: ReadonlySet<SettingField> = new Set(["weakModelName", "editorModelName"]);

/** The alias words on the options' day (the fixed words and each line's current model). */
function aliasesOn(options: ResolveOptions): Readonly<Record<string, string>> {
  return modelAliases(options.today ?? new Date(), options.lineup);
}

/**
 * A role model the tables name is made current (a retired one gives way to its line's current model);
 * a role that is the model itself stays, so a model typed in full is the one its roles use.
 */
function current(field: SettingField, value: unknown, self: string, options: ResolveOptions): unknown {
  if (!ROLE_NAME_FIELDS.has(field) || typeof value !== "string" || value === self) return value;
  return currentModel(value, options.today ?? new Date(), options.lineup);
}

/** Resolves `name`; never throws: an unknown model gets the defaults, each field saying so. */
export function resolveModel(name: string, options: ResolveOptions = {}): ResolvedModel {
  const { entry, ...found } = matchName(name.trim(), options);
  const family = familyFor(found.name, options.familyRules ?? FAMILY_RULES);
  const aliases = options.aliases ?? aliasesOn(options);
  const variants = options.variants ?? NAME_VARIANTS;
  const overrides = userOverridesFor(
    options.userSettings,
    [name.trim(), found.expanded, found.name],
    (entryName) => aliasTarget(aliases, entryName) ?? aliasTarget(variants, entryName) ?? entryName,
  );
  const settings: Record<string, unknown> = { name: found.name };
  const sources = {} as Record<SettingField, SettingSource>;
  for (const field of SETTING_FIELDS) {
    // Found under another spelling, the model is served where the table's other names may not exist.
    const named = !(found.variant && ROLE_NAME_FIELDS.has(field));
    const user = overrides.fields.get(field);
    const fromTable = named ? entry?.[field] : undefined;
    const fromFamily = named ? family.get(field) : undefined;
    if (user) {
      settings[field] = user.value;
      sources[field] = `user file ${user.path}`;
    } else if (fromTable !== undefined) {
      settings[field] = current(field, fromTable, found.name, options);
      sources[field] = "model table";
    } else if (fromFamily) {
      settings[field] = current(field, fromFamily.value, found.name, options);
      sources[field] = `family rule ${fromFamily.pattern}`;
    } else {
      settings[field] = DEFAULT_SETTINGS[field];
      sources[field] = "default";
    }
  }
  const params = withEveryModelParams(
    { value: settings.extraParams as Record<string, unknown> | null, source: sources.extraParams },
    overrides.everyModel,
  );
  settings.extraParams = params.value;
  sources.extraParams = params.source;
  const match = found.match === "default" && family.size > 0 ? "family" : found.match;
  return { requested: name, ...found, match, settings: settings as unknown as ModelSettings, sources };
}
