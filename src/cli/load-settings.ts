// The one config-loading path: `.env` at the git root, the config files and the model-settings files,
// all read by the safe reader through one trust gate, and the API keys among what was loaded. A new
// kind of project settings file is added here, so trust covers it.
import path from "node:path";
import { modelSettingsPaths } from "../models/model-settings-paths.js";
import { PROVIDERS } from "../models/provider-table.js";
import { loadModelSettingsFiles, type UserModelEntry } from "../models/user-model-settings.js";
import type { TrustGate } from "../trust/index.js";
import type { CliIo } from "./cli-io.js";
import { withDotenv } from "./dotenv.js";
import { loadMcpServers } from "./mcp-config.js";
import type { McpServerConfig } from "../mcp-tools/config-entries.js";
import type { ParsedArgs } from "./program.js";
import { configPaths, mergeSettings, type Settings } from "./settings.js";

export interface LoadedSettings {
  env: Record<string, string | undefined>;
  settings: Settings;
  userSettings: UserModelEntry[];
  /** Refusals of the reader that did not stop the run (a .env that is a FIFO, too large, …). */
  warnings: string[];
  /** The MCP servers the config files define (a project file's marked untrusted unless trusted). */
  mcpServers: McpServerConfig[];
}

export async function loadSettings(
  args: ParsedArgs,
  io: CliIo,
  gitRoot: string | null,
  gate: TrustGate,
): Promise<LoadedSettings> {
  const projectRoot = gitRoot ?? io.cwd;
  const dotenv = withDotenv(io.env, gitRoot, gate, envFileOf(args.given.envFile, io));
  const env = dotenv.env;
  const explicit = typeof args.given.config === "string" ? args.given.config : io.env.KERF_CONFIG;
  const files = configPaths({ home: io.env.HOME, gitRoot, cwd: io.cwd, explicit });
  const settings = mergeSettings(args, env, files, { gate, projectRoot, realEnv: io.env });
  const flagFile = settings.values.modelSettingsFile;
  const metadataFile = settings.values.modelMetadataFile;
  const skipped: string[] = [];
  const userSettings = await loadModelSettingsFiles(
    modelSettingsPaths({
      home: io.env.HOME ?? null,
      gitRoot,
      cwd: io.cwd,
      flagFile: flagFile ? path.resolve(io.cwd, flagFile) : null,
      metadataFile: metadataFile ? path.resolve(io.cwd, metadataFile) : null,
    }),
    {
      gate,
      projectRoot,
      onSkipped: (file, keys) =>
        skipped.push(`${file}: ignoring Aider settings kerf does not implement: ${keys.join(", ")}`),
    },
  );
  const mcp = loadMcpServers(
    {
      home: io.env.HOME,
      codexHome: io.env.CODEX_HOME,
      gitRoot,
      cwd: io.cwd,
      configFiles: files,
      env: io.env,
    },
    gate,
  );
  const warnings = [
    ...(dotenv.warning ? [dotenv.warning] : []),
    ...(settings.warnings ?? []),
    ...skipped,
    ...mcp.warnings,
  ];
  return { env, settings, userSettings, warnings, mcpServers: mcp.servers };
}

/** The .env file the user named (`--env-file` of kerf or kerf eval, else KERF_ENV_FILE), resolved against cwd. Read before the
 *  config files, so a config file cannot name it. */
export function envFileOf(given: unknown, io: CliIo): string | undefined {
  const named = typeof given === "string" ? given : io.env.KERF_ENV_FILE;
  return named ? path.resolve(io.cwd, named) : undefined;
}

// The session's secret list: every API key it could send (the --openai-api-key and --api-key flags,
// each provider's key variable in the session's environment, .env and set-env included). Handed to the
// terminal, the logs and the LLM client, which mask these wherever they would appear.
const KEY_VARIABLES = [...new Set(["OPENAI_API_KEY", ...PROVIDERS.flatMap((provider) => provider.keyEnv)])];

/** The flag values that carry keys, as loosely as they may come (parsed flags or merged settings). */
export interface KeyValues {
  openaiApiKey?: unknown;
  apiKey?: unknown;
  setEnv?: unknown;
}

/** `NAME=VALUE` entries read leniently: a malformed one is a usage error where it is applied. */
function valuesOf(entries: unknown, wanted: (name: string) => boolean): string[] {
  if (!Array.isArray(entries)) return [];
  return entries
    .filter((entry): entry is string => typeof entry === "string" && entry.includes("="))
    .filter((entry) => wanted(entry.slice(0, entry.indexOf("=")).trim()))
    .map((entry) => entry.slice(entry.indexOf("=") + 1));
}

export function sessionSecrets(values: KeyValues, env: Record<string, string | undefined>): string[] {
  const found = [
    ...(typeof values.openaiApiKey === "string" ? [values.openaiApiKey] : []),
    ...valuesOf(values.apiKey, () => true),
    ...valuesOf(values.setEnv, (name) => KEY_VARIABLES.includes(name)),
    ...KEY_VARIABLES.map((name) => env[name] ?? ""),
  ];
  return [...new Set(found.map((key) => key.trim()).filter((key) => key !== ""))];
}
