// Resolves a model name to settings, field by field: user file → model table → family rule → default.
// Pure: the tables and user overrides are data passed in or imported; no I/O, no environment.
import {
  FAMILY_RULES,
  MODEL_ALIASES,
  MODEL_SYNONYMS,
  MODEL_TABLE,
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

/** How the name was found: the step of the cascade that identified the model. */
export type MatchKind = "alias" | "exact" | "prefix" | "family" | "default";

export interface ResolvedModel {
  /** The name as given. */
  requested: string;
  /** The name to send (less a routing prefix): the name as given, unless the whole of it is an alias word
   *  (`sonnet` → `claude-sonnet-4-5`). Synonyms that only find settings never change it. */
  expanded: string;
  /** The canonical table name, or the bare name when the model is not in the table. */
  name: string;
  match: MatchKind;
  /** Provider prefixes removed, outermost first, e.g. ["openrouter/", "anthropic/"]. */
  strippedPrefixes: string[];
  settings: ModelSettings;
  sources: Record<SettingField, SettingSource>;
}

export interface ResolveOptions {
  userSettings?: UserModelSettings;
  table?: Readonly<Record<string, PartialSettings>>;
  /** Alias words: expanded, and the expansion sent. */
  aliases?: Readonly<Record<string, string>>;
  /** Provider names of table models: used to find settings only. */
  synonyms?: Readonly<Record<string, string>>;
  familyRules?: readonly { pattern: string; settings: PartialSettings }[];
}

interface NameMatch {
  expanded: string;
  name: string;
  match: MatchKind;
  strippedPrefixes: string[];
  entry: PartialSettings | undefined;
}

function aliasTarget(aliases: Readonly<Record<string, string>>, name: string): string | undefined {
  const key = name.toLowerCase();
  return Object.hasOwn(aliases, key) ? aliases[key] : undefined;
}

function lookup(
  name: string,
  table: Readonly<Record<string, PartialSettings>>,
  aliases: Readonly<Record<string, string>>,
): { name: string; entry: PartialSettings } | undefined {
  const key = name.toLowerCase();
  const direct = Object.hasOwn(table, key) ? table[key] : undefined;
  if (direct) return { name: key, entry: direct };
  const target = aliasTarget(aliases, key);
  const aliased = target !== undefined && Object.hasOwn(table, target) ? table[target] : undefined;
  if (target !== undefined && aliased) return { name: target, entry: aliased };
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

function matchName(requested: string, options: ResolveOptions): NameMatch {
  const table = options.table ?? MODEL_TABLE;
  const words = options.aliases ?? MODEL_ALIASES;
  const aliases = { ...(options.synonyms ?? MODEL_SYNONYMS), ...words };
  const expandedAlias = aliasTarget(words, requested);
  const expanded = expandedAlias ?? requested;
  const strippedPrefixes: string[] = [];
  let bare = expanded;
  for (;;) {
    const found = lookup(bare, table, aliases) ?? lookup(stripSuffixes(bare), table, aliases);
    if (found) {
      const match: MatchKind =
        expandedAlias !== undefined ? "alias" : strippedPrefixes.length > 0 ? "prefix" : "exact";
      return { expanded, name: found.name, match, strippedPrefixes, entry: found.entry };
    }
    const stripped = stripPrefix(bare);
    if (!stripped) break;
    strippedPrefixes.push(stripped.prefix);
    bare = stripped.rest;
  }
  // Unknown: family rules see the bare name without suffixes, lower-cased.
  const name = stripSuffixes(bare.includes("/") ? (bare.split("/").pop() ?? bare) : bare).toLowerCase();
  return { expanded, name, match: "default", strippedPrefixes, entry: undefined };
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

/** Resolves `name`; never throws: an unknown model gets the defaults, each field saying so. */
export function resolveModel(name: string, options: ResolveOptions = {}): ResolvedModel {
  const { entry, ...found } = matchName(name.trim(), options);
  const family = familyFor(found.name, options.familyRules ?? FAMILY_RULES);
  const aliases = options.aliases ?? MODEL_ALIASES;
  const overrides = userOverridesFor(
    options.userSettings,
    [name.trim(), found.expanded, found.name],
    (entryName) => aliasTarget(aliases, entryName) ?? entryName,
  );
  const settings: Record<string, unknown> = { name: found.name };
  const sources = {} as Record<SettingField, SettingSource>;
  for (const field of SETTING_FIELDS) {
    const user = overrides.fields.get(field);
    const fromTable = entry?.[field];
    const fromFamily = family.get(field);
    if (user) {
      settings[field] = user.value;
      sources[field] = `user file ${user.path}`;
    } else if (fromTable !== undefined) {
      settings[field] = fromTable;
      sources[field] = "model table";
    } else if (fromFamily) {
      settings[field] = fromFamily.value;
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
