// Reading sessions back: the list `/sessions` shows, one session replayed from its log, and the coder
// options a resume starts from (`loadSessionCoderOptions`: the CLI's --continue / --resume and the ACP
// agent's `session/load` call it). Never prints.
import { stat } from "node:fs/promises";
import type { CoderOptions } from "../coders/coder-options.js";
import type { PromptSnapshot } from "../coders/prompt-state.js";
import type { ResolvedModel } from "../models/resolve-model.js";
import { resolveModel as resolveFromTable } from "../models/resolve-model.js";
import { fileHashes } from "./current-state.js";
import { replay, type SessionState } from "./session-state.js";
import {
  getBlob,
  logFile,
  projectFolder,
  readRecords,
  sessionIds,
  type SessionPlace,
} from "./session-store.js";

/** A session as `/sessions` lists it. */
export interface SessionSummary {
  id: string;
  /** When it started and when it last recorded something (ISO times). */
  startedAt: string;
  lastAt: string;
  /** The user's words of its first turn. */
  firstRequest: string;
  /** Its chat files as last recorded. */
  files: string[];
  /** The known cost of its turns, in USD. */
  cost: number;
  turns: number;
}

export class SessionNotFoundError extends Error {
  override name = "SessionNotFoundError";
}

/** This project's sessions, the last written to first; a log that cannot be read back is left out. */
export async function listSessions(place: SessionPlace): Promise<SessionSummary[]> {
  const project = projectFolder(place);
  const out: SessionSummary[] = [];
  for (const id of (await sessionIds(project)).reverse()) {
    const records = await readRecords(project, id).catch(() => undefined);
    const state = records && replay(records);
    if (!state) continue;
    out.push({
      id,
      startedAt: state.start.at,
      lastAt: state.lastAt,
      firstRequest: state.firstRequest ?? "",
      files: state.files,
      cost: state.cost,
      turns: state.turnCount,
    });
  }
  // The one --continue picks first: last written to, newest first.
  return out.sort((a, b) => b.lastAt.localeCompare(a.lastAt) || b.id.localeCompare(a.id));
}

/** The session `id` names (exactly, or as a unique prefix); without one, the session last written to. */
export async function loadSession(place: SessionPlace & { id?: string }): Promise<SessionState> {
  const project = projectFolder(place);
  const ids = await sessionIds(project);
  const id = place.id === undefined ? await latestId(project, ids) : chooseId(ids, place.id);
  if (id === undefined) throw new SessionNotFoundError("no earlier session of this project to continue");
  const state = replay((await readRecords(project, id)) ?? []);
  if (!state) throw new SessionNotFoundError(`session ${id} has no readable log`);
  return state;
}

/** The session written to last (a resumed old session is "latest" once it has gone on). */
async function latestId(project: string, ids: readonly string[]): Promise<string | undefined> {
  let best: { id: string; at: number } | undefined;
  for (const id of ids) {
    const at = (await stat(logFile(project, id)).catch(() => undefined))?.mtimeMs ?? 0;
    if (!best || at >= best.at) best = { id, at };
  }
  return best?.id;
}

function chooseId(ids: readonly string[], wanted: string): string {
  if (ids.includes(wanted)) return wanted;
  const matching = ids.filter((id) => id.startsWith(wanted));
  if (matching.length === 1) return matching[0] as string;
  if (matching.length > 1)
    throw new SessionNotFoundError(`session id ${wanted} is ambiguous: ${matching.join(", ")}`);
  throw new SessionNotFoundError(`no session ${wanted} for this project (/sessions lists them)`);
}

/** What a resumed coder is built from: the stored history, files, mode, models, the platform facts of
 *  the session's start (its date included) and the prompt state. */
export type SessionCoderOptions = Pick<
  CoderOptions,
  | "history"
  | "files"
  | "readOnlyFiles"
  | "editFormat"
  | "model"
  | "weakModel"
  | "editorModel"
  | "editorEditFormat"
  | "promptSnapshot"
> & { platform: CoderOptions["platform"] };

export interface LoadedSession {
  options: SessionCoderOptions;
  /** The replayed session: hand it to `new SessionLog({ …, resume: session })` to go on writing it. */
  session: SessionState;
  /** Chat and read-only files whose bytes differ from what the session last saw (they are re-read). */
  changed: string[];
}

/**
 * Loads a stored session by id (the latest without one) into coder options: spread them over the
 * options a new coder would get (keys, confirm, reporter…) and pass `session` to the SessionLog that
 * goes on recording it. `resolveModel` turns a stored model name back into settings (default: kerf's
 * model table; the CLI passes its own, which knows the user's model-settings files).
 */
export async function loadSessionCoderOptions(
  place: SessionPlace & { id?: string; resolveModel?: (name: string) => ResolvedModel },
): Promise<LoadedSession> {
  const session = await loadSession(place);
  const resolve = place.resolveModel ?? ((name: string) => resolveFromTable(name));
  const { start } = session;
  const options: SessionCoderOptions = {
    history: session.history,
    files: session.files,
    readOnlyFiles: session.readOnlyFiles,
    model: resolve(session.model),
    weakModel: start.weakModel === null ? null : resolve(start.weakModel),
    editorModel: start.editorModel === null ? null : resolve(start.editorModel),
    editorEditFormat: start.editorEditFormat,
    platform: start.platform,
    ...(session.editFormat !== undefined ? { editFormat: session.editFormat } : {}),
  };
  const prompt = session.prompt && (await promptTexts(projectFolder(place), start.id, session.prompt));
  if (prompt) options.promptSnapshot = prompt;
  const now = await fileHashes(place.root, [...session.files, ...session.readOnlyFiles]);
  const changed = Object.keys({ ...session.hashes, ...now })
    .filter((file) => session.hashes[file] !== now[file])
    .sort();
  return { options, session, changed };
}

/** The log's prompt state with each file text read back from its blob; undefined when one is missing (the
 *  resumed session then pins its files afresh: a cache miss, never a wrong text). */
async function promptTexts(
  project: string,
  id: string,
  stored: PromptSnapshot,
): Promise<PromptSnapshot | undefined> {
  const texts = new Map<string, string>();
  const text = async ([path, hash]: [string, string]): Promise<[string, string] | undefined> => {
    if (!texts.has(hash)) {
      const bytes = await getBlob(project, id, hash);
      if (bytes === undefined) return undefined;
      texts.set(hash, Buffer.from(bytes).toString("utf8"));
    }
    return [path, texts.get(hash)!];
  };
  const pins: PromptSnapshot["pins"] = [];
  for (const pin of stored.pins) {
    const pinned = await Promise.all(pin.pinned.map(text));
    const known = await Promise.all(pin.known.map(text));
    if (pinned.includes(undefined) || known.includes(undefined)) return undefined;
    pins.push({ ...pin, pinned: pinned as [string, string][], known: known as [string, string][] });
  }
  return { ...stored, pins };
}
