// Loads user model-settings files (.kerf.model.settings.yml, or Aider's .aider.model.settings.yml as is)
// and picks the overrides for a model, per field, later files winning. Reads only the paths it is given.
import { dirname, resolve } from "node:path";
import { parseYaml } from "../core/parse-yaml.js";
import { powerfulModelField, READ_LIMITS, readSafe, SafeReadError, type TrustGate } from "../trust/index.js";
import type { PartialSettings } from "./model-settings.js";
import { parseModelMetadata } from "./model-metadata.js";
import { checkValue, fieldForKey, IGNORED_KEYS } from "./model-settings-keys.js";

export interface UserModelEntry {
  /** The model name the entry applies to; "*" or Aider's "aider/extra_params" apply to every model. */
  name: string;
  path: string;
  settings: PartialSettings;
}

/** Entries in reading order: a later entry overrides an earlier one field by field. */
export type UserModelSettings = readonly UserModelEntry[];

export type ModelSettingsFileErrorCode =
  "unreadable" | "bad-yaml" | "not-a-list" | "missing-name" | "unknown-key" | "bad-value";

export class ModelSettingsFileError extends Error {
  readonly code: ModelSettingsFileErrorCode;
  readonly path: string;
  readonly key?: string;
  constructor(
    code: ModelSettingsFileErrorCode,
    path: string,
    message: string,
    options?: { key?: string; cause?: unknown },
  ) {
    super(`${path}: ${message}`, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = "ModelSettingsFileError";
    this.code = code;
    this.path = path;
    if (options?.key !== undefined) this.key = options.key;
  }
}

/** Entry names that apply to every model; like Aider's, they may set extra_params only. */
export const GLOBAL_NAMES: ReadonlySet<string> = new Set(["*", "aider/extra_params"]);

/** Aider's own settings file: keys kerf does not implement are skipped (and reported), not errors. */
const isAiderFile = (path: string) => /(^|[\\/])\.aider\.[^\\/]*$/.test(path);

function parseEntry(raw: unknown, index: number, path: string, skipped?: string[]): UserModelEntry {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new ModelSettingsFileError("not-a-list", path, `entry ${index + 1} is not a mapping`);
  }
  const record = raw as Record<string, unknown>;
  if (typeof record.name !== "string" || record.name.trim() === "") {
    throw new ModelSettingsFileError("missing-name", path, `entry ${index + 1} has no "name"`);
  }
  const settings: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === "name" || IGNORED_KEYS.has(key)) continue;
    const field = fieldForKey(key);
    if (field !== undefined && field !== "extraParams" && GLOBAL_NAMES.has(record.name.toLowerCase())) {
      const message = `"${key}" cannot be set for every model ("${record.name}"): only extra_params can`;
      throw new ModelSettingsFileError("unknown-key", path, message, { key });
    }
    if (field === undefined && skipped) {
      skipped.push(`${key} (for ${record.name})`);
      continue;
    }
    if (field === undefined) {
      throw new ModelSettingsFileError(
        "unknown-key",
        path,
        `unknown key "${key}" in the entry for ${record.name}`,
        { key },
      );
    }
    const checked = checkValue(field, value);
    if (!checked.ok) {
      const message = `"${key}" for ${record.name} must be ${checked.expected}, got ${JSON.stringify(value)}`;
      throw new ModelSettingsFileError("bad-value", path, message, { key });
    }
    settings[field] = field === "basePrompt" ? basePromptValue(checked.value as string, path) : checked.value;
  }
  return { name: record.name.trim(), path, settings: settings as PartialSettings };
}

/** A base prompt given as a path (it has a slash or ends in .md) is relative to the settings file. */
function basePromptValue(value: string, file: string): string {
  return /[/\\]|\.md$/i.test(value) ? resolve(dirname(file), value) : value;
}

/** Parses one file's text (LiteLLM metadata JSON when it ends in .json). Throws ModelSettingsFileError
 *  naming the file and the key; in Aider's files unknown keys go to `skipped` instead, when given. */
export function parseModelSettings(text: string, path: string, skipped?: string[]): UserModelEntry[] {
  if (path.endsWith(".json")) {
    try {
      return parseModelMetadata(text, path);
    } catch (cause) {
      throw new ModelSettingsFileError("bad-yaml", path, "is not a JSON model metadata map", { cause });
    }
  }
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (cause) {
    throw new ModelSettingsFileError("bad-yaml", path, "is not valid YAML", { cause });
  }
  if (data === null || data === undefined) return [];
  if (!Array.isArray(data)) {
    throw new ModelSettingsFileError("not-a-list", path, "must be a list of entries, each with a name");
  }
  const lenient = skipped && isAiderFile(path) ? skipped : undefined;
  return data.map((raw, index) => parseEntry(raw, index, path, lenient));
}

export interface LoadModelSettingsOptions {
  /** Without a gate every file is honoured in full (a library caller that chose its files). With one,
   *  a project file must really lie inside `projectRoot` and its powerful fields (extra_params, base
   *  URLs, keys, headers) count only when the user trusted its content. */
  gate?: TrustGate;
  projectRoot?: string;
  /** Told, per Aider file, the keys kerf does not implement; without it they are errors. */
  onSkipped?: (path: string, keys: string[]) => void;
}

/** Reads the files in order (e.g. home, git root, cwd, then a flag's file); missing files are skipped. */
export async function loadModelSettingsFiles(
  paths: readonly string[],
  options: LoadModelSettingsOptions = {},
): Promise<UserModelEntry[]> {
  const entries: UserModelEntry[] = [];
  for (const path of paths) {
    const project = options.gate !== undefined && !options.gate.isUserFile(path);
    let bytes: Buffer;
    try {
      bytes = await readSafe(path, {
        limit: READ_LIMITS.config,
        ...(project && options.projectRoot ? { roots: [options.projectRoot] } : {}),
      });
    } catch (cause) {
      if (cause instanceof SafeReadError && cause.code === "missing") continue;
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new ModelSettingsFileError("unreadable", path, `cannot be read: ${reason}`, { cause });
    }
    const skipped: string[] = [];
    const parsed = parseModelSettings(bytes.toString("utf8"), path, options.onSkipped && skipped);
    if (skipped.length > 0) options.onSkipped?.(path, skipped);
    if (project && options.gate && !options.gate.allows(path, bytes)) {
      options.gate.ignore(path, bytes, parsed.flatMap(stripPowerful));
    }
    entries.push(...parsed);
  }
  return entries;
}

/** Removes powerful fields from an entry of an untrusted file; returns what it removed. */
function stripPowerful(entry: UserModelEntry): { key: string; reason: string }[] {
  const removed: { key: string; reason: string }[] = [];
  const settings = entry.settings as Record<string, unknown>;
  for (const field of Object.keys(settings)) {
    const reason = powerfulModelField(field);
    if (reason === undefined) continue;
    delete settings[field];
    removed.push({
      key: `${field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)} (for ${entry.name})`,
      reason,
    });
  }
  return removed;
}
