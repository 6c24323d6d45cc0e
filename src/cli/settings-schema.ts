// The settings schema, derived from the flag table (flags.ts): the `KerfSettings` type (one camelCase key
// per flag, typed by its kind, choices and default) and the one validator every source goes through.
// A new row in FLAGS needs no second declaration here. Never reads files or the environment.
import { UsageError } from "./exit-codes.js";
import { FLAGS, optionKey, type Flag, type FLAG_ROWS } from "./flags.js";
import type { FlagValue } from "./program.js";

type Row = (typeof FLAG_ROWS)[number];
/** An alias (`yes`) has no key of its own: its value lands on its target. */
type SettingRow = Exclude<Row, { aliasOf: string }>;
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

/** Every setting, typed: what the command line, the environment and the config files merged to. */
export type KerfSettings = {
  readonly [R in SettingRow as KeyOf<R["name"]>]: AlwaysSet<R> extends true
    ? ValueOf<R>
    : ValueOf<R> | undefined;
};
export type SettingKey = keyof KerfSettings;

/** The names of rows whose default does not fit their kind or choices; must stay empty. */
type BadDefault<R> = R extends { name: infer N; default: infer D }
  ? D extends ValueOf<R>
    ? never
    : N
  : never;
// A row such as `{ kind: "number", default: "3" }` fails to compile here, naming the flag.
const defaultsFitTheirKind: [BadDefault<SettingRow>] extends [never] ? true : BadDefault<SettingRow> = true;
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
      return number;
    }
    case "list":
      if (Array.isArray(raw) && raw.every((item) => typeof item === "string")) return [...(raw as string[])];
      if (typeof raw === "string")
        return raw
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean);
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
  const typed: Record<string, SettingValue | undefined> = {};
  for (const flag of FLAGS) {
    if (flag.aliasOf) continue;
    const key = optionKey(flag.name);
    const raw = merged[key] ?? flag.default;
    const value =
      raw === undefined ? undefined : parseFlagValue(flag, raw, describeSource(flag, sources[key]));
    typed[key] = value === "" ? undefined : (value ?? emptyOf(flag));
  }
  // The one bridge from the table walked at run time to the type derived from it; settings-schema
  // tests check every key's runtime type against its row.
  return typed as KerfSettings;
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
