// The CLI's side of sessions (docs/sessions.md): the log this run keeps in kerf's state folder, and with
// --continue / --resume ID the stored session it goes on from (its coder options, what changed on disk
// since, said as warnings). A model or edit format named on this command line wins over the stored one.
// `kerf acp`'s session/load comes the same way with `context.load`: its flags are every session's
// defaults, so there the stored model and edit format win.
import path from "node:path";
import type { Reporter } from "../coders/coder-events.js";
import type { ResolvedModel } from "../models/resolve-model.js";
import { isInside } from "../trust/index.js";
import {
  loadSessionCoderOptions,
  SessionLog,
  SessionBusyError,
  SessionNotFoundError,
  type LoadedSession,
  type SessionCoderOptions,
} from "../sessions/index.js";
import { UsageError } from "./exit-codes.js";
import { FLAGS, optionKey } from "./flags.js";
import type { Settings } from "./settings.js";
import { userStateDir } from "./state-dir.js";

/** The stored session asked for cannot be had (none by that id for this project, or no state folder). */
export class StoredSessionError extends UsageError {}

/** The stored session is being written by another live kerf process (its lock names the pid). */
export class SessionInUseError extends StoredSessionError {}

export interface SessionStart {
  /** The session's record (kept in the state folder unless --no-session-log: then in memory only). */
  log: SessionLog;
  /** The stored session's options, when this run resumes one; else null. */
  resumed: Partial<SessionCoderOptions> | null;
}

export async function openSessionLog(
  settings: Settings,
  env: Record<string, string | undefined>,
  context: {
    root: string;
    secrets: readonly string[];
    reporter: Reporter;
    resolveModel: (name: string) => ResolvedModel;
    /** `kerf acp`'s sessions, instead of --continue/--resume: the id session/load names, or null for
     *  session/new (a new session whatever the settings say). */
    load?: string | null;
  },
): Promise<SessionStart> {
  const v =
    context.load === undefined ? settings.values : { continue: false, resume: context.load ?? undefined };
  if (v.continue && v.resume !== undefined)
    throw new UsageError("--continue resumes the latest session and --resume ID a chosen one: give one");
  const { root, secrets, reporter } = context;
  const found = userStateDir(env);
  // A state folder inside the project (HOME is the project) would put the logs in the repository: the
  // session is then kept in memory only, as with no home at all.
  const usable = found !== null && !isInside(path.resolve(root), path.resolve(found));
  const dir = usable ? found : path.join(root, ".kerf", "no-state-folder");
  const warn = (message: string) => reporter({ type: "warning", message });
  let loaded: LoadedSession | null = null;
  if (v.continue || v.resume !== undefined) {
    if (!usable)
      throw new StoredSessionError(
        `${context.load === undefined ? "--continue and --resume need" : "loading a session needs"} kerf's state folder: set HOME or XDG_STATE_HOME (outside the project)`,
      );
    try {
      loaded = await loadSessionCoderOptions({
        dir,
        root,
        ...(v.resume !== undefined ? { id: v.resume } : {}),
        resolveModel: context.resolveModel,
      });
    } catch (error) {
      if (error instanceof SessionNotFoundError) throw new StoredSessionError(error.message);
      throw error;
    }
    const { session } = loaded;
    // A client names the session it was given: a prefix that happens to match another is not it.
    if (context.load !== undefined && session.start.id !== context.load)
      throw new StoredSessionError(`no session ${context.load} for this project`);
    reporter({
      type: "info",
      message: `resuming session ${session.start.id} (${session.turnCount} turn${session.turnCount === 1 ? "" : "s"}, last ${session.lastAt.slice(0, 16).replace("T", " ")} UTC)`,
    });
    for (const file of loaded.changed)
      warn(`${file} changed on disk since session ${session.start.id} was saved; kerf re-reads it`);
  }
  const log = new SessionLog({
    dir,
    root,
    secrets,
    persist: settings.values.sessionLog && usable,
    onWarning: warn,
    ...(loaded ? { resume: loaded.session } : {}),
  });
  if (!loaded) return { log, resumed: null };
  // Two processes appending to one log would interleave their turns: the second one refuses.
  await log.lock().catch((error: unknown) => {
    throw error instanceof SessionBusyError ? new SessionInUseError(error.message) : error;
  });
  return {
    log,
    resumed: context.load === undefined ? keepCommandLine(settings, loaded.options) : loaded.options,
  };
}

/** The stored options without the model or edit format this command line named itself (a model named
 *  now also drops the stored edit format: the new model's own applies, as with /model). */
function keepCommandLine(settings: Settings, options: SessionCoderOptions): Partial<SessionCoderOptions> {
  const given = (key: string) => settings.sources[key] === "command line";
  const modelGiven =
    given("model") || FLAGS.some((flag) => flag.model !== undefined && given(optionKey(flag.name)));
  const { model, editFormat, ...rest } = options;
  return {
    ...rest,
    ...(modelGiven ? {} : { model }),
    // A model named now brings its own edit format (unless --edit-format names one too).
    ...(given("editFormat") || modelGiven || editFormat === undefined ? {} : { editFormat }),
  };
}
