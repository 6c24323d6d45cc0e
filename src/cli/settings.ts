// Merges the command line, the environment (KERF_*) and the config files (.kerf.conf.yml) into one
// settings object: command line beats environment beats config files (later files beat earlier ones).
// Each value is checked by the schema (settings-schema.ts) with its source named; the result is typed.
import { existsSync } from "node:fs";
import path from "node:path";
import { parseYaml } from "../core/parse-yaml.js";
import {
  powerfulReason,
  READ_LIMITS,
  readSafeSync,
  type IgnoredKey,
  type TrustGate,
} from "../trust/index.js";
import { AIDER_CONFIG_FILE, AiderKeys } from "./aider-keys.js";
import { MCP_SERVERS_KEY } from "./mcp-config.js";
import { aiderEnvName, envName, FLAGS, optionKey, targetFlag, type Flag } from "./flags.js";
import type { FlagValue, ParsedArgs } from "./program.js";
import { projectSetEnv, setEnvWarning } from "./project-set-env.js";
import { ConfigError, parseFlagValue, toKerfSettings, type KerfSettings } from "./settings-schema.js";

export { ConfigError };
export type { KerfSettings };

export type Source = "command line" | "environment" | `config ${string}` | "default";

export interface Settings {
  values: KerfSettings;
  /** Where each value that is set came from, by options key. */
  sources: Record<string, Source>;
  files: string[];
  /** One line per Aider config file with keys kerf does not implement (never an error). */
  warnings?: string[];
}

/** The config files that exist, in the order they apply: home, git root, cwd, then --config. */
export function configPaths(options: {
  home?: string;
  gitRoot?: string | null;
  cwd: string;
  explicit?: string;
}): string[] {
  // At each level Aider's file is read after kerf's, so it wins there.
  const candidates = [options.home, options.gitRoot ?? undefined, options.cwd]
    .filter((dir): dir is string => Boolean(dir))
    .flatMap((dir) => [path.join(dir, ".kerf.conf.yml"), path.join(dir, AIDER_CONFIG_FILE)]);
  const unique = [...new Set(candidates.map((p) => path.resolve(p)))].filter((p) => existsSync(p));
  if (options.explicit) {
    const explicit = path.resolve(options.cwd, options.explicit);
    if (!existsSync(explicit)) throw new ConfigError(`config file ${options.explicit} does not exist`);
    unique.push(explicit);
  }
  return unique;
}

export interface TrustInput {
  /** Decides which files may set powerful keys; collects what it ignored. */
  gate: TrustGate;
  /** The project root: project config files must really lie inside it, and paths outside it are
   *  powerful. */
  projectRoot: string;
  /** The real environment (without .env values): it beats project files for base URL and key. */
  realEnv: Record<string, string | undefined>;
}

