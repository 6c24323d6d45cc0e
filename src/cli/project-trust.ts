// This run's trust gate: what is the user's own (home files, the command line, the real environment,
// kerf's config folder) and what is the project's; the interactive "trust this file?" question; the
// warnings for powerful settings that were ignored.
import path from "node:path";
import { TrustGate, TrustStore, untrustedWarning } from "../trust/index.js";
import type { CliIo } from "./cli-io.js";
import { askYesNo } from "./confirm.js";
import type { ParsedArgs } from "./program.js";

/** kerf's config folder: `$XDG_CONFIG_HOME/kerf`, else `~/.config/kerf`. Trust records live here. */
export function userConfigDir(env: Record<string, string | undefined>): string {
  const xdg = env.XDG_CONFIG_HOME;
  if (xdg && path.isAbsolute(xdg)) return path.join(xdg, "kerf");
  return path.join(env.HOME ?? "/nonexistent", ".config", "kerf");
}

export function trustGateFor(args: ParsedArgs, io: CliIo, trustAll: boolean): TrustGate {
  const named = [
    args.given.config,
    io.env.KERF_CONFIG,
    args.given.envFile,
    io.env.KERF_ENV_FILE,
    args.given.modelSettingsFile,
    io.env.KERF_MODEL_SETTINGS_FILE,
    args.given.modelMetadataFile,
    io.env.KERF_MODEL_METADATA_FILE,
  ].filter((file): file is string => typeof file === "string" && file !== "");
  const configDir = userConfigDir(io.env);
  return new TrustGate({
    store: new TrustStore(configDir),
    userFiles: named.map((file) => path.resolve(io.cwd, file)),
    userDirs: [configDir],
    ...(io.env.HOME ? { homeDir: io.env.HOME } : {}),
    trustAll,
  });
}

/** Asks, on an interactive terminal, whether to trust each file whose powerful keys were ignored.
 *  Returns true when the user trusted at least one (the caller then loads the settings again). */
export async function askToTrust(gate: TrustGate, io: CliIo): Promise<boolean> {
  if (!io.stdin.isTTY) return false;
  let any = false;
  for (const entry of gate.untrusted) {
    const keys = entry.keys.map((k) => `${k.key} (${k.reason})`).join(", ");
    const question = `${entry.file} is a project file that sets ${keys}. Trust its current content?`;
    if (await askYesNo(io, question)) {
      gate.store.trust(entry.file, entry.bytes);
      any = true;
    }
  }
  return any;
}

/** Every warning of the loading: the trust records' own problem, then one per untrusted file. */
export function trustWarnings(gate: TrustGate): string[] {
  const warnings = gate.untrusted.map(untrustedWarning);
  return gate.store.problem ? [gate.store.problem, ...warnings] : warnings;
}
