// Builds the kerf session behind one ACP session, for the client's `cwd`, exactly as the CLI would
// there: the flags `kerf acp` was started with, the project's `.env`, config and model-settings files,
// all through the trust gate (nothing asks: an untrusted project file's powerful keys are not applied,
// and its warning is said), then `setupSession` — which, for session/load (`load`: a stored session's
// id), resumes that session the way the CLI's --resume ID does, and otherwise starts a new one (a
// `continue` in a config file does not apply: a client resumes with session/load). Nothing here prints:
// warnings are returned.
import { PassThrough } from "node:stream";
import type { Writable } from "node:stream";
import { resolveEndpoint } from "../../llm/endpoint.js";
import { MissingApiKeyError } from "../../llm/errors.js";
import type { CliIo } from "../cli-io.js";
import { findGitRoot } from "../find-git-root.js";
import { loadSettings } from "../load-settings.js";
import type { ParsedArgs } from "../program.js";
import { trustGateFor, trustWarnings } from "../project-trust.js";
import { withSetEnv } from "../provider-flags.js";
import { setupSession, type Session, type SetupHooks } from "../setup.js";

/** What every session starts from: the command line of `kerf acp` and its environment. */
export interface AcpDefaults {
  args: ParsedArgs;
  env: Record<string, string | undefined>;
  /** Where anything meant for a terminal goes (never stdout: it carries the protocol). */
  stderr: Writable;
}

export async function openKerfSession(
  defaults: AcpDefaults,
  cwd: string,
  hooks: SetupHooks,
  load?: string,
): Promise<{ session: Session; warnings: string[] }> {
  const io: CliIo = {
    argv: [],
    env: defaults.env,
    cwd,
    stdin: new PassThrough(),
    stdout: defaults.stderr,
    stderr: defaults.stderr,
  };
  const gitRoot = findGitRoot(cwd);
  const gate = trustGateFor(defaults.args, io, false);
  const loaded = await loadSettings(defaults.args, io, gitRoot, gate);
  const session = await setupSession(loaded.settings, io, {
    env: withSetEnv(loaded.env, loaded.settings),
    gitRoot,
    hooks,
    userSettings: loaded.userSettings,
    start: { block: false, repl: false },
    load: load ?? null,
  });
  const warnings = [...loaded.warnings, ...trustWarnings(gate), ...session.instructions.warnings];
  return { session, warnings };
}

/** The missing key of the session's model (what to set), or null when its requests can go. */
export function missingKey(session: Session): MissingApiKeyError | null {
  try {
    resolveEndpoint({ ...session.endpoint, model: session.coder.options.model.expanded });
    return null;
  } catch (error) {
    if (error instanceof MissingApiKeyError) return error;
    throw error;
  }
}