export function mergeSettings(
  args: ParsedArgs,
  env: Record<string, string | undefined>,
  configFiles: string[],
  trust?: TrustInput,
): Settings {
  const values: Record<string, FlagValue | undefined> = {};
  const sources: Record<string, Source> = {};
  const set = (flag: Flag, value: FlagValue, source: Source) => {
    values[optionKey(flag.name)] = value;
    sources[optionKey(flag.name)] = source;
  };
  const fromUser = (key: string) => {
    const source = sources[key];
    return source !== undefined && source.startsWith("config ") && !!trust?.gate.isUserFile(source.slice(7));
  };
  for (const flag of FLAGS) {
    if (flag.default === undefined) continue;
    set(flag, typeof flag.default === "object" ? [...flag.default] : flag.default, "default");
  }
  const warnings: string[] = [];
  let userSetEnv: string[] = [];
  for (const file of configFiles) {
    const project = trust !== undefined && !trust.gate.isUserFile(file);
    const { bytes, data } = readConfig(file, project ? [trust.projectRoot] : undefined);
    const allowed = !project || trust.gate.allows(file, bytes);
    const ignored: IgnoredKey[] = [];
    const aider = new AiderKeys(file);
    for (const [rawKey, raw] of Object.entries(data)) {
      // A structured value, read by mcp-config.ts through the same reader and trust gate.
      if (rawKey === MCP_SERVERS_KEY) continue;
      const given = FLAGS.find((f) => f.name === rawKey);
      if (!given) {
        if (aider.skip(rawKey)) continue;
        throw new ConfigError(
          `unknown key "${rawKey}" in ${file}; keys are long flag names such as edit-format`,
        );
      }
      const flag = targetFlag(given);
      const key = flag.name;
      const coerced = aider.coerce(rawKey, () => parseFlagValue(flag, raw, `${rawKey} in ${file}`));
      if (coerced === undefined) continue;
      const value = relativeTo(path.dirname(file), flag, coerced);
      if (project) {
        const context = {
          valueShape: flag.value,
          projectRoot: trust.projectRoot,
          fileDir: path.dirname(file),
        };
        const reason = powerfulReason(key, value, context);
        if (reason && !allowed) {
          ignored.push({ key, reason });
          continue;
        }
        // The user's own config beats a project file for where requests go and what they carry.
        if (isEndpointFlag(flag) && fromUser(optionKey(key))) continue;
        if (key === "set-env" && Array.isArray(value)) {
          const merged = projectSetEnv(value, userSetEnv, trust.realEnv);
          if (merged.dropped.length > 0) warnings.push(setEnvWarning(file, merged.dropped));
          set(flag, merged.entries, `config ${file}`);
          continue;
        }
      } else if (key === "set-env" && Array.isArray(value)) userSetEnv = value;
      set(flag, value, `config ${file}`);
    }
    if (project) trust.gate.ignore(file, bytes, ignored);
    const warning = aider.warning();
    if (warning) warnings.push(warning);
  }
  // AIDER_* first, so KERF_* (set later) wins where both are set. Aider's shapes kerf cannot take are
  // skipped with a warning, as in Aider's file.
  const aiderEnv = new AiderKeys("the environment", true);
  const variables = [
    ...FLAGS.map((flag) => ({ variable: aiderEnvName(flag.name), flag, aider: true })),
    ...FLAGS.map((flag) => ({ variable: envName(flag.name), flag, aider: false })),
  ];
  for (const { variable, flag, aider } of variables) {
    const raw = env[variable];
    if (raw === undefined || raw === "") continue;
    const target = targetFlag(flag);
    // A value that came from a project .env, not the real environment, never beats the user's config.
    const fromDotenv = trust !== undefined && trust.realEnv[variable] !== raw;
    if (fromDotenv && isEndpointFlag(target) && fromUser(optionKey(target.name))) continue;
    const convert = () => parseFlagValue(target, raw, variable);
    const value = aider ? aiderEnv.coerce(variable, convert) : convert();
    if (value !== undefined) set(target, value, "environment");
  }
  const envWarning = aiderEnv.warning();
  if (envWarning) warnings.push(envWarning);
  if (trust) realEnvBeatsProject(values, sources, trust);
  for (const [key, value] of Object.entries(args.given)) {
    values[key] = value;
    sources[key] = "command line";
  }
  const typed = toKerfSettings(values, sources);
  return { values: typed, sources, files: args.files, ...(warnings.length > 0 ? { warnings } : {}) };
}

/** A file named in a config file is relative to that file's folder, not to wherever kerf runs. */
function relativeTo(dir: string, flag: Flag, value: FlagValue): FlagValue {
  if (!flag.value?.endsWith("FILE") && flag.value !== "PATH_OR_URL") return value;
  // URLs stay as they are; `~/…` is expanded later against the home folder.
  const resolve = (file: string) => (/^https?:\/\/|^~(\/|$)/i.test(file) ? file : path.resolve(dir, file));
  if (Array.isArray(value)) return value.map(resolve);
  return typeof value === "string" ? resolve(value) : value;
}

/** Where requests go and what they carry: the keys the user's own settings always win for. */
function isEndpointFlag(flag: Flag): boolean {
  return /URL|KEY/.test(flag.value ?? "");
}

/** The real environment's OPENAI_* variables that a project file's base URL or key must not beat. */
const REAL_ENV_FOR: Record<string, readonly string[]> = {
  openaiApiBase: ["OPENAI_BASE_URL", "OPENAI_API_BASE"],
  openaiApiKey: ["OPENAI_API_KEY"],
};

function realEnvBeatsProject(
  values: Record<string, FlagValue | undefined>,
  sources: Record<string, Source>,
  trust: TrustInput,
): void {
  for (const [key, names] of Object.entries(REAL_ENV_FOR)) {
    const source = sources[key];
    if (!source?.startsWith("config ") || trust.gate.isUserFile(source.slice(7))) continue;
    if (names.some((name) => (trust.realEnv[name] ?? "") !== "")) {
      delete values[key];
      delete sources[key];
    }
  }
}

/** Reads a config file through the safe reader (bounded; a project file must really be inside the
 *  project) and parses it. */
function readConfig(
  file: string,
  roots?: readonly string[],
): { bytes: Buffer; data: Record<string, unknown> } {
  let bytes: Buffer;
  let parsed: unknown;
  try {
    bytes = readSafeSync(file, { limit: READ_LIMITS.config, ...(roots ? { roots } : {}) });
    parsed = parseYaml(bytes.toString("utf8"));
  } catch (error) {
    throw new ConfigError(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (parsed === null || parsed === undefined) return { bytes, data: {} };
  if (typeof parsed !== "object" || Array.isArray(parsed))
    throw new ConfigError(`${file} must be a mapping of flag names to values`);
  return { bytes, data: parsed as Record<string, unknown> };
}
