// Merges the command line, the environment (KERF_*) and the config files (.kerf.conf.yml) into one
// settings object: command line beats environment beats config files (later files beat earlier ones).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { UsageError } from "./exit-codes.js";
import { envName, FLAGS, optionKey, type Flag } from "./flags.js";
import type { FlagValue, ParsedArgs } from "./program.js";

export type Source = "command line" | "environment" | `config ${string}` | "default";

export interface Settings {
  values: Record<string, FlagValue | undefined>;
  sources: Record<string, Source>;
  files: string[];
}

export class ConfigError extends UsageError {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

/** The config files that exist, in the order they apply: home, git root, cwd, then --config. */
export function configPaths(options: {
  home?: string;
  gitRoot?: string | null;
  cwd: string;
  explicit?: string;
}): string[] {
  const candidates = [options.home, options.gitRoot ?? undefined, options.cwd]
    .filter((dir): dir is string => Boolean(dir))
    .map((dir) => path.join(dir, ".kerf.conf.yml"));
  const unique = [...new Set(candidates.map((p) => path.resolve(p)))].filter((p) => existsSync(p));
  if (options.explicit) {
    const explicit = path.resolve(options.cwd, options.explicit);
    if (!existsSync(explicit)) throw new ConfigError(`config file ${options.explicit} does not exist`);
    unique.push(explicit);
  }
  return unique;
}

export function mergeSettings(
  args: ParsedArgs,
  env: Record<string, string | undefined>,
  configFiles: string[],
): Settings {
  const values: Record<string, FlagValue | undefined> = {};
  const sources: Record<string, Source> = {};
  const set = (flag: Flag, value: FlagValue, source: Source) => {
    values[optionKey(flag.name)] = value;
    sources[optionKey(flag.name)] = source;
  };
  for (const flag of FLAGS) if (flag.default !== undefined) set(flag, flag.default, "default");
  for (const file of configFiles) {
    for (const [key, raw] of Object.entries(readConfig(file))) {
      const flag = FLAGS.find((f) => f.name === key);
      if (!flag)
        throw new ConfigError(
          `unknown key "${key}" in ${file}; keys are long flag names such as edit-format`,
        );
      set(
        flag,
        relativeTo(path.dirname(file), flag, coerce(flag, raw, `${key} in ${file}`)),
        `config ${file}`,
      );
    }
  }
  for (const flag of FLAGS) {
    const raw = env[envName(flag.name)];
    if (raw !== undefined && raw !== "") set(flag, coerce(flag, raw, envName(flag.name)), "environment");
  }
  for (const [key, value] of Object.entries(args.given)) {
    values[key] = value;
    sources[key] = "command line";
  }
  return { values, sources, files: args.files };
}

/** A file named in a config file is relative to that file's folder, not to wherever kerf runs. */
function relativeTo(dir: string, flag: Flag, value: FlagValue): FlagValue {
  if (!flag.value?.endsWith("FILE")) return value;
  const resolve = (file: string) => path.resolve(dir, file);
  if (Array.isArray(value)) return value.map(resolve);
  return typeof value === "string" ? resolve(value) : value;
}

function readConfig(file: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = YAML.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new ConfigError(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (parsed === null || parsed === undefined) return {};
  if (typeof parsed !== "object" || Array.isArray(parsed))
    throw new ConfigError(`${file} must be a mapping of flag names to values`);
  return parsed as Record<string, unknown>;
}

function coerce(flag: Flag, raw: unknown, where: string): FlagValue {
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
      if (Array.isArray(raw) && raw.every((item) => typeof item === "string")) return raw as string[];
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
