// The settings schema, derived from the flag table (flags.ts): the `KerfSettings` type (one camelCase key
// per flag, typed by its kind, choices and default) and the one validator every source goes through.
// A new row in FLAGS needs no second declaration here. Never reads files or the environment.
import { UsageError } from "./exit-codes.js";
import { FLAGS, optionKey, type Flag, type FLAG_ROWS } from "./flags.js";
import type { FlagValue } from "./program.js";

/** An alias (`yes`) has no key of its own: its value lands on its target. */
type SettingRow<Rows extends readonly Flag[]> = Exclude<Rows[number], { aliasOf: string }>;
/** `map-tokens` → `mapTokens`, `gpt-5` → `gpt5`: optionKey at the type level. */
type KeyOf<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<KeyOf<Tail>>}`
  : Name;
type ValueOf<R> = R extends { kind: "boolean" }
  ? boolean
  : R extends { kind: "number" }
    ? number
    : R extends { kind: "list" }
      ? readonly string[]
      : R extends { choices: readonly (infer Choice)[] }
        ? Choice
        : string;
/** Booleans (false), lists (empty) and flags with a default always hold a value. */
type AlwaysSet<R> = R extends { kind: "boolean" | "list" }
  ? true
  : R extends { default: unknown }
    ? true
    : false;

/** A flag table's settings, typed: one camelCase key per row, valued by its kind, choices and default. */
export type SettingsOf<Rows extends readonly Flag[]> = {
  readonly [R in SettingRow<Rows> as KeyOf<R["name"]>]: AlwaysSet<R> extends true
    ? ValueOf<R>
    : ValueOf<R> | undefined;
};
/** Every setting, typed: what the command line, the environment and the config files merged to. */
export type KerfSettings = SettingsOf<typeof FLAG_ROWS>;
export type SettingKey = keyof KerfSettings;

/** The names of rows whose default does not fit their kind or choices; must stay empty. */
type BadDefault<R> = R extends { name: infer N; default: infer D }
  ? D extends ValueOf<R>
    ? never
    : N
  : never;
/** `true` when every row's default fits; else the names of the rows whose default does not. */
export type DefaultsFit<Rows extends readonly Flag[]> = [BadDefault<SettingRow<Rows>>] extends [never]
  ? true
  : BadDefault<SettingRow<Rows>>;
// A row such as `{ kind: "number", default: "3" }` fails to compile here, naming the flag.
const defaultsFitTheirKind: DefaultsFit<typeof FLAG_ROWS> = true;
void defaultsFitTheirKind;
export type SettingValue = string | number | boolean | readonly string[];

export class ConfigError extends UsageError {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

/** Checks and converts one raw value (a YAML value, an environment string, a parsed flag) to the
 *  flag's kind; `where` names the source in the error ("map-tokens in /p/.kerf.conf.yml"). */
export function parseFlagValue(flag: Flag, raw: unknown, where: string): FlagValue {
  const bad = () =>
    new ConfigError(
      `${where}: expected ${flag.kind === "list" ? "a list" : `a ${flag.kind}`}, got ${JSON.stringify(raw)}`,
    );
  switch (flag.kind) {
    case "boolean":
      if (typeof raw === "boolean") return raw;
      if (typeof raw === "string" && /^(true|1|yes|on)$/i.test(raw)) return true;
      if (typeof raw === "string" && /^(false|0|no|off)$/i.test(raw)) return false;
      throw bad();
    case "number": {
      const number =
        typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : NaN;
      if (!Number.isFinite(number)) throw bad();
      return inRange(flag, number, where);
    }
    case "list":
      if (Array.isArray(raw) && raw.every((item) => typeof item === "string"))
        return flag.commas ? raw.flatMap((item: string) => commaList(item)) : [...(raw as string[])];
      if (typeof raw === "string") return commaList(raw);
      throw bad();
    default:
      if (typeof raw === "string" || typeof raw === "number") {
        const text = String(raw);
        if (flag.choices && !flag.choices.includes(text))
          throw new ConfigError(`${where}: expected one of ${flag.choices.join(", ")}`);
        return text;
      }
      throw bad();
  }
}

function commaList(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A number that the row limits (`whole`, `positive`, `min`, `max`) accept, or the error naming the
 *  source and the accepted range. */
function inRange(flag: Flag, number: number, where: string): number {
  const min = flag.min ?? (flag.whole === true ? 0 : undefined);
  const fractional = flag.whole === true && !Number.isInteger(number);
  const low = flag.positive === true ? number <= 0 : min !== undefined && number < min;
  const high = flag.max !== undefined && number > flag.max;
  if (fractional || low || high) {
    const what = `${flag.positive ? "a positive " : "a "}${flag.whole ? "whole number" : "number"}`;
    const range = rangeText(flag, min);
    throw new ConfigError(`${where}: expected ${what}${range}, got ${number}`);
  }
  return number;
}

function rangeText(flag: Flag, min: number | undefined): string {
  if (flag.max === undefined) return "";
  return !flag.positive && min !== undefined ? ` from ${min} to ${flag.max}` : ` up to ${flag.max}`;
}

/** How an error names where a merged value came from. */
export function describeSource(flag: Flag, source: string | undefined): string {
  if (source?.startsWith("config ")) return `${flag.name} in ${source.slice(7)}`;
  if (source === "default") return `the default of --${flag.name}`;
  if (source === "environment") return `the environment's ${flag.name}`;
  return `--${flag.name}`;
}

/** The merged values (by options key) checked against the table and typed: an unset boolean is
 *  false, an unset list empty, an empty string unset, a flag with a default never unset. */
export function toKerfSettings(
  merged: Readonly<Record<string, FlagValue | undefined>>,
  sources: Readonly<Record<string, string>> = {},
): KerfSettings {
  // The one bridge from the table walked at run time to the type derived from it; settings-schema
  // tests check every key's runtime type against its row.
  return typedSettings(FLAGS, merged, sources) as KerfSettings;
}

/** toKerfSettings for any flag table (`kerf eval`'s): every row checked by parseFlagValue, the
 *  table's defaults applied. The caller casts to its table's SettingsOf. */
export function typedSettings(
  flags: readonly Flag[],
  merged: Readonly<Record<string, FlagValue | undefined>>,
  sources: Readonly<Record<string, string>> = {},
): Record<string, SettingValue | undefined> {
  const typed: Record<string, SettingValue | undefined> = {};
  for (const flag of flags) {
    if (flag.aliasOf) continue;
    const key = optionKey(flag.name);
    const raw = merged[key] ?? flag.default;
    const value =
      raw === undefined ? undefined : parseFlagValue(flag, raw, describeSource(flag, sources[key]));
    typed[key] = value === "" ? undefined : (value ?? emptyOf(flag));
  }
  return typed;
}

function emptyOf(flag: Flag): SettingValue | undefined {
  if (flag.kind === "boolean") return false;
  return flag.kind === "list" ? [] : undefined;
}

/** One flag's value, for code that walks the table (model shortcuts, /settings). */
export function settingOf(values: KerfSettings, flag: Flag): SettingValue | undefined {
  const byKey: Readonly<Record<string, SettingValue | undefined>> = values;
  return byKey[optionKey(flag.name)];
}
